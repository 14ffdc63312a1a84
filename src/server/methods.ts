/**
 * Astro answers a method a route does not export with an empty 404 (and a warning in the log). The
 * routes export this as `ALL` instead: 405 with the methods they do take. Astro hands HEAD to
 * `ALL` once there is one, so HEAD is passed to GET here.
 */
import type { APIRoute } from 'astro';
import { json } from './http';

export function otherMethods(handlers: { GET?: APIRoute; POST?: APIRoute }): APIRoute {
  const allow = [...(handlers.GET ? ['GET', 'HEAD'] : []), ...(handlers.POST ? ['POST'] : [])].join(
    ', ',
  );
  return (context) => {
    if (context.request.method === 'HEAD' && handlers.GET) return handlers.GET(context);
    return json(405, { ok: false, error: `This address takes ${allow} only.` }, { Allow: allow });
  };
}

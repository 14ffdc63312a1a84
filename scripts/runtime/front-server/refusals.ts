/**
 * Sends a refusal of request-policy.ts: a 404 with the site's own "not found" page (so a hidden
 * file looks like any missing page), a 405 naming the methods allowed, or a 413; JSON under /api/.
 * Any body the request carries is dropped as it arrives, and the answer sent once it is in.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { discardRestOfBody } from './discard-body.ts';
import { isApiPath, type Refusal } from './request-policy.ts';
import { defaultLocale, localeInfo, localeOfPath, pageFile } from '../shop-src.ts';

export async function sendRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: Refusal,
  clientDir: string,
  headers: [string, string][],
): Promise<void> {
  const out: Record<string, string> = { 'cache-control': 'no-store' };
  for (const [name, value] of headers) out[name.toLowerCase()] = value;
  const api = isApiPath((req.url ?? '/').split('?')[0] ?? '/');
  let body: string | Buffer;
  if (refusal.status === 404) {
    const page = await readFile(
      path.join(clientDir, notFoundPage((req.url ?? '/').split('?')[0] ?? '/')),
    ).catch(() => null);
    out['content-type'] = page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8';
    body = page ?? 'Not found\n';
  } else {
    const text =
      refusal.status === 405
        ? `This address takes ${refusal.allow} only.`
        : 'The request is too large.';
    if (refusal.status === 405) out.allow = refusal.allow;
    out['content-type'] = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
    body = api ? JSON.stringify({ ok: false, error: text }) : `${text}\n`;
  }
  out['content-length'] = String(Buffer.byteLength(body));
  await discardRestOfBody(req);
  if (!res.destroyed)
    res.writeHead(refusal.status, out).end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The "not found" page in the language of the address asked for: 404.html, and <prefix>/404.html
 * for every other language.
 */
export function notFoundPage(pathname: string): string {
  const locale = localeOfPath(pathname);
  return pageFile(locale === defaultLocale ? '/404' : `${localeInfo[locale].prefix}/404`);
}

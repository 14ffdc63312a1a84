/**
 * What the shop's server refuses before looking for a file or asking the build's routes, applied
 * by the front server and again by the worker (which must not rely on the front): files that are
 * not the site's (dotfiles, the static hosts' `_headers`, build metadata), methods other than GET
 * and HEAD outside /api/, and methods no route can take (TRACE, CONNECT...: undici's Request
 * throws on them, which Astro would log as a crash), and bodies declared larger than any route
 * takes, which then never reach the worker.
 */
import { defaultLocale, localeOfPath } from '../shop-src.ts';

/**
 * Methods the on-demand routes may take; each route answers 405 itself for the ones it does not.
 */
const ROUTE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const API_ALLOW = 'GET, HEAD, POST';
export const STATIC_ALLOW = 'GET, HEAD';

/**
 * The write routes read at most 32 KB each (src/server/http.ts); this bound only keeps floods off
 * the worker.
 */
export const MAX_API_BODY_BYTES = 1024 * 1024;

/** Written into the client folder for static hosts or tools, never pages of the shop. */
export const METADATA_FILES = new Set(['_headers', '_redirects', '_routes.json', 'release.json']);

export type Refusal = { status: 404 } | { status: 405; allow: string } | { status: 413 };

/**
 * Path segments naming a dotfile or dot-folder (other than /.well-known) or build metadata at the
 * root.
 */
export function isHiddenPath(segments: string[]): boolean {
  return (
    segments.some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known')) ||
    (segments.length === 1 && METADATA_FILES.has(segments[0] ?? ''))
  );
}

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * A page address in a language other than the default: the shop's on-demand routes are all under
 * /api/.
 */
export const missingLocalizedPage = (pathname: string) =>
  localeOfPath(pathname) !== defaultLocale && !isApiPath(pathname);

/**
 * The refusal for a request, or null when it may go on. `pathname` is as sent (percent-encoded),
 * `contentLength` the Content-Length header, if any.
 */
export function refuseRequest(
  method: string | undefined,
  pathname: string,
  contentLength?: string,
): Refusal | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { status: 404 };
  }
  if (isHiddenPath(decoded.split('/').filter(Boolean))) return { status: 404 };
  const verb = method ?? '';
  if (isApiPath(decoded)) {
    if (!ROUTE_METHODS.has(verb)) return { status: 405, allow: API_ALLOW };
    return Number(contentLength) > MAX_API_BODY_BYTES ? { status: 413 } : null;
  }
  return verb === 'GET' || verb === 'HEAD' ? null : { status: 405, allow: STATIC_ALLOW };
}

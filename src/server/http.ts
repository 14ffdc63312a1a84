/**
 * The checks every write route makes before it does anything: same-origin, JSON, the client's share
 * of requests, and a body of a sane size in bytes. Answers use one JSON shape the islands
 * understand: `{ ok: true, ... }` or `{ ok: false, error, field? }`.
 */
import { readSettings, type Settings } from '../config/settings';
import { readBody } from './body';
import { clientKey } from './client-address';
import { requestTooLarge, tooManyRequests } from './messages';
import type { Locale } from '../i18n/locales';
import { getStorage } from './storage';
import { throttle } from './throttle';

export const json = (
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });

export const fail = (
  status: number,
  error: string,
  field?: string,
  headers?: Record<string, string>,
) => json(status, { ok: false, error, ...(field ? { field } : {}) }, headers);

/**
 * The largest body a write route reads: well above a full cart with every field filled.
 */
export const MAX_BODY_BYTES = 32 * 1024;

export interface WriteRouteOptions {
  /** Names the route in throttling keys and logs. */
  name: string;
  /** Requests a client may make per window. */
  limit: number;
  windowMs: number;
}

/**
 * The address of the socket a request came in on, if the server knows one. Astro's getter throws
 * when it does not (the front server's own warm-up search has no shopper behind it), so it is read
 * here and never by destructuring a route's context, which would throw before any handler code ran.
 */
export function socketAddress(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/**
 * The key every per-client limit counts a request under on `route`: its client as client-address.ts
 * reads it.
 */
export function throttleKey(route: string, request: Request, socket: string | undefined): string {
  return `${route}:${clientKey(readSettings().server.proxies, socket, request.headers.get('x-forwarded-for'))}`;
}

/**
 * The origins a write may come from: SITE_URL's (unset: the server's own address, HOST:PORT) and
 * SITE_EXTRA_ORIGINS. Never the request's own Host, which whoever sends the request chooses.
 */
export function writeOrigins(settings: Settings = readSettings()): ReadonlySet<string> {
  const { site, server } = settings;
  const own = new URL(
    site.url ??
      `http://${server.host.includes(':') ? `[${server.host}]` : server.host}:${server.port}`,
  ).origin;
  return new Set([own, ...server.extraOrigins]);
}

/**
 * Returns the parsed JSON body, or the Response to send instead when the request is not one the
 * route accepts.
 */
export async function readWriteRequest(
  request: Request,
  address: string | undefined,
  options: WriteRouteOptions,
  locale: Locale,
): Promise<{ body: unknown } | { response: Response }> {
  const origin = request.headers.get('origin');
  if (!origin || !writeOrigins().has(origin))
    return { response: fail(403, 'Requests must come from the shop itself.') };
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return { response: fail(415, 'Send JSON.') };
  }
  const limit = await throttle(
    await getStorage(),
    throttleKey(options.name, request, address),
    options.limit,
    options.windowMs,
  );
  if (!limit.allowed) {
    return {
      response: fail(429, tooManyRequests(limit.retryAfter, locale), undefined, {
        'Retry-After': String(limit.retryAfter),
      }),
    };
  }
  const read = await readBody(request, MAX_BODY_BYTES);
  if ('refused' in read) {
    return read.refused === 'too-large'
      ? { response: fail(413, requestTooLarge(locale)) }
      : { response: fail(400, 'The request body is not valid UTF-8 text.', 'body') };
  }
  try {
    return { body: JSON.parse(read.text) as unknown };
  } catch {
    return { response: fail(400, 'The request body is not valid JSON.', 'body') };
  }
}

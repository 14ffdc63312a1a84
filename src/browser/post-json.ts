/**
 * What the shop's own routes answer (writes, the order's status, tracking): `{ ok: true, ...data }`
 * or `{ ok: false, error, code?, field? }`.
 */
export type RouteFailure = {
  ok: false;
  /**
   * The route's words, in the page's language; '' when no readable answer came (say it in the
   * island's words).
   */
  error: string;
  field?: string;
  /**
   * The route's name for the refusal (order route: offer-changed, order-pending, outcome-unknown,
   * not-placed, key-reused, empty-cart, refused…).
   */
  code?: string;
  /** HTTP status; 0 when no answer came (network failure). */
  status: number;
  /** The whole answer, for refusals that carry more (the order route's current offers). */
  body: Record<string, unknown>;
};

export type RouteResult<T> = ({ ok: true } & T) | RouteFailure;

/**
 * Posts JSON to one of the shop's server routes, asking for answers in the page's language;
 * network failures come back as a result too.
 */
export function postJson<T extends object>(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RouteResult<T>> {
  return askRoute<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Reads one of the shop's server routes that answer in the same shape (the order's status,
 * tracking).
 */
export function getJson<T extends object>(path: string): Promise<RouteResult<T>> {
  return askRoute<T>(path, { method: 'GET' });
}

async function askRoute<T extends object>(
  path: string,
  init: RequestInit & { headers?: Record<string, string> },
): Promise<RouteResult<T>> {
  try {
    const res = await fetch(path, {
      ...init,
      // A page without a language sends none, and is answered in the shop's default one
      // (request-locale.ts).
      headers: {
        Accept: 'application/json',
        'Accept-Language': document.documentElement.lang,
        ...init.headers,
      },
    });
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok && data.ok === true) return data as { ok: true } & T;
    return {
      ok: false,
      status: res.status,
      error: typeof data.error === 'string' ? data.error : '',
      field: typeof data.field === 'string' ? data.field : undefined,
      code: typeof data.code === 'string' ? data.code : undefined,
      body: data,
    };
  } catch {
    return { ok: false, status: 0, error: '', body: {} };
  }
}

/**
 * The one HTTP door to the portal. It sends the key in the `api-key` header (never the query: query
 * strings end up in logs), bounds each request in time and the number in flight, retries GETs that
 * failed for reasons a retry can fix, and never retries a POST (a second order is worse than an
 * error). Every answer is parsed and checked against a schema: on this portal a 200 proves nothing.
 */
import type { z } from 'zod';
import { PortalError, describeZodError, isRetryable } from './errors';
import { createLimiter } from './limiter';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RetryInfo {
  endpoint: string;
  /** The attempt that failed, from 1. */
  attempt: number;
  delayMs: number;
  error: PortalError;
}

export interface PortalClientOptions {
  /** The portal origin, e.g. "https://portal.example.ae"; calls go to `${baseUrl}/api/v1/${path}`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  maxConcurrency?: number;
  /** Extra attempts for a failed GET. */
  retries?: number;
  /** First backoff; doubles on each retry, ±25 % jitter. */
  backoffMs?: number;
  /** Longest Retry-After we wait for. */
  maxRetryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  onRetry?: (info: RetryInfo) => void;
}

export interface GetOptions<T> {
  query?: Query;
  schema: z.ZodType<T>;
  /** What a 404 means for this call: the stock controllers answer 404 instead of an empty list. Without it a 404 is a `not-found` error. */
  emptyOn404?: T;
}

export interface PortalClient {
  readonly baseUrl: string;
  readonly maxConcurrency: number;
  get<T>(path: string, options: GetOptions<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T>;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPortalClient(options: PortalClientOptions): PortalClient {
  const {
    apiKey,
    timeoutMs = 10_000,
    maxConcurrency = 3,
    retries = 2,
    backoffMs = 300,
    maxRetryAfterMs = 30_000,
    fetch: fetchImpl = globalThis.fetch,
    sleep = defaultSleep,
    random = Math.random,
    onRetry,
  } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const limit = createLimiter(maxConcurrency);

  async function send(method: 'GET' | 'POST', endpoint: string, url: string, body?: unknown): Promise<Answer> {
    const signal = AbortSignal.timeout(timeoutMs);
    const headers: Record<string, string> = { 'api-key': apiKey, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const res = await fetchImpl(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
      // The body is read under the same deadline: a portal can stall mid-answer too.
      return { status: res.status, retryAfter: res.headers.get('retry-after'), text: await res.text() };
    } catch (error) {
      if (signal.aborted) throw new PortalError({ kind: 'timeout', endpoint, detail: `timed out after ${timeoutMs} ms`, cause: error });
      throw new PortalError({ kind: 'network', endpoint, detail: `network error: ${networkReason(error)}`, cause: error });
    }
  }

  function interpret<T>(endpoint: string, answer: Answer, schema: z.ZodType<T>, emptyOn404?: T): T {
    const { status, text } = answer;
    if (status === 404 && emptyOn404 !== undefined) return emptyOn404;
    if (status === 404) throw new PortalError({ kind: 'not-found', endpoint, status, detail: errorText(text) });
    if (status < 200 || status > 299) {
      // The portal's hourly limit answers 401 (a wrong key is 403); retrying only spends more of it.
      const detail = status === 401 ? `${errorText(text)} (the portal's hourly request limit)` : errorText(text);
      throw new PortalError({ kind: 'http', endpoint, status, detail, retryAfterMs: retryAfterMs(answer.retryAfter) });
    }
    let value: unknown;
    try {
      value = text.trim() === '' ? undefined : JSON.parse(text);
    } catch (error) {
      throw new PortalError({ kind: 'shape', endpoint, status, detail: `bad shape: not JSON (${snippet(text)})`, cause: error });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new PortalError({ kind: 'shape', endpoint, status, detail: `bad shape: ${describeZodError(parsed.error)}`, cause: parsed.error });
    }
    return parsed.data;
  }

  function retryDelay(attempt: number, error: PortalError): number {
    if (error.retryAfterMs !== undefined) return Math.min(error.retryAfterMs, maxRetryAfterMs);
    return Math.round(backoffMs * 2 ** (attempt - 1) * (0.75 + 0.5 * random()));
  }

  function urlFor(path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const qs = search.toString();
    return `${baseUrl}/api/v1/${path}${qs ? `?${qs}` : ''}`;
  }

  return {
    baseUrl,
    maxConcurrency,

    async get(rawPath, { query, schema, emptyOn404 }) {
      const path = rawPath.replace(/^\/+/, '');
      const endpoint = `GET ${path}`;
      const url = urlFor(path, query);
      for (let attempt = 1; ; attempt += 1) {
        try {
          // The slot is held for one attempt only: waiting out a backoff must not block other calls.
          const answer = await limit(() => send('GET', endpoint, url));
          return interpret(endpoint, answer, schema, emptyOn404);
        } catch (error) {
          if (!(error instanceof PortalError)) throw error;
          if (!isRetryable(error) || attempt > retries) throw attempt > 1 ? error.withAttempts(attempt) : error;
          const delayMs = retryDelay(attempt, error);
          onRetry?.({ endpoint, attempt, delayMs, error });
          await sleep(delayMs);
        }
      }
    },

    async post(rawPath, body, schema) {
      const path = rawPath.replace(/^\/+/, '');
      const endpoint = `POST ${path}`;
      const answer = await limit(() => send('POST', endpoint, urlFor(path), body));
      return interpret(endpoint, answer, schema);
    },
  };
}

/** Retry-After as seconds or an HTTP date, in ms from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The portal's own words from an error body: `{error}` (framework) or `{message}` (controllers). */
function errorText(text: string): string {
  if (text.trim() === '') return '(empty body)';
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { error, message } = body as Record<string, unknown>;
      const said = [error, message].find((v): v is string => typeof v === 'string' && v.trim() !== '');
      if (said) return said.trim().slice(0, 300);
    }
  } catch {
    // Not JSON: fall through to a snippet of what it was.
  }
  return `(${snippet(text)})`;
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `body starts ${JSON.stringify(flat.slice(0, 80))}`;
}

/** undici says "fetch failed" and keeps the useful part (ECONNREFUSED...) in `cause`. */
function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return detail ? `${error.message} (${detail})` : error.message;
}

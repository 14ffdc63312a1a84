/**
 * The one HTTP door to the portal. It sends the key in the `api-key` header (never the query: query
 * strings end up in logs), bounds each request in time and the number in flight, retries GETs that
 * failed for reasons a retry can fix, and never retries a POST (a second order is worse than an
 * error). Every answer is parsed and checked against a schema: on this portal a 200 proves nothing.
 *
 * Calls wait for a slot in one of two lanes (see limiter.ts): checkout calls go first. Every
 * failure says how far the request got (PortalError.delivery), so a write route can tell "nothing
 * was sent" from "the portal may have placed it".
 */
import type { z } from 'zod';
import {
  PortalError,
  describeZodError,
  isRetryable,
  type Delivery,
  type PortalErrorKind,
} from './errors.ts';
import { LeftQueueError, QueueFullError, createLimiter, type Lane } from './limiter.ts';
import { portalRoute } from './routes.ts';
import { portalErrorSchema } from './wire.ts';

export type { Lane } from './limiter.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface RetryInfo {
  endpoint: string;
  /** The attempt that failed, from 1. */
  attempt: number;
  delayMs: number;
  error: PortalError;
}

/** One call to the portal as it ended (a GET's retries are calls of their own). */
export interface PortalCall {
  endpoint: string;
  /** 'ok', or how it failed. */
  outcome: 'ok' | PortalErrorKind;
  /** The portal's HTTP status, when it answered. */
  status?: number;
  /** Whether the request reached the portal (a failed call's PortalError.delivery). */
  delivery: Delivery;
  ms: number;
}

/** A call about to be sent, as the portal's hourly limit counts it. */
export interface BudgetedCall {
  /** The route, ids left out: `products/view`. */
  route: string;
  /** "GET products/view/12". */
  endpoint: string;
  lane: Lane;
}

/**
 * The portal's hourly limit as the shop keeps it (src/server/portal-budget.ts). `admit` is asked
 * before every request (each retry too) and throws a PortalError of kind `spent` to keep it from
 * being sent; `spent` is told when the portal itself says the route's hour is used up, and answers
 * how long to leave the route alone.
 */
export interface CallBudget {
  admit: (call: BudgetedCall) => Promise<void>;
  spent: (call: BudgetedCall, portalSaid: string) => Promise<number>;
}

export interface PortalClientOptions {
  /** The portal origin, e.g. "https://portal.example.ae"; calls go to `${baseUrl}/api/v1/${path}`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  maxConcurrency?: number;
  /**
   * Browse-lane calls allowed to wait for a slot; beyond it a call fails at once with kind 'busy'.
   * Unbounded when absent (the build wants every call answered, however long the queue).
   */
  maxQueued?: number;
  /**
   * true: `timeoutMs` runs from the moment a call is made, covering its wait for a slot, every
   * attempt and the backoffs between them (a server route must answer in bounded time). false (the
   * default): each attempt gets `timeoutMs` from the moment it has a slot.
   */
  timeoutIncludesQueue?: boolean;
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
  /** Told of every call once it ended: for the server's log and metrics. */
  onCall?: (call: PortalCall) => void;
  /** The portal's hourly limit; no limit is kept when absent (the build reads what it must). */
  budget?: CallBudget;
}

export interface GetOptions<T> {
  query?: Query;
  schema: z.ZodType<T>;
  /**
   * What the portal's 404 means for this call: the stock controllers answer 404 instead of an empty
   * list. Without it such a 404 is a `not-found` error. A 404 without the portal's own error body
   * (a web server's page) is never taken as "none": it is an `http` error.
   */
  emptyOn404?: T;
  /** Default 'browse'. */
  lane?: Lane;
  /** Extra attempts for this call; default the client's `retries`. */
  retries?: number;
}

export interface PostOptions {
  /** Default 'checkout'. */
  lane?: Lane;
}

export interface PortalClient {
  readonly baseUrl: string;
  readonly maxConcurrency: number;
  get<T>(path: string, options: GetOptions<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema: z.ZodType<T>, options?: PostOptions): Promise<T>;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  text: string;
  /** The portal said the route's hour is used up: how long the budget leaves it alone. */
  spentForMs?: number;
}

/** CodeIgniter REST's words when a key has used up a route's calls for the hour (PORTAL.md). */
const isTimeLimitAnswer = ({ status, text }: Answer) => status === 401 && /time limit/i.test(text);

/** The moment a call (or one attempt) must be over. */
interface Deadline {
  signal: AbortSignal;
  at: number;
}

/**
 * Failures that happen before a single byte of the request can have left: connection refused, no
 * such host.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

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
    onCall,
    budget,
    maxQueued,
    timeoutIncludesQueue = false,
  } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const limiter = createLimiter({ max: maxConcurrency, maxQueuedBrowse: maxQueued });

  const startDeadline = (): Deadline => ({
    signal: AbortSignal.timeout(timeoutMs),
    at: Date.now() + timeoutMs,
  });
  const timedOut = (endpoint: string, cause: unknown) =>
    new PortalError({
      kind: 'timeout',
      endpoint,
      delivery: 'unknown',
      detail: `timed out after ${timeoutMs} ms`,
      cause,
    });
  const notSentInTime = (endpoint: string, cause?: unknown) =>
    new PortalError({
      kind: 'timeout',
      endpoint,
      delivery: 'not-sent',
      detail: `not sent: no free connection to the portal within ${timeoutMs} ms`,
      cause,
    });

  async function send(
    method: 'GET' | 'POST',
    endpoint: string,
    url: string,
    { signal, at }: Deadline,
    body?: unknown,
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'api-key': apiKey, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    // A slot can come just as the call's time runs out. A request sent then could not be answered
    // in time, and a write would end with an unknown outcome: better not to send it at all.
    if (signal.aborted || at - Date.now() < timeoutMs / 10) throw notSentInTime(endpoint);
    let res: Response;
    try {
      res = await fetchImpl(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw timedOut(endpoint, error);
      const delivery = NOT_SENT_CODES.has(errorCode(error) ?? '') ? 'not-sent' : 'unknown';
      throw new PortalError({
        kind: 'network',
        endpoint,
        delivery,
        detail: `network error: ${networkReason(error)}`,
        cause: error,
      });
    }
    try {
      // The body is read under the same deadline: a portal can stall mid-answer too.
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        text: await res.text(),
      };
    } catch (error) {
      if (signal.aborted) throw timedOut(endpoint, error);
      throw new PortalError({
        kind: 'network',
        endpoint,
        delivery: 'unknown',
        detail: `network error: ${networkReason(error)}`,
        cause: error,
      });
    }
  }

  /**
   * One request once a slot of `lane` is free; `callDeadline` also bounds the wait for the slot.
   */
  async function attempt(
    lane: Lane,
    method: 'GET' | 'POST',
    endpoint: string,
    url: string,
    callDeadline: Deadline | undefined,
    body?: unknown,
  ): Promise<Answer> {
    const call: BudgetedCall = {
      route: portalRoute(endpoint.slice(endpoint.indexOf(' ') + 1)),
      endpoint,
      lane,
    };
    try {
      // Counted before the wait for a slot: a call refused then was never sent, and costs nothing.
      await budget?.admit(call);
      const answer = await limiter.run(
        lane,
        () => send(method, endpoint, url, callDeadline ?? startDeadline(), body),
        callDeadline?.signal,
      );
      if (budget && isTimeLimitAnswer(answer))
        answer.spentForMs = await budget.spent(call, errorText(answer.text));
      return answer;
    } catch (error) {
      if (error instanceof QueueFullError) {
        throw new PortalError({
          kind: 'busy',
          endpoint,
          detail: `not sent: ${error.message}`,
          cause: error,
        });
      }
      if (error instanceof LeftQueueError) throw notSentInTime(endpoint, error);
      throw error;
    }
  }

  function interpret<T>(endpoint: string, answer: Answer, schema: z.ZodType<T>, emptyOn404?: T): T {
    const { status, text } = answer;
    const body = readBody(text);
    const portalNotFound =
      status === 404 && 'json' in body && portalErrorSchema.safeParse(body.json).success;
    if (portalNotFound && emptyOn404 !== undefined) return emptyOn404;
    if (portalNotFound)
      throw new PortalError({ kind: 'not-found', endpoint, status, detail: errorText(text) });
    if (status === 404)
      throw new PortalError({
        kind: 'http',
        endpoint,
        status,
        delivery: 'unknown',
        detail: `${errorText(text)}, not the portal's own "not found"`,
      });
    const delivery = portalAnswered(status, body) ? 'answered' : 'unknown';
    if (isTimeLimitAnswer(answer)) {
      const detail = `${errorText(text)} (the portal's hourly limit for this route)`;
      throw new PortalError({
        kind: 'spent',
        endpoint,
        status,
        delivery: 'answered',
        detail,
        retryAfterMs: answer.spentForMs,
      });
    }
    if (status < 200 || status > 299) {
      // The portal's hourly limit answers 401 (a wrong key is 403); retrying only spends more of
      // it.
      const detail =
        status === 401 ? `${errorText(text)} (the portal's hourly request limit)` : errorText(text);
      throw new PortalError({
        kind: 'http',
        endpoint,
        status,
        delivery,
        detail,
        retryAfterMs: retryAfterMs(answer.retryAfter),
      });
    }
    if ('notJson' in body) {
      throw new PortalError({
        kind: 'shape',
        endpoint,
        status,
        delivery: 'unknown',
        detail: `bad shape: not JSON (${snippet(text)})`,
        cause: body.notJson,
      });
    }
    const parsed = schema.safeParse(body.json);
    if (!parsed.success) {
      throw new PortalError({
        kind: 'shape',
        endpoint,
        status,
        detail: `bad shape: ${describeZodError(parsed.error)}`,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  /** Runs one call, telling onCall how it ended. */
  async function observed<T>(endpoint: string, call: () => Promise<T>): Promise<T> {
    if (!onCall) return call();
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const value = await call();
      onCall({ endpoint, outcome: 'ok', delivery: 'answered', ms: ms() });
      return value;
    } catch (error) {
      if (error instanceof PortalError)
        onCall({
          endpoint,
          outcome: error.kind,
          status: error.status,
          delivery: error.delivery,
          ms: ms(),
        });
      throw error;
    }
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

    async get(
      rawPath,
      { query, schema, emptyOn404, lane = 'browse', retries: callRetries = retries },
    ) {
      const path = rawPath.replace(/^\/+/, '');
      const endpoint = `GET ${path}`;
      const url = urlFor(path, query);
      const deadline = timeoutIncludesQueue ? startDeadline() : undefined;
      for (let tries = 1; ; tries += 1) {
        try {
          // The slot is held for one attempt only: waiting out a backoff must not block other
          // calls.
          return await observed(endpoint, async () =>
            interpret(
              endpoint,
              await attempt(lane, 'GET', endpoint, url, deadline),
              schema,
              emptyOn404,
            ),
          );
        } catch (error) {
          if (!(error instanceof PortalError)) throw error;
          const giveUp = (e: PortalError) => (tries > 1 ? e.withAttempts(tries) : e);
          if (!isRetryable(error) || tries > callRetries) throw giveUp(error);
          const delayMs = retryDelay(tries, error);
          if (deadline && Date.now() + delayMs >= deadline.at) throw giveUp(error);
          onRetry?.({ endpoint, attempt: tries, delayMs, error });
          await sleep(delayMs);
        }
      }
    },

    async post(rawPath, body, schema, { lane = 'checkout' } = {}) {
      const path = rawPath.replace(/^\/+/, '');
      const endpoint = `POST ${path}`;
      const deadline = timeoutIncludesQueue ? startDeadline() : undefined;
      return observed(endpoint, async () =>
        interpret(
          endpoint,
          await attempt(lane, 'POST', endpoint, urlFor(path), deadline, body),
          schema,
        ),
      );
    },
  };
}

/** An answer's body: JSON (undefined when empty), or the reason it is not JSON. */
type Body = { json: unknown } | { notJson: unknown };

function readBody(text: string): Body {
  if (text.trim() === '') return { json: undefined };
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { notJson: error };
  }
}

/**
 * Statuses the host's gateway answers while PHP may still be running the request (it stopped
 * waiting, or could not hand it over): the portal has not said anything yet.
 */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether an answer is the portal's own, which tells what it did with the request. The portal
 * answers JSON, or nothing at all when PHP dies (an empty 500); a page of HTML is its host's (a
 * gateway, a web server, a CDN in front), and PHP may have stored an order behind it.
 */
function portalAnswered(status: number, body: Body): boolean {
  return !GATEWAY_STATUSES.has(status) && !('notJson' in body);
}

/** Retry-After as seconds or an HTTP date, in ms from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The portal's own words from an error body: `{error}` (framework) or `{message}` (controllers).
 */
function errorText(text: string): string {
  if (text.trim() === '') return '(empty body)';
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { error, message } = body as Record<string, unknown>;
      const said = [error, message].find(
        (v): v is string => typeof v === 'string' && v.trim() !== '',
      );
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
  const cause = error.cause as { message?: unknown } | undefined;
  const detail = errorCode(error) ?? (typeof cause?.message === 'string' ? cause.message : '');
  return detail ? `${error.message} (${detail})` : error.message;
}

function errorCode(error: unknown): string | undefined {
  const code =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Everything that can go wrong talking to the portal, as one error type whose message says which
 * call failed and how, so a failed build or a server log line explains itself. Endpoints are
 * "METHOD path" only: never the query (it could carry secrets) nor the key.
 */
import type { z } from 'zod';

/**
 * `spent`: the route's calls for the hour are used up, by the shop's own count (not sent) or by the
 * portal's word (its 401 "This API key has reached the time limit for this method").
 */
export type PortalErrorKind =
  'timeout' | 'network' | 'http' | 'shape' | 'not-found' | 'busy' | 'spent';

/**
 * How far a failed call got, which decides whether a write may have happened:
 * - not-sent: nothing left the shop (refused while queued, connection refused, name not found);
 * - unknown: the request may have been received, and the portal has not said what it did with it
 *   (timed out or cut off after it was sent; a gateway's 502, 503 or 504; a page of HTML, or a 404
 *   without the portal's own error body: its host answered, not the portal);
 * - answered: the portal itself answered (its JSON, or the empty body PHP leaves when it dies),
 *   whatever the status, or a 2xx the shop could not use.
 */
export type Delivery = 'not-sent' | 'unknown' | 'answered';

export interface PortalErrorInit {
  kind: PortalErrorKind;
  /** "GET products/featured". */
  endpoint: string;
  status?: number;
  /** What went wrong, in words: the portal's own error text, the zod issue, the timeout... */
  detail: string;
  /**
   * Default by kind: busy is not-sent, timeout and network unknown, the rest answered (client.ts
   * says when an http or shape error is not the portal's answer).
   */
  delivery?: Delivery;
  /** Requests made, when the call was retried. */
  attempts?: number;
  /** How long the portal asked us to wait (Retry-After), in ms. */
  retryAfterMs?: number;
  cause?: unknown;
}

const DEFAULT_DELIVERY: Record<PortalErrorKind, Delivery> = {
  busy: 'not-sent',
  spent: 'not-sent',
  timeout: 'unknown',
  network: 'unknown',
  http: 'answered',
  shape: 'answered',
  'not-found': 'answered',
};

export class PortalError extends Error {
  readonly kind: PortalErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly detail: string;
  readonly delivery: Delivery;
  readonly attempts: number;
  readonly retryAfterMs: number | undefined;

  constructor(init: PortalErrorInit) {
    const attempts = init.attempts ?? 1;
    super(
      `${init.endpoint}: ${headline(init)}${attempts > 1 ? ` (after ${attempts} attempts)` : ''}`,
      { cause: init.cause },
    );
    this.name = 'PortalError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.detail = init.detail;
    this.delivery = init.delivery ?? DEFAULT_DELIVERY[init.kind];
    this.attempts = attempts;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** The same error, counting the attempts the client made before giving up. */
  withAttempts(attempts: number): PortalError {
    const { kind, endpoint, status, detail, delivery, retryAfterMs, cause } = this;
    return new PortalError({
      kind,
      endpoint,
      status,
      detail,
      delivery,
      retryAfterMs,
      cause,
      attempts,
    });
  }
}

/**
 * "HTTP 500 (empty body)", "HTTP 403: Invalid API key"; a bad 200 or a timeout is told by its
 * detail alone.
 */
function headline({ kind, status, detail }: PortalErrorInit): string {
  if (status === undefined || (kind !== 'http' && kind !== 'not-found')) return detail;
  if (detail === '') return `HTTP ${status}`;
  return `HTTP ${status}${detail.startsWith('(') ? ' ' : ': '}${detail}`;
}

/** Failures a retry can fix: the shared host was busy, slow or briefly unreachable. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof PortalError)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return (
    error.kind === 'http' &&
    error.status !== undefined &&
    (error.status >= 500 || error.status === 429 || error.status === 408)
  );
}

/**
 * Whether a failed write may still have been carried out by the portal, so it must not be sent
 * again under the same intent. Only a call that never left the shop, or one the portal refused with
 * a 4xx, is certainly without effect; a 5xx or an unreadable 2xx may come after the work was done,
 * and an error that is not the client's own says nothing either way.
 */
export function mayHaveReachedPortal(error: unknown): boolean {
  if (!(error instanceof PortalError)) return true;
  if (error.delivery === 'not-sent') return false;
  if (error.delivery === 'unknown') return true;
  return !(error.status !== undefined && error.status >= 400 && error.status <= 499);
}

export function isPortalError(error: unknown, kind?: PortalErrorKind): error is PortalError {
  return error instanceof PortalError && (kind === undefined || error.kind === kind);
}

/** The build refuses to publish what the portal gave: no products, most likely a broken portal. */
export class CatalogueError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CatalogueError';
  }
}

/** "data[3].price: Invalid input: expected string, received number (and 2 more)". */
export function describeZodError(error: z.ZodError): string {
  const [first, ...rest] = error.issues;
  if (!first) return 'invalid';
  const path = first.path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`,
    '',
  );
  const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
  return `${path || '(root)'}: ${first.message}${more}`;
}

/**
 * Everything that can go wrong talking to the portal, as one error type whose message says which
 * call failed and how, so a failed build or a server log line explains itself. Endpoints are
 * "METHOD path" only: never the query (it could carry secrets) nor the key.
 */
import type { z } from 'zod';

export type PortalErrorKind = 'timeout' | 'network' | 'http' | 'shape' | 'not-found';

export interface PortalErrorInit {
  kind: PortalErrorKind;
  /** "GET products/featured". */
  endpoint: string;
  status?: number;
  /** What went wrong, in words: the portal's own error text, the zod issue, the timeout... */
  detail: string;
  /** Requests made, when the call was retried. */
  attempts?: number;
  /** How long the portal asked us to wait (Retry-After), in ms. */
  retryAfterMs?: number;
  cause?: unknown;
}

export class PortalError extends Error {
  readonly kind: PortalErrorKind;
  readonly endpoint: string;
  readonly status: number | undefined;
  readonly detail: string;
  readonly attempts: number;
  readonly retryAfterMs: number | undefined;

  constructor(init: PortalErrorInit) {
    const attempts = init.attempts ?? 1;
    super(`${init.endpoint}: ${headline(init)}${attempts > 1 ? ` (after ${attempts} attempts)` : ''}`, { cause: init.cause });
    this.name = 'PortalError';
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.status = init.status;
    this.detail = init.detail;
    this.attempts = attempts;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** The same error, counting the attempts the client made before giving up. */
  withAttempts(attempts: number): PortalError {
    const { kind, endpoint, status, detail, retryAfterMs, cause } = this;
    return new PortalError({ kind, endpoint, status, detail, retryAfterMs, cause, attempts });
  }
}

/** "HTTP 500 (empty body)", "HTTP 403: Invalid API key"; a bad 200 or a timeout is told by its detail alone. */
function headline({ kind, status, detail }: PortalErrorInit): string {
  if (status === undefined || (kind !== 'http' && kind !== 'not-found')) return detail;
  if (detail === '') return `HTTP ${status}`;
  return `HTTP ${status}${detail.startsWith('(') ? ' ' : ': '}${detail}`;
}

/** Failures a retry can fix: the shared host was busy, slow or briefly unreachable. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof PortalError)) return false;
  if (error.kind === 'timeout' || error.kind === 'network') return true;
  return error.kind === 'http' && error.status !== undefined && (error.status >= 500 || error.status === 429 || error.status === 408);
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
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`),
    '',
  );
  const more = rest.length > 0 ? ` (and ${rest.length} more)` : '';
  return `${path || '(root)'}: ${first.message}${more}`;
}

/**
 * Sorts a failed portal call by what it means for the shopper: whether anything may have reached
 * the portal, whether the portal refused the request itself, or whether the shop is set up wrong.
 * Set-up faults are logged loudly for whoever runs the shop; shoppers only ever see a generic text.
 */
import { PortalConfigError } from '../config/settings';
import { isPortalError, mayHaveReachedPortal } from '../portal/errors';
import { fail, json } from './http';
import { errorText, log } from './log';
import type { RouteMessages } from './messages';
import { shopperRefusal } from './portal-refusal';

export type PortalFailure =
  /** The shop's own set-up is wrong: `problem` says what to fix. */
  | { kind: 'config'; problem: string }
  /** Nothing was carried out: the same request may be sent again after `retryAfterSeconds`. */
  | { kind: 'not-sent'; retryAfterSeconds: number }
  /**
   * The portal answered 4xx: it did not carry the request out. `reason` is its text, if readable:
   * for the log and portal-refusal.ts, never for a shopper.
   */
  | { kind: 'refused'; reason: string | null }
  /** The portal may have carried it out. */
  | { kind: 'unknown' };

/** How long a shopper is asked to wait when the portal did not say. */
export const DEFAULT_RETRY_SECONDS = 30;

export function classifyPortalFailure(error: unknown): PortalFailure {
  if (error instanceof PortalConfigError) return { kind: 'config', problem: error.message };
  // The route's hour is used up (by the shop's count, or the portal's word, logged once by the
  // budget): nothing was carried out.
  if (isPortalError(error, 'spent'))
    return {
      kind: 'not-sent',
      retryAfterSeconds: Math.max(
        1,
        Math.ceil((error.retryAfterMs ?? DEFAULT_RETRY_SECONDS * 1000) / 1000),
      ),
    };
  if (isPortalError(error) && (error.status === 401 || error.status === 403)) {
    return {
      kind: 'config',
      problem:
        `portal refused the shop's API key (HTTP ${error.status}): ` +
        `check PORTAL_API_KEY (${error.endpoint}: ${error.detail})`,
    };
  }
  if (mayHaveReachedPortal(error)) return { kind: 'unknown' };
  if (
    isPortalError(error) &&
    error.delivery === 'answered' &&
    error.status !== 429 &&
    error.status !== 408
  ) {
    // The portal's own words, unless they are a snippet of an unreadable body.
    return {
      kind: 'refused',
      reason: error.detail && !error.detail.startsWith('(') ? error.detail : null,
    };
  }
  const portalWait =
    isPortalError(error) && error.retryAfterMs !== undefined
      ? Math.ceil(error.retryAfterMs / 1000)
      : 0;
  return { kind: 'not-sent', retryAfterSeconds: Math.max(1, portalWait || DEFAULT_RETRY_SECONDS) };
}

/**
 * Logs a failed portal call the way the people running the shop need it: set-up faults stand out.
 * `facts` name what failed (the order key, the product).
 */
export function logPortalFailure(
  route: string,
  error: unknown,
  facts: Record<string, unknown> = {},
): void {
  const failure = classifyPortalFailure(error);
  const fields = { event: route, ...facts, failure: failure.kind };
  if (failure.kind === 'config')
    log().error(
      { ...fields, configurationProblem: true },
      `CONFIGURATION PROBLEM: ${failure.problem}`,
    );
  else log().error({ ...fields, error: errorText(error) }, errorText(error));
}

/** The answer for a failure that is not an order's (quote, newsletter): nothing is recorded. */
export function failureResponse(failure: PortalFailure, messages: RouteMessages): Response {
  switch (failure.kind) {
    case 'config':
      return fail(502, messages.unavailable);
    case 'not-sent':
      return fail(503, messages.retryIn(failure.retryAfterSeconds), undefined, {
        'Retry-After': String(failure.retryAfterSeconds),
      });
    case 'refused':
      return json(422, {
        ok: false,
        ...shopperRefusal(failure.reason, messages.locale, messages.refused),
      });
    case 'unknown':
      return fail(502, messages.unconfirmed);
  }
}

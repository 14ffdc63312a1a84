/**
 * A per-client limit for the shop's read routes (live offers, order status, tracking): the 429 to
 * answer, in the page's language with the seconds to wait in `Retry-After`, or null to go on. While
 * the shared store is out (it logs that once), nothing is limited: these routes write nothing.
 */
import type { Locale } from '../i18n/locales';
import { json, socketAddress, throttleKey } from './http';
import { tooManyRequests } from './messages';
import { StoreUnavailableError } from './route-store';
import { getStorage } from './storage';
import { throttle } from './throttle';

export interface ClientLimit {
  /** Names the route in the throttle's keys. */
  name: string;
  limit: number;
  windowMs: number;
}

export async function overClientLimit(
  context: { request: Request; clientAddress: string },
  { name, limit, windowMs }: ClientLimit,
  locale: Locale,
): Promise<Response | null> {
  const { request } = context;
  try {
    const result = await throttle(
      await getStorage(),
      throttleKey(name, request, socketAddress(context)),
      limit,
      windowMs,
    );
    if (result.allowed) return null;
    return json(
      429,
      { ok: false, error: tooManyRequests(result.retryAfter, locale) },
      { 'Retry-After': String(result.retryAfter) },
    );
  } catch (error) {
    if (error instanceof StoreUnavailableError) return null;
    throw error;
  }
}

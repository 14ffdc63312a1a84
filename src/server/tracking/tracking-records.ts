/**
 * What order tracking keeps per order at order time: the e-mail digest under the order's reference,
 * for 90 days, in the route store (so every instance can answer). Nothing else about the order is
 * kept: tracking reads the sale live from the portal.
 */
import type { EmailDigest } from './email-digest';
import type { RouteStore } from '../route-store';

export const TRACKING_TTL_MS = 90 * 24 * 3600 * 1000;

/** References are compared as the portal's database does: without regard to case. */
export const normaliseReference = (reference: string) => reference.trim().toUpperCase();

const keyOf = (reference: string) => `track:${normaliseReference(reference)}`;

export function rememberForTracking(
  store: RouteStore,
  reference: string,
  email: EmailDigest,
): Promise<void> {
  return store.set(keyOf(reference), email, TRACKING_TTL_MS);
}

export function trackingRecord(store: RouteStore, reference: string): Promise<EmailDigest | null> {
  return store.get<EmailDigest>(keyOf(reference));
}

/**
 * The offers (price, sale price, stock, VAT) the shop's copy is made of
 * (src/server/live/offer-book.ts): the whole product list in bare rows, or the products a delivery
 * named, read alone.
 */
import type { LiveOffer } from '../domain/live/live-offer';
import type { PortalClient } from './client';
import { fetchAllProducts, fetchLiveOffers } from './api.ts';
import { isPortalError } from './errors.ts';
import { mapOffer } from './map.ts';

/**
 * Every sellable offer in the portal's product list (bare rows, pages of `pageSize`), and the calls
 * the read took. Pages are not retried: the copy tries a failed read again after a backoff of its
 * own, so a portal that is down costs one call a try, not three.
 */
export async function fetchAllOffers(
  client: PortalClient,
  pageSize: number,
): Promise<{ offers: LiveOffer[]; calls: number }> {
  const today = new Date();
  let calls = 0;
  const { records } = await fetchAllProducts(client, {
    pageSize,
    include: '',
    retries: 0,
    onPage: () => (calls += 1),
  });
  return { offers: records.flatMap((record) => mapOffer(record, today) ?? []), calls };
}

/**
 * A time-out, a 5xx or a body cut short can come of a page too large for the portal's PHP; a
 * refusal or an outage cannot.
 */
export function offerPageMayBeTooLarge(error: unknown): boolean {
  if (!isPortalError(error)) return false;
  return (
    error.kind === 'timeout' ||
    error.kind === 'shape' ||
    (error.kind === 'http' && (error.status ?? 0) >= 500)
  );
}

/** Products read alone, a few at a time (a delivery named them): throws when none could be read. */
export async function fetchNamedOffers(
  client: PortalClient,
  ids: readonly number[],
): Promise<{ offers: LiveOffer[]; gone: number[] }> {
  const { offers, unavailable, failed } = await fetchLiveOffers(client, ids, { lane: 'browse' });
  if (failed.length === ids.length)
    throw new Error(`none of products ${ids.join(', ')} could be read`);
  return { offers, gone: unavailable };
}

/**
 * Current price and stock for the live routes (`/api/live/{id}` and `/api/live?ids=`), answered
 * from the shop's copy of the offers (offer-book.ts), never by a portal call per shopper: the
 * routes' portal cost is the copy's refresh, a fixed number of calls an hour whatever the traffic.
 * Each answer says when its figures were read (`asOf`), and marks them `stale` once they are older
 * than two missed refreshes (the page then says they could not be checked again).
 */
import { text } from 'virtual:shop/listing-snapshot';
import publishedIds from 'virtual:shop/product-ids';
import type { ListingSnapshot } from '../../domain/listing/listing-snapshot';
import type { LiveOffer } from '../../domain/live/live-offer';
import { fetchAllProducts } from '../../portal/api';
import { mapOffer } from '../../portal/map';
import { readSettings } from '../../config/settings';
import { errorText, log } from '../log';
import { createMemoryStore } from '../memory-store';
import { setOffersAge } from '../metrics';
import { serverPortal, serverPortalBudget } from '../portal';
import { getStorage } from '../storage';
import { createOfferBook, OFFER_PAGE_SIZE, REFRESH_SHARE, type OfferBook, type OfferLookup, type OfferRead } from './offer-book';

/** How long a process's first lookups wait for its first read of the portal before answering with the build's figures. */
const FIRST_READ_WAIT_MS = 3_000;
/** How long a browser may keep a fresh answer. */
const FRESH_MAX_AGE_SECONDS = 30;

/** The figures the build's pages show, for a process that has not read the portal yet: stock only as in or out. */
function buildFigures(): LiveOffer[] {
  const snapshot = JSON.parse(text) as ListingSnapshot;
  return snapshot.products.map(({ id, price, salePrice, vatPercent, inStock }) => ({ id, price, salePrice, vatPercent, quantity: inStock ? null : 0 }));
}

/** Every sellable offer in the portal's product list, and the calls the read took. */
async function readPortalOffers(): Promise<OfferRead> {
  const today = new Date();
  let calls = 0;
  const { records } = await fetchAllProducts(serverPortal(), {
    pageSize: OFFER_PAGE_SIZE,
    include: '',
    onPage: () => {
      calls += 1;
    },
  });
  return { offers: records.flatMap((record) => mapOffer(record, today) ?? []), calls };
}

let shared: OfferBook | undefined;

/** The one copy of the offers this process answers from, refreshed in the background once asked for. */
export function serverOfferBook(): OfferBook {
  if (!shared) {
    const { offers, portalLimit } = readSettings();
    const { other } = serverPortalBudget().caps;
    const local = createMemoryStore();
    const book = createOfferBook({
      // A Redis that is out leaves each instance to refresh its own copy, within its own count of the hour.
      store: () => getStorage().catch(() => local),
      seed: buildFigures,
      published: publishedIds,
      read: readPortalOffers,
      refreshMs: offers.refreshMs,
      callsPerHour: portalLimit.hourly === 0 ? Number.POSITIVE_INFINITY : Math.floor(other * REFRESH_SHARE),
      hourMs: portalLimit.hourMs,
      onRead: (outcome) => {
        if (outcome.ok) {
          setOffersAge(0);
          log().info(
            { event: 'offers', outcome: 'read', offers: outcome.offers, calls: outcome.calls, ms: outcome.ms },
            `read ${outcome.offers} offers from the portal in ${outcome.calls} calls (${outcome.ms} ms); next read in ${Math.round(book.cadenceMs() / 1000)} s`,
          );
        } else {
          log().error(
            { event: 'offers', outcome: 'failed', error: errorText(outcome.error), ms: outcome.ms },
            `could not read the offers from the portal: ${errorText(outcome.error)}; answering with the last figures read`,
          );
        }
      },
    });
    book.start();
    shared = book;
  }
  return shared;
}

/** A published product's figures as the live routes answer them; null when it is not sold (any more). */
export async function liveOffer(id: number): Promise<{ offer: LiveOffer | null; lookup: OfferLookup }> {
  const lookup = await serverOfferBook().lookup(id, FIRST_READ_WAIT_MS);
  if (lookup.readAt !== null) setOffersAge(Math.round((Date.now() - lookup.readAt) / 1000));
  const offer = lookup.offer && (lookup.stale ? { ...lookup.offer, stale: true } : lookup.offer);
  return { offer, lookup };
}

/** When the figures were read, for the answer: ISO time, or null for the build's figures. */
export const asOf = (lookup: OfferLookup) => (lookup.readAt === null ? null : new Date(lookup.readAt).toISOString());

/** Cache-Control: a browser keeps fresh figures a little while, stale ones not at all. */
export const cacheControl = (stale: boolean): Record<string, string> => ({ 'Cache-Control': stale ? 'no-store' : `public, max-age=${FRESH_MAX_AGE_SECONDS}` });

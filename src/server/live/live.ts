/**
 * Current price and stock for the live routes (`/api/live/{id}` and `/api/live?ids=`), answered
 * from the shop's copy of the offers (offer-book.ts), never by a portal call per shopper: the
 * routes' portal cost is the copy's refresh, a fixed number of calls an hour whatever the traffic.
 * Each answer says when its figures were read (`asOf`), and marks them `stale` once they are older
 * than two missed refreshes (the page then says they could not be checked again). Answers are not
 * kept by browsers or proxies: the copy can change at any moment (a delivery), and a page opened
 * after it must show what the shop knows.
 */
import { text } from 'virtual:shop/listing-snapshot';
import publishedIds from 'virtual:shop/product-ids';
import type { ListingSnapshot } from '../../domain/listing/listing-snapshot';
import type { LiveOffer } from '../../domain/live/live-offer';
import { fetchAllOffers, fetchNamedOffers, offerPageMayBeTooLarge } from '../../portal/offers';
import { readSettings } from '../../config/settings';
import { errorText, log } from '../log';
import { createMemoryStore } from '../memory-store';
import { setOffersAge } from '../metrics';
import { serverPortal, serverPortalBudget } from '../portal';
import { getStorage } from '../storage';
import {
  createOfferBook,
  REFRESH_SHARE,
  type OfferBook,
  type OfferLookup,
  type ReadOutcome,
} from './offer-book';
import { offerNoticeReader, offerNoticesFile } from './offer-notices';

/**
 * How long a process's first lookups wait for its first read of the portal before answering with
 * the build's figures.
 */
const FIRST_READ_WAIT_MS = 3_000;

/**
 * The figures the build's pages show, for a process that has not read the portal yet: stock only as
 * in or out.
 */
function buildFigures(): LiveOffer[] {
  const snapshot = JSON.parse(text) as ListingSnapshot;
  return snapshot.products.map(({ id, price, salePrice, vatPercent, inStock }) => ({
    id,
    price,
    salePrice,
    vatPercent,
    quantity: inStock ? null : 0,
  }));
}

function logRead(book: OfferBook, outcome: ReadOutcome): void {
  const facts = { event: 'offers', kind: outcome.kind, ms: outcome.ms };
  if (!outcome.ok) {
    const why = errorText(outcome.error);
    if (outcome.kind === 'named') {
      log().warn(
        { ...facts, outcome: 'failed', notice: outcome.notice, error: why },
        `could not read the products delivery ${outcome.notice} named: ${why}`,
      );
    } else {
      log().error(
        { ...facts, outcome: 'failed', error: why, retryInMs: outcome.retryInMs },
        `could not read the offers from the portal: ${why}; answering with the last figures read, ` +
          `trying again in ${Math.round(outcome.retryInMs / 1000)} s`,
      );
    }
    return;
  }
  setOffersAge(0);
  if (outcome.kind === 'named') {
    log().info(
      {
        ...facts,
        outcome: 'read',
        notice: outcome.notice,
        offers: outcome.offers,
        gone: outcome.gone,
      },
      `read the ${outcome.offers + outcome.gone} products delivery ${outcome.notice} named (${outcome.ms} ms)`,
    );
  } else {
    log().info(
      {
        ...facts,
        outcome: 'read',
        offers: outcome.offers,
        calls: outcome.calls,
        pageSize: outcome.pageSize,
      },
      `read ${outcome.offers} offers from the portal in ${outcome.calls} calls ` +
        `of up to ${outcome.pageSize} rows (${outcome.ms} ms); ` +
        `next read in ${Math.round(book.cadenceMs() / 1000)} s`,
    );
  }
}

let shared: OfferBook | undefined;

/**
 * The one copy of the offers this process answers from, refreshed in the background once asked for.
 */
export function serverOfferBook(): OfferBook {
  if (!shared) {
    const { offers, portalLimit, releases } = readSettings();
    const { other } = serverPortalBudget().caps;
    const local = createMemoryStore();
    const book = createOfferBook({
      // A Redis that is out leaves each instance to refresh its own copy, within its own count of
      // the hour.
      store: () => getStorage().catch(() => local),
      seed: buildFigures,
      published: publishedIds,
      read: (pageSize) => fetchAllOffers(serverPortal(), pageSize),
      pageMayBeTooLarge: offerPageMayBeTooLarge,
      readNamed: (ids) => fetchNamedOffers(serverPortal(), ids),
      notices: offerNoticeReader(offerNoticesFile(releases.dir)),
      refreshMs: offers.refreshMs,
      callsPerHour:
        portalLimit.hourly === 0 ? Number.POSITIVE_INFINITY : Math.floor(other * REFRESH_SHARE),
      hourMs: portalLimit.hourMs,
      onRead: (outcome) => logRead(book, outcome),
    });
    book.start();
    shared = book;
  }
  return shared;
}

/**
 * A published product's figures as the live routes answer them; null when it is not sold (any
 * more).
 */
export async function liveOffer(
  id: number,
): Promise<{ offer: LiveOffer | null; lookup: OfferLookup }> {
  const lookup = await serverOfferBook().lookup(id, FIRST_READ_WAIT_MS);
  if (lookup.readAt !== null) setOffersAge(Math.round((Date.now() - lookup.readAt) / 1000));
  const offer = lookup.offer && (lookup.stale ? { ...lookup.offer, stale: true } : lookup.offer);
  return { offer, lookup };
}

/**
 * When the figures were read, for the answer: ISO time, or null for the build's figures (or none).
 */
export const asOf = (lookup: OfferLookup | undefined) =>
  lookup?.readAt == null ? null : new Date(lookup.readAt).toISOString();

/** The lookup whose figures are the oldest: the build's before any read. */
export const oldest = (lookups: readonly OfferLookup[]): OfferLookup | undefined =>
  lookups.reduce<OfferLookup | undefined>(
    (old, l) =>
      !old || (old.readAt !== null && (l.readAt === null || l.readAt < old.readAt)) ? l : old,
    undefined,
  );

/** Figures are never kept: the next look must see what the shop knows then. */
export const cacheControl: Record<string, string> = { 'Cache-Control': 'no-store' };

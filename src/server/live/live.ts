/**
 * Current price and stock for the live routes (`/api/live/{id}` and `/api/live?ids=`): each
 * product read from the portal in the browse lane, so a flood of lookups never holds an order back
 * and every answer comes in bounded time. Offers are kept for a short while (a busy product page
 * costs the portal one request per `ttlMs`), up to `maxEntries`; a failure or a "no such product" is
 * never kept, so the next shopper asks again. The order route does not use this: it reads uncached.
 *
 * Every portal call takes one from the live routes' budget (portal-budget.ts) and is made once,
 * without retries, so the budget counts real requests. Beyond the budget, or while the portal has
 * asked to be left alone (`Retry-After`), a product is answered with the last figures this process
 * read, marked `stale`; one never read throws LiveUnavailableError, which says when to ask again.
 */
import pLimit from 'p-limit';
import type { LiveOffer, LiveOffers } from '../../domain/live/live-offer';
import { fetchLiveOffer } from '../../portal/api';
import { log } from '../log';
import { recordLiveCacheLookup } from '../metrics';
import { isPortalError } from '../../portal/errors';
import { readSettings } from '../../config/settings';
import { createPortalBudget, type PortalBudget } from './portal-budget';
import { logPortalFailure } from '../portal-failure';
import { serverPortal } from '../portal';
import { getStorage } from '../storage';

export interface LiveLookup {
  offer: LiveOffer | null;
  /** When a cached offer stops being fresh (ms since the epoch); for Cache-Control. */
  freshUntil: number;
}

/** No figures can be given for a product now: the budget is spent or the portal asked to wait, and it was never read. */
export class LiveUnavailableError extends Error {
  readonly retryAfterMs: number;
  constructor(id: number, retryAfterMs: number, why: string) {
    super(`product ${id}: live price unavailable (${why}); ask again in ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'LiveUnavailableError';
    this.retryAfterMs = retryAfterMs;
  }
}

/** Seconds to wait, for a Retry-After header. */
export const retryAfterSeconds = (ms: number) => String(Math.max(1, Math.ceil(ms / 1000)));

export interface LiveOfferSource {
  /** The offer (null: the portal says the product does not exist or cannot be sold); throws when the portal could not tell. */
  one(id: number): Promise<LiveLookup>;
  /**
   * Several at once, a few at a time; ids not answered within `deadlineMs` are `failed`.
   * `retryAfterMs`: the longest wait a failed id was given (budget spent, portal asked to wait).
   */
  many(ids: readonly number[]): Promise<LiveOffers & { freshUntil: number; retryAfterMs?: number }>;
}

export interface LiveOfferSourceOptions {
  fetch: (id: number) => Promise<LiveOffer | null>;
  ttlMs?: number;
  maxEntries?: number;
  /** Lookups of one batch in flight at a time: a full cart must not fill the portal's queue alone. */
  batchConcurrency?: number;
  deadlineMs?: number;
  /** Portal calls the source may make; unlimited when absent. */
  budget?: PortalBudget;
  onFailure?: (id: number, error: unknown) => void;
  /** Told of each lookup: answered from the cache (a lookup in flight included), or sent to the portal. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

export function createLiveOfferSource({
  fetch,
  ttlMs = 30_000,
  maxEntries = 5_000,
  batchConcurrency = 3,
  deadlineMs = 9_000,
  budget,
  onFailure,
  onLookup,
}: LiveOfferSourceOptions): LiveOfferSource {
  const entries = new Map<number, { at: number; lookup: Promise<LiveLookup> }>();
  /** The last offer read of each product, kept past its freshness for answers beyond the budget. */
  const lastKnown = new Map<number, LiveOffer>();
  /** Until when the portal asked the shop to wait (its Retry-After), ms since the epoch. */
  let portalWaitUntil = 0;

  const remember = (offer: LiveOffer) => {
    lastKnown.delete(offer.id);
    lastKnown.set(offer.id, offer);
    for (const oldest of lastKnown.keys()) {
      if (lastKnown.size <= maxEntries) break;
      lastKnown.delete(oldest);
    }
  };

  /** The last figures known, marked stale, or the error saying when to ask again. */
  const lastFigures = (id: number, retryAfterMs: number, why: string): LiveLookup => {
    const last = lastKnown.get(id);
    if (!last) throw new LiveUnavailableError(id, retryAfterMs, why);
    return { offer: { ...last, stale: true }, freshUntil: Date.now() };
  };

  async function read(id: number, now: number): Promise<LiveLookup> {
    if (now < portalWaitUntil) return lastFigures(id, portalWaitUntil - now, 'the portal asked the shop to wait');
    const granted = budget ? await budget.take() : ({ granted: true } as const);
    if (!granted.granted) return lastFigures(id, granted.retryAfterMs, 'the live routes spent their portal budget');
    try {
      const offer = await fetch(id);
      if (offer) remember(offer);
      return { offer, freshUntil: offer ? now + ttlMs : now };
    } catch (error) {
      if (!isPortalError(error) || error.retryAfterMs === undefined) throw error;
      portalWaitUntil = Math.max(portalWaitUntil, Date.now() + error.retryAfterMs);
      onFailure?.(id, error);
      return lastFigures(id, error.retryAfterMs, 'the portal asked the shop to wait');
    }
  }

  function one(id: number): Promise<LiveLookup> {
    const now = Date.now();
    const hit = entries.get(id);
    if (hit && now - hit.at < ttlMs) {
      onLookup?.('hit');
      return hit.lookup;
    }
    onLookup?.('miss');
    entries.delete(id);
    const entry = { at: now, lookup: read(id, now) };
    const forget = () => {
      if (entries.get(id) === entry) entries.delete(id);
    };
    entry.lookup.then(
      (lookup) => {
        if (!lookup.offer || lookup.offer.stale) forget();
      },
      (error: unknown) => {
        forget();
        if (!(error instanceof LiveUnavailableError)) onFailure?.(id, error);
      },
    );
    // Concurrent lookups of one product share the request in flight.
    entries.set(id, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    return entry.lookup;
  }

  async function many(ids: readonly number[]) {
    const settled = new Map<number, LiveLookup | 'failed'>();
    let retryAfterMs: number | undefined;
    const limit = pLimit(batchConcurrency);
    const lookups = limit.map(ids, async (id) => {
      settled.set(
        id,
        await one(id).catch((error: unknown) => {
          if (error instanceof LiveUnavailableError) retryAfterMs = Math.max(retryAfterMs ?? 0, error.retryAfterMs);
          return 'failed' as const;
        }),
      );
    });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deadlineMs);
    });
    await Promise.race([lookups, deadline]);
    // Past the deadline no lookup is started: the ids still waiting are answered as failed.
    limit.clearQueue();
    clearTimeout(timer);

    const answer: LiveOffers & { freshUntil: number; retryAfterMs?: number } = { offers: [], unavailable: [], failed: [], freshUntil: Infinity, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    for (const id of ids) {
      const result = settled.get(id) ?? 'failed';
      if (!settled.has(id)) onFailure?.(id, new Error(`no answer within ${deadlineMs} ms`));
      if (result === 'failed') answer.failed.push(id);
      else if (result.offer === null) answer.unavailable.push(id);
      else answer.offers.push(result.offer);
      if (result !== 'failed') answer.freshUntil = Math.min(answer.freshUntil, result.freshUntil);
    }
    return answer;
  }

  return { one, many };
}

/** Cache-Control for an answer fresh until `freshUntil`: browsers keep it no longer than the server does. */
export function cacheControl(freshUntil: number, now = Date.now()): Record<string, string> {
  const seconds = Math.floor((freshUntil - now) / 1000);
  return { 'Cache-Control': Number.isFinite(seconds) && seconds > 0 ? `public, max-age=${seconds}` : 'no-store' };
}

/** Reads one offer for the live routes, once (the budget counts requests), saying in the log why a product is refused. */
async function readLiveOffer(id: number): Promise<LiveOffer | null> {
  const warnings: string[] = [];
  const offer = await fetchLiveOffer(serverPortal(), id, { lane: 'browse', retries: 0, onWarning: (line) => warnings.push(line) });
  if (!offer) log().warn({ event: 'live', productId: id, outcome: 'refused', warnings }, `product ${id} refused: ${warnings.join('; ') || 'the portal says it does not exist'}`);
  return offer;
}

let shared: LiveOfferSource | undefined;

/** The one source both live routes share, so they share its cache, on the budget every instance shares. */
export function serverLiveOffers(): LiveOfferSource {
  shared ??= createLiveOfferSource({
    fetch: readLiveOffer,
    budget: createPortalBudget(getStorage, readSettings().live.budgetPerMinute),
    onFailure: (id, error) => logPortalFailure('live', error, { productId: id, outcome: 'unavailable' }),
    onLookup: recordLiveCacheLookup,
  });
  return shared;
}

/**
 * Current price and stock for the live routes (`/api/live/{id}` and `/api/live?ids=`): each
 * product read from the portal in the browse lane, so a flood of lookups never holds an order back
 * and every answer comes in bounded time. Offers are kept for a short while (a busy product page
 * costs the portal one request per `ttlMs`), up to `maxEntries`; a failure or a "no such product" is
 * never kept, so the next shopper asks again. The order route does not use this: it reads uncached.
 */
import type { LiveOffer, LiveOffers } from '../domain/live-offer';
import { fetchLiveOffer } from '../portal/api';
import { log } from './log';
import { recordLiveCacheLookup } from './metrics';
import { logPortalFailure } from './portal-failure';
import { serverPortal } from './portal';

export interface LiveLookup {
  offer: LiveOffer | null;
  /** When a cached offer stops being fresh (ms since the epoch); for Cache-Control. */
  freshUntil: number;
}

export interface LiveOfferSource {
  /** The offer (null: the portal says the product does not exist or cannot be sold); throws when the portal could not tell. */
  one(id: number): Promise<LiveLookup>;
  /** Several at once, a few at a time; ids not answered within `deadlineMs` are `failed`. */
  many(ids: readonly number[]): Promise<LiveOffers & { freshUntil: number }>;
}

export interface LiveOfferSourceOptions {
  fetch: (id: number) => Promise<LiveOffer | null>;
  ttlMs?: number;
  maxEntries?: number;
  /** Lookups of one batch in flight at a time: a full cart must not fill the portal's queue alone. */
  batchConcurrency?: number;
  deadlineMs?: number;
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
  onFailure,
  onLookup,
}: LiveOfferSourceOptions): LiveOfferSource {
  const entries = new Map<number, { at: number; lookup: Promise<LiveLookup> }>();

  function one(id: number): Promise<LiveLookup> {
    const now = Date.now();
    const hit = entries.get(id);
    if (hit && now - hit.at < ttlMs) {
      onLookup?.('hit');
      return hit.lookup;
    }
    onLookup?.('miss');
    entries.delete(id);
    const entry = {
      at: now,
      lookup: fetch(id).then((offer) => ({ offer, freshUntil: offer ? now + ttlMs : now })),
    };
    const forget = () => {
      if (entries.get(id) === entry) entries.delete(id);
    };
    entry.lookup.then(
      (lookup) => {
        if (!lookup.offer) forget();
      },
      (error: unknown) => {
        forget();
        onFailure?.(id, error);
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
    let next = 0;
    let late = false;
    const worker = async () => {
      while (!late && next < ids.length) {
        const id = ids[next++] as number;
        settled.set(id, await one(id).catch(() => 'failed' as const));
      }
    };
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deadlineMs);
    });
    await Promise.race([Promise.all(Array.from({ length: batchConcurrency }, worker)), deadline]);
    late = true;
    clearTimeout(timer);

    const answer: LiveOffers & { freshUntil: number } = { offers: [], unavailable: [], failed: [], freshUntil: Infinity };
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

/** Reads one offer for the live routes, saying in the log why a product is refused. */
async function readLiveOffer(id: number): Promise<LiveOffer | null> {
  const warnings: string[] = [];
  const offer = await fetchLiveOffer(serverPortal(), id, { lane: 'browse', onWarning: (line) => warnings.push(line) });
  if (!offer) log().warn({ event: 'live', productId: id, outcome: 'refused', warnings }, `product ${id} refused: ${warnings.join('; ') || 'the portal says it does not exist'}`);
  return offer;
}

let shared: LiveOfferSource | undefined;

/** The one source both live routes share, so they share its cache. */
export function serverLiveOffers(): LiveOfferSource {
  shared ??= createLiveOfferSource({
    fetch: readLiveOffer,
    onFailure: (id, error) => logPortalFailure('live', error, { productId: id, outcome: 'unavailable' }),
    onLookup: recordLiveCacheLookup,
  });
  return shared;
}

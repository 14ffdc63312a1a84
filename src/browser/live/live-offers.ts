/**
 * The browser's side of the shop's live routes: what a product costs and how many are in stock
 * now. Answers are checked against the shared schemas; anything else counts as a failed check.
 */
import * as v from 'valibot';
import {
  liveOfferSchema,
  liveOffersSchema,
  MAX_LIVE_IDS,
  type LiveOffer,
  type LiveOffers,
} from '../../domain/live/live-offer';

const accept = { Accept: 'application/json' };

/**
 * Current offers of these products, asked in batches the route accepts. Throws when a batch fails.
 */
export async function fetchLiveOffers(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<LiveOffers> {
  // Sorted, so the same cart asks the same URL and the route's short cache serves it.
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let start = 0; start < unique.length; start += MAX_LIVE_IDS)
    batches.push(unique.slice(start, start + MAX_LIVE_IDS));
  const answers = await Promise.all(
    batches.map(async (batch) => {
      const res = await fetch(`/api/live?ids=${batch.join(',')}`, { signal, headers: accept });
      if (!res.ok) throw new Error(`live check: HTTP ${res.status}`);
      return v.parse(liveOffersSchema, await res.json());
    }),
  );
  return {
    offers: answers.flatMap((a) => a.offers),
    unavailable: answers.flatMap((a) => a.unavailable),
    failed: answers.flatMap((a) => a.failed),
  };
}

/**
 * One product's offer now; `gone` when the shop no longer sells it, `unknown` when the check
 * failed.
 */
export type LiveAnswer =
  { kind: 'offer'; offer: LiveOffer } | { kind: 'gone' } | { kind: 'unknown' };

export async function fetchLiveOffer(id: number, signal?: AbortSignal): Promise<LiveAnswer> {
  try {
    const res = await fetch(`/api/live/${id}`, { signal, headers: accept });
    if (res.status === 404) return { kind: 'gone' };
    if (!res.ok) return { kind: 'unknown' };
    const parsed = v.safeParse(liveOfferSchema, await res.json());
    return parsed.success && parsed.output.id === id
      ? { kind: 'offer', offer: parsed.output }
      : { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

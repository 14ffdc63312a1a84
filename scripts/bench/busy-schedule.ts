/**
 * The busy hour's clock and what it asks for when (`npm run bench:busy`): an hour compressed into
 * `hourSeconds` real seconds, the portal's hour and the shop's alike (the shop paces its reads of
 * the offers by its hour, so they are compressed with it); the events (product views, orders)
 * spread evenly over it, and what an order buys.
 */
import type { Rng } from '../demo-portal/prng.ts';

/** An hour of the shop's life, as the bench runs it. */
export interface CompressedHour {
  /**
   * Real milliseconds that stand for the hour: the portal's and the shop's hour (PORTAL_HOUR_MS).
   */
  hourMs: number;
  /** Real time times this is simulated time: 10 when an hour takes 6 minutes. */
  factor: number;
}

export const compressHour = (hourSeconds: number): CompressedHour => ({
  hourMs: hourSeconds * 1000,
  factor: 3600 / hourSeconds,
});

/**
 * How many of `count` events spread over `spanMs` are due `elapsedMs` into it: event k at
 * (k + 1/2) spans / count, so they are spread evenly and none falls on either end.
 */
export function dueBy(count: number, spanMs: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(count, Math.floor((elapsedMs * count) / spanMs + 0.5));
}

/** The products of one order: 1 to `maxLines` different ones of `products`. */
export function orderLines<T>(rng: Rng, products: readonly T[], maxLines = 3): T[] {
  const wanted = Math.min(rng.int(1, maxLines), products.length);
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(rng.pick(products));
  return [...chosen];
}

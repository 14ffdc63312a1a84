/** The recently viewed products, persisted in local storage under `recently-viewed`. */
import { persistentAtom } from '@nanostores/persistent';
import { safeJsonParse } from '../domain/cart/cart';
import { parseStoredViews, recordView } from '../domain/recently-viewed';
import type { SavedCard } from '../domain/card/saved-card';

export const $recentlyViewed = persistentAtom<SavedCard[]>('recently-viewed', [], {
  encode: JSON.stringify,
  decode: (stored) => parseStoredViews(safeJsonParse(stored)),
  // Another tab's visits need not reach this page: it shows what was seen before it opened.
  listen: false,
});

export function recordProductView(card: SavedCard): void {
  $recentlyViewed.set(recordView($recentlyViewed.get(), card));
}

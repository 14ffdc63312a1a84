/**
 * The wishlist, persisted in local storage under `wishlist` and kept in step across tabs by the
 * storage event, as the cart is. Read at module load in the browser: render from it only once
 * mounted (src/browser/use-mounted.ts).
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { safeJsonParse } from '../domain/cart/cart';
import type { SavedCard } from '../domain/card/saved-card';
import { isSaved, parseStoredWishlist, removeSaved, toggleSaved } from '../domain/wishlist';

export const $wishlist = persistentAtom<SavedCard[]>('wishlist', [], {
  encode: JSON.stringify,
  decode: (stored) => parseStoredWishlist(safeJsonParse(stored)),
});

export const $wishlistCount = computed($wishlist, (list) => list.length);

/** Saves or forgets the product; answers whether it is saved now. */
export function toggleWish(card: SavedCard): boolean {
  $wishlist.set(toggleSaved($wishlist.get(), card));
  return isSaved($wishlist.get(), card.id);
}

export function removeWish(id: number): void {
  $wishlist.set(removeSaved($wishlist.get(), id));
}

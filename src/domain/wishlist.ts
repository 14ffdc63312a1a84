/**
 * The wishlist (local storage key `wishlist`): products a shopper keeps for later, newest first.
 * Capped so the wishlist page's live check stays one request.
 */
import { MAX_LIVE_IDS } from './live-offer';
import { parseSavedCards, putFirst, type SavedCard } from './saved-card';

export const WISHLIST_LIMIT = MAX_LIVE_IDS;

export const isSaved = (list: readonly SavedCard[], id: number) => list.some((card) => card.id === id);

/** Saves the product, or forgets it when it was saved; saving one too many forgets the oldest. */
export function toggleSaved(list: readonly SavedCard[], card: SavedCard): SavedCard[] {
  return isSaved(list, card.id) ? removeSaved(list, card.id) : putFirst(list, card, WISHLIST_LIMIT);
}

export function removeSaved(list: readonly SavedCard[], id: number): SavedCard[] {
  return list.filter((card) => card.id !== id);
}

export const parseStoredWishlist = (raw: unknown) => parseSavedCards(raw, WISHLIST_LIMIT);

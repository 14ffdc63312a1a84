/**
 * The wishlist (local storage key `wishlist`): products a shopper keeps for later, newest first.
 * Capped so the wishlist page's live check stays one request.
 */
import type { Fils } from './catalogue';
import { MAX_LIVE_IDS, type LiveOffer } from './live/live-offer';
import { parseSavedCards, putFirst, type SavedCard } from './card/saved-card';
import { isAvailable } from './stock';

export const WISHLIST_LIMIT = MAX_LIVE_IDS;

export const isSaved = (list: readonly SavedCard[], id: number) =>
  list.some((card) => card.id === id);

/** Saves the product, or forgets it when it was saved; saving one too many forgets the oldest. */
export function toggleSaved(list: readonly SavedCard[], card: SavedCard): SavedCard[] {
  return isSaved(list, card.id) ? removeSaved(list, card.id) : putFirst(list, card, WISHLIST_LIMIT);
}

export function removeSaved(list: readonly SavedCard[], id: number): SavedCard[] {
  return list.filter((card) => card.id !== id);
}

export const parseStoredWishlist = (raw: unknown) => parseSavedCards(raw, WISHLIST_LIMIT);

/** A saved product's figures now: the live answer's when there is one, else those saved with it. */
export interface WishOffer {
  price: Fils;
  salePrice: Fils | null;
  vatPercent: number;
  inStock: boolean;
  /** Units in stock; null when not known. */
  quantity: number | null;
}

/**
 * `live` is the shop's answer for this product: an offer, `gone` when the shop no longer sells it,
 * undefined while unasked or when the check failed. In stock as the product page counts it: a
 * known quantity above 0.
 */
export function wishOffer(card: SavedCard, live: LiveOffer | 'gone' | undefined): WishOffer {
  if (live === 'gone')
    return {
      price: card.price,
      salePrice: card.salePrice,
      vatPercent: card.vatPercent,
      inStock: false,
      quantity: 0,
    };
  if (!live)
    return {
      price: card.price,
      salePrice: card.salePrice,
      vatPercent: card.vatPercent,
      inStock: card.inStock,
      quantity: null,
    };
  const inStock = isAvailable(live.quantity);
  return {
    price: live.price,
    salePrice: live.salePrice,
    vatPercent: live.vatPercent,
    inStock,
    quantity: live.quantity,
  };
}

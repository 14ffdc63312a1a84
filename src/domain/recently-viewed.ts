/**
 * The products a shopper opened last (local storage key `recently-viewed`), most recent first.
 */
import { parseSavedCards, putFirst, type SavedCard } from './card/saved-card';

export const RECENTLY_VIEWED_LIMIT = 12;

/** The product just opened goes first, with the figures its page showed. */
export const recordView = (viewed: readonly SavedCard[], card: SavedCard) =>
  putFirst(viewed, card, RECENTLY_VIEWED_LIMIT);

/** What to show on a page: every product seen but the one the page is about. */
export const viewedExcept = (viewed: readonly SavedCard[], currentId: number | null) =>
  viewed.filter((card) => card.id !== currentId);

export const parseStoredViews = (raw: unknown) => parseSavedCards(raw, RECENTLY_VIEWED_LIMIT);

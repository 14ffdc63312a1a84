/**
 * The cart as stored in local storage, read without the store: for the scripts that paint it
 * before React (./paint-stored-cart.ts). What cannot be read is repaired in storage, as
 * parseStoredCart repairs it, so the store and every tab then read the same lines.
 */
import {
  cartStorageKey,
  parseStoredCart,
  safeJsonParse,
  type CartLine,
} from '../../domain/cart/cart';

export function readStoredCart(storage: Pick<Storage, 'getItem' | 'setItem'>): CartLine[] {
  const stored = storage.getItem(cartStorageKey);
  if (stored === null) return [];
  const lines = parseStoredCart(safeJsonParse(stored));
  const repaired = JSON.stringify(lines);
  if (repaired !== stored) storage.setItem(cartStorageKey, repaired);
  return lines;
}

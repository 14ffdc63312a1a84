/**
 * The cart, persisted in local storage under `cart` and kept in step across tabs by the storage
 * event. The store is read at module load in the browser, so islands must not render from it before
 * they mount (see src/browser/use-mounted.ts); on the server it is always empty.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import {
  addLine,
  cartItemCount,
  cartStorageKey,
  parseStoredCart,
  removeLine,
  safeJsonParse,
  setLineQuantity,
  type CartLine,
  type CartProduct,
} from '../domain/cart/cart';
import type { LiveOffers } from '../domain/live/live-offer';
import { repriceCart, type Repriced } from '../domain/live/reprice';

export const $cart = persistentAtom<CartLine[]>(cartStorageKey, [], {
  encode: JSON.stringify,
  decode: (stored) => parseStoredCart(safeJsonParse(stored)),
});

/** Units in the cart, for the header badge. */
export const $cartCount = computed($cart, cartItemCount);

export function addItem(product: CartProduct, quantity: number): void {
  $cart.set(addLine($cart.get(), product, quantity));
}

export function updateQuantity(id: number, quantity: number): void {
  $cart.set(setLineQuantity($cart.get(), id, quantity));
}

export function removeItem(id: number): void {
  $cart.set(removeLine($cart.get(), id));
}

export function clearCart(): void {
  $cart.set([]);
}

/**
 * Brings the cart's figures up to date with a live answer; storage is written only when one
 * changed.
 */
export function applyLiveOffers(live: LiveOffers): Repriced {
  const lines = $cart.get();
  const repriced = repriceCart(lines, live);
  if (repriced.lines.some((line, i) => line !== lines[i])) $cart.set(repriced.lines);
  return repriced;
}

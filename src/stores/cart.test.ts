import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '../domain/cart/cart';

useTestStorageEngine();
// The store reads storage when its module loads, so the engine must be swapped in first.
const { $cart, $cartCount, addItem, applyLiveOffers, clearCart, removeItem, updateQuantity } =
  await import('./cart');

const phone: CartLine = {
  id: 9,
  name: 'Yealink T54W',
  price: 89_900,
  image: null,
  brand: 'Yealink',
  quantity_available: 4,
  quantity: 2,
  vatPercent: 5,
};

describe('cart store', () => {
  let unlisten: () => void;
  beforeAll(() => {
    // Mounting the store is what subscribes it to changes made by other tabs.
    unlisten = $cartCount.listen(() => {});
  });
  afterAll(() => unlisten());
  afterEach(() => {
    clearCart();
    cleanTestStorage();
  });

  it('saves every change as JSON under the `cart` key', () => {
    const { quantity: _q, ...product } = phone;
    addItem(product, 2);
    addItem(product, 1);
    expect(JSON.parse(getTestStorage().cart ?? 'null')).toEqual([{ ...phone, quantity: 3 }]);
    updateQuantity(9, 0);
    expect($cart.get()).toEqual([{ ...phone, quantity: 1 }]);
    removeItem(9);
    expect(getTestStorage().cart).toBe('[]');
  });

  it('follows another tab, repairing what it wrote', () => {
    setTestStorageKey('cart', JSON.stringify([phone, { ...phone, quantity: -1 }, { id: 'x' }]));
    expect($cart.get()).toEqual([{ ...phone, quantity: 3 }]);
    expect($cartCount.get()).toBe(3);
  });

  it('saves the live figures, and writes nothing when they are what it had', () => {
    const { quantity: _q, ...product } = phone;
    addItem(product, 2);
    const changed = applyLiveOffers({
      offers: [{ id: 9, price: 92_500, salePrice: null, quantity: 1, vatPercent: 5 }],
      unavailable: [],
      failed: [],
    });
    expect(changed.changes).toEqual([{ id: 9, from: 89_900, to: 92_500 }]);
    expect(JSON.parse(getTestStorage().cart ?? 'null')).toEqual([
      { ...phone, price: 92_500, quantity_available: 1 },
    ]);
    const written = $cart.get();
    applyLiveOffers({
      offers: [{ id: 9, price: 92_500, salePrice: null, quantity: 1, vatPercent: 5 }],
      unavailable: [],
      failed: [],
    });
    expect($cart.get()).toBe(written);
  });

  it('survives a corrupt value', () => {
    setTestStorageKey('cart', '{not json');
    expect($cart.get()).toEqual([]);
    expect($cartCount.get()).toBe(0);
  });
});

import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '../domain/cart';

useTestStorageEngine();
// The store reads storage when its module loads, so the engine must be swapped in first.
const { $cart, $cartCount, addItem, clearCart, removeItem, updateQuantity } = await import('./cart');

const phone: CartLine = { id: 9, name: 'Yealink T54W', price: 89_900, image: null, brand: 'Yealink', quantity_available: 4, quantity: 2 };

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

  it('survives a corrupt value', () => {
    setTestStorageKey('cart', '{not json');
    expect($cart.get()).toEqual([]);
    expect($cartCount.get()).toBe(0);
  });
});

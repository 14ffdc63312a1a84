/** The stored cart as the scripts painting before React read it: repaired, never thrown on. */
import { describe, expect, it } from 'vitest';
import { cartStorageKey } from '../../domain/cart/cart';
import { readStoredCart } from './stored-cart';

function storage(stored: string | null) {
  const items = new Map(stored === null ? [] : [[cartStorageKey, stored]]);
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const line = {
  id: 7,
  name: 'Switch',
  price: 10_000,
  image: null,
  brand: null,
  quantity_available: 4,
  quantity: 2,
  vatPercent: 5,
};

describe('the stored cart read before React', () => {
  it('is empty when nothing was stored, and writes nothing', () => {
    const s = storage(null);
    expect(readStoredCart(s)).toEqual([]);
    expect(s.items.size).toBe(0);
  });

  it('reads a sound cart as it is and leaves it as stored', () => {
    const stored = JSON.stringify([line]);
    const s = storage(stored);
    expect(readStoredCart(s)).toEqual([line]);
    expect(s.items.get(cartStorageKey)).toBe(stored);
  });

  it('repairs what cannot be read: text that is not JSON becomes an empty cart, broken lines are dropped', () => {
    const garbled = storage('[{"id":7,');
    expect(readStoredCart(garbled)).toEqual([]);
    expect(garbled.items.get(cartStorageKey)).toBe('[]');
    const mixed = storage(JSON.stringify([line, { id: 'x' }, null, { ...line, quantity: 1.7 }]));
    expect(readStoredCart(mixed)).toEqual([{ ...line, quantity: 3 }]);
    expect(JSON.parse(mixed.items.get(cartStorageKey)!)).toEqual([{ ...line, quantity: 3 }]);
  });
});

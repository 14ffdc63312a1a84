import { describe, expect, it } from 'vitest';
import { clearPendingOrder, readPendingOrder, savePendingOrder } from './pending-order';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const pending = {
  key: '0f8c2d1e-5b7a-4c9e-8d3f-1a2b3c4d5e6f',
  message: 'It may have gone through.',
  body: { name: 'Sara', expected_total: 94_500 },
};

describe('the pending order', () => {
  it('survives a reload of the page, and goes when cleared', () => {
    const store = memoryStore();
    savePendingOrder(pending, store);
    expect(readPendingOrder(store)).toEqual(pending);
    clearPendingOrder(store);
    expect(readPendingOrder(store)).toBeNull();
  });

  it('ignores anything else stored under its name', () => {
    const store = memoryStore();
    for (const value of [
      '{not json',
      JSON.stringify({ ...pending, key: 'short' }),
      JSON.stringify({ ...pending, body: [] }),
    ]) {
      store.items.set('checkout-pending-order', value);
      expect(readPendingOrder(store)).toBeNull();
    }
    expect(readPendingOrder(null)).toBeNull();
  });
});

import {
  cleanTestStorage,
  getTestStorage,
  setTestStorageKey,
  useTestStorageEngine,
} from '@nanostores/persistent';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard } from '../domain/card/saved-card';

useTestStorageEngine();
// The store reads storage when its module loads, so the engine must be swapped in first.
const { $wishlist, $wishlistCount, removeWish, toggleWish } = await import('./wishlist');

const phone: SavedCard = {
  id: 9,
  slug: 'yealink-t54w',
  name: 'Yealink T54W',
  nameAr: null,
  code: 'T54W',
  brand: 'Yealink',
  price: 89_900,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  picture: null,
};
const switch8: SavedCard = { ...phone, id: 12, slug: 'cisco-sg350', name: 'Cisco SG350' };

describe('wishlist store', () => {
  let unlisten: () => void;
  beforeAll(() => {
    // Mounting the store is what subscribes it to changes made by other tabs.
    unlisten = $wishlistCount.listen(() => {});
  });
  afterAll(() => unlisten());
  afterEach(() => {
    $wishlist.set([]);
    cleanTestStorage();
  });

  it('saves every toggle as JSON under the `wishlist` key and answers whether the product is saved', () => {
    expect(toggleWish(phone)).toBe(true);
    expect(toggleWish(switch8)).toBe(true);
    expect(JSON.parse(getTestStorage().wishlist ?? 'null')).toEqual([switch8, phone]);
    expect($wishlistCount.get()).toBe(2);
    expect(toggleWish(phone)).toBe(false);
    removeWish(12);
    expect(getTestStorage().wishlist).toBe('[]');
  });

  it('follows another tab, repairing what it wrote', () => {
    setTestStorageKey('wishlist', JSON.stringify([phone, phone, { id: 'x' }, switch8]));
    expect($wishlist.get()).toEqual([phone, switch8]);
    expect($wishlistCount.get()).toBe(2);
  });

  it('survives a corrupt value', () => {
    setTestStorageKey('wishlist', '{not json');
    expect($wishlist.get()).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { safeJsonParse } from './cart/cart';
import type { SavedCard } from './card/saved-card';
import {
  isSaved,
  parseStoredWishlist,
  removeSaved,
  toggleSaved,
  WISHLIST_LIMIT,
  wishOffer,
} from './wishlist';

const card = (id: number, extra: Partial<SavedCard> = {}): SavedCard => ({
  id,
  slug: `switch-${id}`,
  name: `Switch ${id}`,
  nameAr: null,
  code: `SW-${id}`,
  brand: 'Cisco',
  price: 120_000,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  picture: 'a1b2c3',
  ...extra,
});

const stored = (value: unknown) => parseStoredWishlist(safeJsonParse(JSON.stringify(value)));

describe('toggleSaved', () => {
  it('saves a product first, and forgets it on the second press', () => {
    const saved = toggleSaved([card(1)], card(2));
    expect(saved.map((c) => c.id)).toEqual([2, 1]);
    expect(isSaved(saved, 2)).toBe(true);
    const forgotten = toggleSaved(saved, card(2));
    expect(forgotten.map((c) => c.id)).toEqual([1]);
    expect(isSaved(forgotten, 2)).toBe(false);
  });

  it('forgets the oldest when one more than the limit is saved', () => {
    const full = Array.from({ length: WISHLIST_LIMIT }, (_, i) => card(i + 1));
    const saved = toggleSaved(full, card(500));
    expect(saved).toHaveLength(WISHLIST_LIMIT);
    expect(saved[0]?.id).toBe(500);
    expect(isSaved(saved, WISHLIST_LIMIT)).toBe(false);
  });
});

describe('removeSaved', () => {
  it('removes only the product named', () => {
    expect(removeSaved([card(1), card(2), card(3)], 2).map((c) => c.id)).toEqual([1, 3]);
  });
});

describe('parseStoredWishlist', () => {
  it('reads back a valid wishlist unchanged', () => {
    const list = [
      card(1, { salePrice: 99_900, nameAr: 'محول 1' }),
      card(2, { picture: null, brand: null, inStock: false }),
    ];
    expect(stored(list)).toEqual(list);
  });

  it('treats anything but a list as an empty wishlist', () => {
    expect(parseStoredWishlist(safeJsonParse('{not json'))).toEqual([]);
    expect(stored({ id: 1 })).toEqual([]);
    expect(stored(null)).toEqual([]);
  });

  it('drops broken entries and repeats, keeping the rest in order', () => {
    const list = [
      card(1),
      { ...card(2), price: -5 },
      { ...card(3), slug: '../../evil' },
      'junk',
      card(4),
      { ...card(1), name: 'Copy' },
      { ...card(5), picture: { src: 'javascript:alert(1)', srcset: '', width: 1, height: 1 } },
    ];
    expect(stored(list).map((c) => c.id)).toEqual([1, 4]);
    expect(stored(list)[0]?.name).toBe('Switch 1');
  });

  it('keeps at most the limit', () => {
    expect(stored(Array.from({ length: WISHLIST_LIMIT + 5 }, (_, i) => card(i + 1)))).toHaveLength(
      WISHLIST_LIMIT,
    );
  });
});

describe('wishOffer', () => {
  const saved = card(1, { price: 120_000, salePrice: 99_900, inStock: true });

  it('shows the live price and stock once the shop answered', () => {
    expect(
      wishOffer(saved, { id: 1, price: 125_000, salePrice: null, quantity: 3, vatPercent: 5 }),
    ).toEqual({
      price: 125_000,
      salePrice: null,
      vatPercent: 5,
      inStock: true,
      quantity: 3,
    });
  });

  it('is out of stock when the shop has none, does not say, or no longer sells it', () => {
    expect(
      wishOffer(saved, { id: 1, price: 120_000, salePrice: null, quantity: 0, vatPercent: 5 })
        .inStock,
    ).toBe(false);
    expect(
      wishOffer(saved, { id: 1, price: 120_000, salePrice: null, quantity: null, vatPercent: 5 })
        .inStock,
    ).toBe(false);
    expect(wishOffer(saved, 'gone')).toEqual({
      price: 120_000,
      salePrice: 99_900,
      vatPercent: 5,
      inStock: false,
      quantity: 0,
    });
  });

  it('shows the saved figures until the shop answers', () => {
    expect(wishOffer(saved, undefined)).toEqual({
      price: 120_000,
      salePrice: 99_900,
      vatPercent: 5,
      inStock: true,
      quantity: null,
    });
  });
});

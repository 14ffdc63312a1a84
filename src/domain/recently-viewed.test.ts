import { describe, expect, it } from 'vitest';
import { safeJsonParse } from './cart/cart';
import {
  parseStoredViews,
  recordView,
  RECENTLY_VIEWED_LIMIT,
  viewedExcept,
} from './recently-viewed';
import type { SavedCard } from './card/saved-card';

const card = (id: number, price = 50_000): SavedCard => ({
  id,
  slug: `laptop-${id}`,
  name: `Laptop ${id}`,
  nameAr: null,
  code: `LT-${id}`,
  brand: null,
  price,
  salePrice: null,
  vatPercent: 5,
  inStock: true,
  picture: null,
});
const ids = (cards: readonly SavedCard[]) => cards.map((c) => c.id);

describe('recordView', () => {
  it('puts the product just seen first', () => {
    expect(ids(recordView([card(1), card(2)], card(3)))).toEqual([3, 1, 2]);
  });

  it('moves a product seen again to the front, once, with its latest figures', () => {
    const viewed = recordView([card(1), card(2), card(3)], card(2, 45_000));
    expect(ids(viewed)).toEqual([2, 1, 3]);
    expect(viewed[0]?.price).toBe(45_000);
  });

  it('keeps the last 12, forgetting the oldest', () => {
    let viewed: SavedCard[] = [];
    for (let id = 1; id <= 15; id++) viewed = recordView(viewed, card(id));
    expect(RECENTLY_VIEWED_LIMIT).toBe(12);
    expect(ids(viewed)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });
});

describe('viewedExcept', () => {
  it('leaves out the product the page is about', () => {
    expect(ids(viewedExcept([card(3), card(1), card(2)], 1))).toEqual([3, 2]);
  });

  it('shows every product seen on a page about none', () => {
    expect(ids(viewedExcept([card(3), card(1)], null))).toEqual([3, 1]);
  });

  it('shows nothing when the only product seen is this one', () => {
    expect(viewedExcept([card(1)], 1)).toEqual([]);
  });
});

describe('parseStoredViews', () => {
  it('repairs what was stored: no list is none, repeats and broken entries dropped, at most 12', () => {
    expect(parseStoredViews(safeJsonParse('oops'))).toEqual([]);
    const raw = [
      card(1),
      card(1),
      { id: 'x' },
      ...Array.from({ length: 20 }, (_, i) => card(i + 2)),
    ];
    expect(ids(parseStoredViews(safeJsonParse(JSON.stringify(raw))))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});

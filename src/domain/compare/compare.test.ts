import { describe, expect, it } from 'vitest';
import {
  MAX_COMPARE,
  parseStoredCompare,
  removeCompare,
  toggleCompare,
  type CompareItem,
} from './compare';
import { safeJsonParse } from '../cart/cart';

const item = (id: number): CompareItem => ({
  id,
  slug: `switch-${id}`,
  name: `Switch ${id}`,
  image: `/_img/k${id}-160.webp`,
});

describe('toggleCompare', () => {
  it('adds a product, then takes it out on the second press', () => {
    const added = toggleCompare([item(1)], item(2));
    expect(added).toEqual({ items: [item(1), item(2)], outcome: 'added' });
    expect(toggleCompare(added.items, item(1))).toEqual({ items: [item(2)], outcome: 'removed' });
  });

  it('refuses a fifth product and keeps the four', () => {
    const four = [1, 2, 3, 4].map(item);
    expect(MAX_COMPARE).toBe(4);
    expect(toggleCompare(four, item(5))).toEqual({ items: four, outcome: 'full' });
    // A chosen product can still be taken out of a full comparison.
    expect(toggleCompare(four, item(3))).toEqual({
      items: [item(1), item(2), item(4)],
      outcome: 'removed',
    });
  });
});

describe('removeCompare', () => {
  it('removes only the given product', () => {
    expect(removeCompare([item(1), item(2)], 1)).toEqual([item(2)]);
  });
});

describe('parseStoredCompare', () => {
  const stored = (value: unknown) =>
    parseStoredCompare(safeJsonParse(typeof value === 'string' ? value : JSON.stringify(value)));

  it('reads back what was stored', () => {
    expect(stored([item(1), { ...item(2), image: null }])).toEqual([
      item(1),
      { ...item(2), image: null },
    ]);
  });

  it('repairs what is corrupt: not a list, broken entries, repeats, more than four', () => {
    expect(stored('{not json')).toEqual([]);
    expect(stored({ id: 1 })).toEqual([]);
    expect(
      stored([
        item(1),
        { id: 'x', slug: 's', name: 'n' },
        { ...item(3), name: '' },
        item(1),
        { ...item(4), image: 7 },
      ]),
    ).toEqual([item(1), { ...item(4), image: null }]);
    expect(stored([1, 2, 3, 4, 5, 6].map(item)).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});

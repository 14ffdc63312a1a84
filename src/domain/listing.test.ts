import { describe, expect, it } from 'vitest';
import { categories, products } from './fixtures/catalogue';
import { findCategory, selectListing, type ListingDefinition } from './listing';

const def = (rule: ListingDefinition['rule']): ListingDefinition => ({ path: 'x', title: 'X', description: '', rule });
const ids = (l: { products: { id: number }[] }) => l.products.map((p) => p.id);

describe('selectListing', () => {
  it('takes a category with its sub-categories, matched by slug or by name', () => {
    const switches = selectListing(def({ kind: 'category', names: ['network-switches'] }), products, categories);
    expect(switches.category?.name).toBe('Network Switches');
    expect(ids(switches)).toEqual([101, 102]);
    const laptops = selectListing(def({ kind: 'category', names: ['computers-and-laptops'] }), products, categories);
    expect(ids(laptops)).toEqual([103]);
  });

  it('falls through the names in order and is empty when no category matches', () => {
    expect(findCategory(categories, ['phones', 'IP Telephony'])?.id).toBe(3);
    const none = selectListing(def({ kind: 'category', names: ['mobiles-tablets'] }), products, categories);
    expect([none.category, ids(none)]).toEqual([null, []]);
  });

  it('lists the newest products first, up to the limit', () => {
    expect(ids(selectListing(def({ kind: 'latest', limit: 3 }), products, categories))).toEqual([105, 104, 103]);
  });

  it('lists products on sale, biggest saving first', () => {
    // 103 saves AED 300.00, 101 saves AED 251.00.
    expect(ids(selectListing(def({ kind: 'on-sale' }), products, categories))).toEqual([103, 101]);
  });
});

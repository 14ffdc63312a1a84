import { describe, expect, it } from 'vitest';
import { defaultQuery } from './listing-query';
import type { Facet } from './listing-query-filter';
import { currentSortChoice, sortChoices, sortListing, sortOfChoice } from './listing-query-sort';

const facet = (id: number, price: number): Facet => ({
  id,
  price,
  categoryId: null,
  subcategoryId: null,
  brand: null,
});
// Catalogue order; 12 and 30 cost the same as 20 and 5 respectively.
const facets = [
  facet(20, 5_000),
  facet(5, 1_200),
  facet(12, 5_000),
  facet(30, 1_200),
  facet(8, 99_900),
];
const all = facets.map((_, i) => i);
const ids = (indexes: number[]) => indexes.map((i) => facets[i]?.id);

describe('sortListing', () => {
  it('keeps the order it is given without a sort', () => {
    expect(ids(sortListing([4, 0, 2], facets, null))).toEqual([8, 20, 12]);
  });

  it('orders by the price paid, low to high and high to low, ties in the order given', () => {
    expect(ids(sortListing(all, facets, 'price-asc'))).toEqual([5, 30, 20, 12, 8]);
    expect(ids(sortListing(all, facets, 'price-desc'))).toEqual([8, 20, 12, 5, 30]);
    // Ranked search results keep their ranking among equal prices.
    expect(ids(sortListing([2, 3, 0, 1], facets, 'price-asc'))).toEqual([30, 5, 12, 20]);
  });

  it('puts the newest (highest portal id) first', () => {
    expect(ids(sortListing(all, facets, 'newest'))).toEqual([30, 20, 12, 8, 5]);
  });

  it('orders names in the collation of the page language, numbers by value, case ignored, ties stable', () => {
    const english = [
      'switch 10 port',
      'Switch 8 port',
      'access point',
      'Switch 8 Port',
      'zyxel router',
    ];
    expect(
      sortListing(all, facets, 'name', { name: (i) => english[i] ?? '', locale: 'en' }),
    ).toEqual([2, 1, 3, 0, 4]);
  });

  it('sorts Arabic names in Arabic alphabetical order', () => {
    // ي yaa, ب baa, ث thaa, أ alif with hamza, ج jeem: alphabetically أ ب ث ج ي.
    const arabic = [
      'يوبيكويتي سويتش',
      'باور بانك',
      'ثلاجة صغيرة',
      'أجهزة نقاط البيع',
      'جهاز توجيه',
    ];
    const sorted = sortListing(all, facets, 'name', { name: (i) => arabic[i] ?? '', locale: 'ar' });
    expect(sorted.map((i) => arabic[i])).toEqual([
      'أجهزة نقاط البيع',
      'باور بانك',
      'ثلاجة صغيرة',
      'جهاز توجيه',
      'يوبيكويتي سويتش',
    ]);
  });

  it('does not change the list it was given', () => {
    const given = [0, 1, 2];
    sortListing(given, facets, 'price-desc');
    expect(given).toEqual([0, 1, 2]);
  });
});

describe('sort choices', () => {
  it('offers relevance only while searching, as the default then', () => {
    expect(sortChoices(defaultQuery)).toEqual([
      'recommended',
      'price-asc',
      'price-desc',
      'newest',
      'name',
    ]);
    expect(sortChoices({ search: 'poe' })).toEqual([
      'relevance',
      'price-asc',
      'price-desc',
      'newest',
      'name',
    ]);
    expect(currentSortChoice({ search: 'poe', sort: null })).toBe('relevance');
    expect(currentSortChoice({ search: null, sort: null })).toBe('recommended');
    expect(currentSortChoice({ search: 'poe', sort: 'name' })).toBe('name');
  });

  it('writes the default choices as no sort', () => {
    expect(sortOfChoice('relevance')).toBeNull();
    expect(sortOfChoice('recommended')).toBeNull();
    expect(sortOfChoice('price-desc')).toBe('price-desc');
  });
});

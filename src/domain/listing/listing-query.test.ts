import { describe, expect, it } from 'vitest';
import {
  defaultQuery,
  isDefaultQuery,
  listingQueryToString,
  type ListingQuery,
} from './listing-query';
import { parseListingQuery } from './listing-query-parse';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

describe('parseListingQuery', () => {
  it('reads every parameter', () => {
    expect(
      parse('page=3&search=%20cisco%20&category=1&parent_id=11&price_min=100&price_max=1,299.50'),
    ).toEqual({
      page: 3,
      search: 'cisco',
      category: 1,
      parentId: 11,
      priceMin: 10_000,
      priceMax: 129_950,
      brands: [],
      sort: null,
    });
  });

  it('reads brands written with commas or repeated, sorted and once each, and a known sort', () => {
    expect(parse('brand=tp-link,Cisco&sort=price-desc')).toMatchObject({
      brands: ['cisco', 'tp-link'],
      sort: 'price-desc',
    });
    expect(parse('brand=tp-link&brand=cisco&brand=tp-link').brands).toEqual(['cisco', 'tp-link']);
    expect(parse('brand=,%20,bad%20slug,-x,ok').brands).toEqual(['ok']);
    expect(parse('sort=cheapest').sort).toBeNull();
    expect(parse('sort=relevance').sort).toBeNull();
  });

  it('drops values that make no sense', () => {
    expect(
      parse('page=0&search=%20%20&category=abc&parent_id=-2&price_min=-5&price_max=cheap'),
    ).toEqual(defaultQuery);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
  });

  it('keeps a zero price bound', () => {
    expect(parse('price_min=0').priceMin).toBe(0);
  });
});

describe('listingQueryToString', () => {
  it('writes parameters in a fixed order and leaves defaults out', () => {
    const q: ListingQuery = {
      ...defaultQuery,
      page: 2,
      search: 'poe switch',
      category: 1,
      parentId: 12,
      priceMin: 9_950,
      priceMax: 150_000,
    };
    expect(listingQueryToString(q)).toBe(
      '?page=2&search=poe+switch&category=1&parent_id=12&price_min=99.5&price_max=1500',
    );
    expect(listingQueryToString({ ...q, brands: ['cisco', 'tp-link'], sort: 'price-asc' })).toBe(
      '?page=2&search=poe+switch&category=1&parent_id=12' +
        '&price_min=99.5&price_max=1500&brand=cisco,tp-link&sort=price-asc',
    );
    expect(listingQueryToString({ ...defaultQuery, sort: 'newest' })).toBe('?sort=newest');
    expect(listingQueryToString(defaultQuery)).toBe('');
    expect(isDefaultQuery({ ...defaultQuery, page: 1 })).toBe(true);
  });

  it('round-trips through the URL', () => {
    const qs =
      '?page=4&search=c1000&category=3&parent_id=31&price_min=10&price_max=20.25&brand=cisco,tp-link&sort=name';
    expect(listingQueryToString(parse(qs))).toBe(qs);
  });
});

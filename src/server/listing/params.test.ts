import { describe, expect, it } from 'vitest';
import { defaultQuery } from '../../domain/listing/listing-query';
import { listingApiUrl, suggestionsApiUrl } from '../../browser/listing/listing-client';
import { readListingRequest, readSuggestionsRequest } from './params';

const read = (qs: string) => readListingRequest(new URLSearchParams(qs));

describe('the listing route parameters', () => {
  it('reads back what the listing island writes', () => {
    const query = {
      ...defaultQuery,
      page: 3,
      search: 'poe switch',
      category: 1,
      parentId: 12,
      priceMin: 10_000,
      priceMax: 150_050,
      brands: ['cisco', 'tp-link'],
      sort: 'price-asc' as const,
    };
    const url = new URL(listingApiUrl(query, 2, 'ar'), 'http://shop.test');
    expect(url.pathname).toBe('/api/products');
    expect(readListingRequest(url.searchParams)).toEqual({ query, from: 2, locale: 'ar' });
    expect(read('lang=en')).toEqual({ query: defaultQuery, from: 1, locale: 'en' });
  });

  it('refuses a value that does not read back, naming its parameter', () => {
    expect(read('page=0&lang=en')).toEqual({
      refused: { param: 'page', error: expect.any(String) as unknown },
    });
    expect(read('category=switches')).toMatchObject({ refused: { param: 'category' } });
    expect(read('price_max=cheap')).toMatchObject({ refused: { param: 'price_max' } });
    expect(read('brand=cisco,Not%20A%20Slug!')).toMatchObject({ refused: { param: 'brand' } });
    expect(read('sort=random')).toMatchObject({ refused: { param: 'sort' } });
    expect(read('search=%20%20')).toMatchObject({ refused: { param: 'search' } });
    expect(read('lang=fr')).toMatchObject({ refused: { param: 'lang' } });
    expect(read('utm_source=mail')).toMatchObject({ refused: { param: 'utm_source' } });
  });

  it('takes a run of at most ten pages, ending at page', () => {
    expect(read('page=12&from=3')).toMatchObject({ from: 3 });
    expect(read('page=12&from=2')).toMatchObject({
      refused: { param: 'from', error: 'from is a page number from 3 to page (12)' },
    });
    expect(read('page=2&from=3')).toMatchObject({ refused: { param: 'from' } });
    expect(read('from=1.5')).toMatchObject({ refused: { param: 'from' } });
  });

  it('reads a suggestions request and refuses one without a term', () => {
    const url = new URL(suggestionsApiUrl('راوتر tp', 'ar'), 'http://shop.test');
    expect(readSuggestionsRequest(url.searchParams)).toEqual({ term: 'راوتر tp', locale: 'ar' });
    expect(readSuggestionsRequest(new URLSearchParams('lang=en'))).toMatchObject({
      refused: { param: 'search' },
    });
    expect(readSuggestionsRequest(new URLSearchParams('search=x&limit=5'))).toMatchObject({
      refused: { param: 'limit' },
    });
  });
});

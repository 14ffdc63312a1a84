import { describe, expect, it } from 'vitest';
import { facets, filterCategories, products, searchCategories, searchRecords } from './fixtures/search-catalogue';
import {
  defaultQuery,
  filterFacets,
  isDefaultQuery,
  listingHeading,
  listingQueryToString,
  pageSlice,
  selectedCategory,
  type ListingQuery,
} from './listing-query';
import { parseListingQuery } from './listing-query-parse';
import { createProductSearch } from './search';
import { messagesFor } from '../i18n/messages';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

function list(qs: string, ranked?: number[]) {
  const query = parse(qs);
  return filterFacets(facets, query, selectedCategory(filterCategories, query), ranked).map((i) => facets[i]?.id);
}

describe('parseListingQuery', () => {
  it('reads every parameter', () => {
    expect(parse('page=3&search=%20cisco%20&category=1&parent_id=11&price_min=100&price_max=1,299.50')).toEqual({
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
    expect(parse('brand=tp-link,Cisco&sort=price-desc')).toMatchObject({ brands: ['cisco', 'tp-link'], sort: 'price-desc' });
    expect(parse('brand=tp-link&brand=cisco&brand=tp-link').brands).toEqual(['cisco', 'tp-link']);
    expect(parse('brand=,%20,bad%20slug,-x,ok').brands).toEqual(['ok']);
    expect(parse('sort=cheapest').sort).toBeNull();
    expect(parse('sort=relevance').sort).toBeNull();
  });

  it('drops values that make no sense', () => {
    expect(parse('page=0&search=%20%20&category=abc&parent_id=-2&price_min=-5&price_max=cheap')).toEqual(defaultQuery);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
  });

  it('keeps a zero price bound', () => {
    expect(parse('price_min=0').priceMin).toBe(0);
  });
});

describe('listingQueryToString', () => {
  it('writes parameters in a fixed order and leaves defaults out', () => {
    const q: ListingQuery = { ...defaultQuery, page: 2, search: 'poe switch', category: 1, parentId: 12, priceMin: 9_950, priceMax: 150_000 };
    expect(listingQueryToString(q)).toBe('?page=2&search=poe+switch&category=1&parent_id=12&price_min=99.5&price_max=1500');
    expect(listingQueryToString({ ...q, brands: ['cisco', 'tp-link'], sort: 'price-asc' })).toBe(
      '?page=2&search=poe+switch&category=1&parent_id=12&price_min=99.5&price_max=1500&brand=cisco,tp-link&sort=price-asc',
    );
    expect(listingQueryToString({ ...defaultQuery, sort: 'newest' })).toBe('?sort=newest');
    expect(listingQueryToString(defaultQuery)).toBe('');
    expect(isDefaultQuery({ ...defaultQuery, page: 1 })).toBe(true);
  });

  it('round-trips through the URL', () => {
    const qs = '?page=4&search=c1000&category=3&parent_id=31&price_min=10&price_max=20.25&brand=cisco,tp-link&sort=name';
    expect(listingQueryToString(parse(qs))).toBe(qs);
  });
});

describe('selectedCategory', () => {
  it('picks the sub-category named by parent_id under its category', () => {
    expect(selectedCategory(filterCategories, parse('category=1&parent_id=11'))?.name).toBe('Managed Switches');
    expect(selectedCategory(filterCategories, parse('parent_id=31'))?.name).toBe('IP Phones');
  });

  it('falls back to the category when parent_id is not its child, and to nothing for unknown ids', () => {
    expect(selectedCategory(filterCategories, parse('category=1&parent_id=31'))?.name).toBe('Network Switches');
    expect(selectedCategory(filterCategories, parse('category=999'))).toBeNull();
  });
});

describe('filterFacets', () => {
  it('lists everything in catalogue order by default', () => {
    expect(list('')).toEqual(products.map((p) => p.id));
  });

  it('takes a category with its sub-categories', () => {
    expect(list('category=1')).toEqual([101, 102, 106, 108]);
    expect(list('category=1&parent_id=12')).toEqual([102, 108]);
  });

  it('bounds the price a shopper pays, inclusively, using the sale price when on sale', () => {
    // 101 lists at AED 2,450.00 but sells at 2,199.00.
    expect(list('price_min=2199&price_max=2199')).toEqual([101]);
    expect(list('price_min=2200&price_max=2450')).toEqual([]);
    expect(list('price_max=39')).toEqual([105, 110]);
    expect(list('price_min=3999')).toEqual([103, 106]);
    expect(list('price_min=3999.01')).toEqual([106]);
  });

  it('keeps the products of any ticked brand, with the other filters', () => {
    expect(list('brand=cisco')).toEqual([101, 106]);
    expect(list('brand=cisco,yealink')).toEqual([101, 104, 106, 111]);
    expect(list('brand=cisco,yealink&category=3')).toEqual([104, 111]);
    expect(list('brand=cisco,tp-link&price_max=2000')).toEqual([102]);
  });

  it('ignores a nonsense bound rather than emptying the page', () => {
    expect(list('price_min=-1&price_max=abc')).toHaveLength(products.length);
  });

  it('combines search ranking with category and price filters', () => {
    const engine = createProductSearch(searchRecords, searchCategories);
    const positions = new Map(facets.map((f, i) => [f.id, i]));
    const ranked = (term: string) => engine.search(term).map((id) => positions.get(id) as number);
    expect(list('category=1&parent_id=11&price_max=3000', ranked('cisco'))).toEqual([101]);
    expect(list('category=3', ranked('yealink phone'))).toEqual(ranked('yealink phone').map((i) => facets[i]?.id));
  });
});

describe('pageSlice', () => {
  it('cuts 20 a page and clamps the page to those there are', () => {
    expect(pageSlice(45, 1, 20)).toEqual({ page: 1, pageCount: 3, start: 0, end: 20 });
    expect(pageSlice(45, 3, 20)).toEqual({ page: 3, pageCount: 3, start: 40, end: 45 });
    expect(pageSlice(45, 9, 20).page).toBe(3);
    expect(pageSlice(0, 1, 20)).toEqual({ page: 1, pageCount: 1, start: 0, end: 0 });
  });
});

const english = messagesFor('en').listing;

describe('listingHeading', () => {
  it('names the search, else the category, else all products', () => {
    const managed = selectedCategory(filterCategories, parse('category=1&parent_id=11'));
    expect(listingHeading(parse('search=poe&category=1'), managed, english)).toBe('Search Results for poe');
    expect(listingHeading(parse('category=1&parent_id=11'), managed, english)).toBe('Products in Managed Switches');
    expect(listingHeading(defaultQuery, null, english)).toBe('All Products');
  });
});

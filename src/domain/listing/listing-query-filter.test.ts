import { describe, expect, it } from 'vitest';
import {
  facets,
  filterCategories,
  products,
  searchCategories,
  searchRecords,
} from '../fixtures/search-catalogue';
import { defaultQuery } from './listing-query';
import { filterFacets, listingHeading, pageSlice, selectedCategory } from './listing-query-filter';
import { parseListingQuery } from './listing-query-parse';
import { createProductSearch } from './search';
import { searchSynonyms } from '../../site.config';
import { messagesFor } from '../../i18n/messages';

const parse = (qs: string) => parseListingQuery(new URLSearchParams(qs));

function list(qs: string, ranked?: number[]) {
  const query = parse(qs);
  return filterFacets(facets, query, selectedCategory(filterCategories, query), ranked).map(
    (i) => facets[i]?.id,
  );
}

describe('selectedCategory', () => {
  it('picks the sub-category named by parent_id under its category', () => {
    expect(selectedCategory(filterCategories, parse('category=1&parent_id=11'))?.name).toBe(
      'Managed Switches',
    );
    expect(selectedCategory(filterCategories, parse('parent_id=31'))?.name).toBe('IP Phones');
  });

  it('falls back to the category when parent_id is not its child, and to nothing for unknown ids', () => {
    expect(selectedCategory(filterCategories, parse('category=1&parent_id=31'))?.name).toBe(
      'Network Switches',
    );
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
    const engine = createProductSearch(searchRecords, searchCategories, searchSynonyms);
    const positions = new Map(facets.map((f, i) => [f.id, i]));
    const ranked = (term: string) =>
      engine.search(term).ids.map((id) => positions.get(id) as number);
    expect(list('category=1&parent_id=11&price_max=3000', ranked('cisco'))).toEqual([101]);
    expect(list('category=3', ranked('yealink phone'))).toEqual(
      ranked('yealink phone').map((i) => facets[i]?.id),
    );
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
    expect(listingHeading(parse('search=poe&category=1'), managed, english)).toBe(
      'Search Results for poe',
    );
    expect(listingHeading(parse('category=1&parent_id=11'), managed, english)).toBe(
      'Products in Managed Switches',
    );
    expect(listingHeading(defaultQuery, null, english)).toBe('All Products');
  });
});

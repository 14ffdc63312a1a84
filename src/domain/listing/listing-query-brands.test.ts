import { describe, expect, it } from 'vitest';
import {
  facets,
  filterCategories,
  searchCategories,
  searchRecords,
} from '../fixtures/search-catalogue';
import { defaultQuery, maxBrands } from './listing-query';
import { filterFacets, selectedCategory } from './listing-query-filter';
import { brandOptions, tallyBrands, toggleBrand, type BrandEntry } from './listing-query-brands';
import { parseListingQuery } from './listing-query-parse';
import { createProductSearch } from './search';
import { searchSynonyms } from '../../site.config';

const table: BrandEntry[] = [
  { slug: 'apc', name: 'APC' },
  { slug: 'cisco', name: 'Cisco' },
  { slug: 'dell', name: 'Dell' },
  { slug: 'tp-link', name: 'TP-Link' },
  { slug: 'ubiquiti', name: 'Ubiquiti' },
  { slug: 'yealink', name: 'Yealink' },
];

function counts(qs: string, ranked?: number[]) {
  const query = parseListingQuery(new URLSearchParams(qs));
  return brandOptions(facets, query, selectedCategory(filterCategories, query), table, ranked).map(
    (b) => `${b.name} ${b.count}`,
  );
}

describe('brandOptions', () => {
  it('counts every brand of the whole catalogue, in table order, leaving out products without a brand', () => {
    expect(counts('')).toEqual([
      'APC 1',
      'Cisco 2',
      'Dell 1',
      'TP-Link 1',
      'Ubiquiti 1',
      'Yealink 2',
    ]);
  });

  it('counts within the category and price range, and only brands that have products there', () => {
    expect(counts('category=1')).toEqual(['Cisco 2', 'TP-Link 1', 'Ubiquiti 1']);
    expect(counts('category=1&price_max=1000')).toEqual(['TP-Link 1', 'Ubiquiti 1']);
  });

  it('gives each brand the count ticking it would show, whatever brands are ticked', () => {
    expect(counts('category=1&brand=cisco')).toEqual(counts('category=1'));
    // What the listing shows with cisco and ubiquiti ticked is the sum of their counts.
    const query = parseListingQuery(new URLSearchParams('category=1&brand=cisco,ubiquiti'));
    expect(filterFacets(facets, query, selectedCategory(filterCategories, query))).toHaveLength(3);
  });

  it('keeps a ticked brand on the list at 0 so that it can be unticked', () => {
    expect(counts('category=3&brand=cisco')).toEqual(['Cisco 0', 'Yealink 2']);
  });

  it('counts among search results', () => {
    const engine = createProductSearch(searchRecords, searchCategories, searchSynonyms);
    const positions = new Map(facets.map((f, i) => [f.id, i]));
    const ranked = engine.search('switch').ids.map((id) => positions.get(id) as number);
    expect(counts('search=switch', ranked)).toEqual(['Cisco 2', 'TP-Link 1', 'Ubiquiti 1']);
  });
});

describe('tallyBrands', () => {
  it('counts slugs against the table', () => {
    expect(tallyBrands(['dell', null, 'dell', 'apc', 'unknown'], table)).toEqual([
      { slug: 'apc', name: 'APC', count: 1 },
      { slug: 'dell', name: 'Dell', count: 2 },
    ]);
  });
});

describe('brand query changes', () => {
  it('ticks and unticks a brand back on page 1, keeping the slugs sorted', () => {
    const ticked = toggleBrand({ ...defaultQuery, page: 3, brands: ['tp-link'] }, 'cisco');
    expect(ticked).toMatchObject({ page: 1, brands: ['cisco', 'tp-link'] });
    expect(toggleBrand(ticked, 'tp-link').brands).toEqual(['cisco']);
  });

  it('ticks no more than the listing route takes, while unticking still works', () => {
    const full = {
      ...defaultQuery,
      brands: Array.from({ length: maxBrands }, (_, i) => `brand-${String(i).padStart(2, '0')}`),
    };
    expect(toggleBrand(full, 'cisco')).toBe(full);
    expect(toggleBrand(full, 'brand-00').brands).toHaveLength(maxBrands - 1);
  });
});

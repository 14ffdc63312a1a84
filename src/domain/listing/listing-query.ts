/**
 * The /products listing as a pure function of its URL (read by listing-query-parse.ts) and how the
 * state is written back into a URL. Every state the island reaches is a URL that works. Every page
 * carries this module (shop links are written with it), so what only the listing island needs, how
 * filters narrow the catalogue, lives in listing-query-filter.ts.
 */
import type { Fils } from '../catalogue.ts';

export interface ListingQuery {
  /** 1-based; may point past the last page, which `pageSlice` clamps. */
  page: number;
  /** Trimmed and non-empty, or null for no search. */
  search: string | null;
  /** Top-level category id. */
  category: number | null;
  /** Sub-category id (the URL's parent_id, sent together with category). */
  parentId: number | null;
  /** Inclusive bounds on the price a shopper pays. */
  priceMin: Fils | null;
  priceMax: Fils | null;
  /** Brand slugs, sorted and without repeats; a product of any of them is kept. */
  brands: string[];
  /** Null for the default order: relevance when searching, else the catalogue's own order. */
  sort: ListingSort | null;
}

/** The orders a shopper can choose besides the default; written as is in the URL's `sort`. */
export const listingSorts = ['price-asc', 'price-desc', 'newest', 'name'] as const;
export type ListingSort = (typeof listingSorts)[number];

/**
 * The most brands one query may tick: the filter stops ticking there, and the listing route refuses
 * more.
 */
export const maxBrands = 50;

export const defaultQuery: ListingQuery = {
  page: 1,
  search: null,
  category: null,
  parentId: null,
  priceMin: null,
  priceMax: null,
  brands: [],
  sort: null,
};

/** Fils back to the AED a shopper would type: 150000 -> "1500", 9950 -> "99.5". */
export function filsToAedInput(fils: Fils): string {
  return String(fils / 100);
}

/**
 * The query string of a state ("" for the default), parameters in a fixed order so URLs compare.
 */
export function listingQueryToString(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.page > 1) params.set('page', String(query.page));
  if (query.search) params.set('search', query.search);
  if (query.category !== null) params.set('category', String(query.category));
  if (query.parentId !== null) params.set('parent_id', String(query.parentId));
  if (query.priceMin !== null) params.set('price_min', filsToAedInput(query.priceMin));
  if (query.priceMax !== null) params.set('price_max', filsToAedInput(query.priceMax));
  const parts = [params.toString()];
  // Commas left as they are, so a shared link reads brand=cisco,tp-link.
  if (query.brands.length > 0)
    parts.push(`brand=${query.brands.map(encodeURIComponent).join(',')}`);
  if (query.sort !== null) parts.push(`sort=${query.sort}`);
  const s = parts.filter(Boolean).join('&');
  return s ? `?${s}` : '';
}

/** True for the state the page is pre-rendered in: page 1 of all products. */
export function isDefaultQuery(query: ListingQuery): boolean {
  return listingQueryToString(query) === '';
}

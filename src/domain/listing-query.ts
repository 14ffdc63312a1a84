/**
 * The /products listing as a pure function of its URL (read by listing-query-parse.ts): how the
 * state is written back into a URL, how a shopper's filters narrow the catalogue, and which slice
 * of the result a page shows. Every state the island reaches is a URL that works.
 */
import type { Category, Fils } from './catalogue';
import { categoryIds } from './listing';
import { fill } from '../i18n/format';

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

/** The query string of a state ("" for the default), parameters in a fixed order so URLs compare. */
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
  if (query.brands.length > 0) parts.push(`brand=${query.brands.map(encodeURIComponent).join(',')}`);
  if (query.sort !== null) parts.push(`sort=${query.sort}`);
  const s = parts.filter(Boolean).join('&');
  return s ? `?${s}` : '';
}

/** True for the state the page is pre-rendered in: page 1 of all products. */
export function isDefaultQuery(query: ListingQuery): boolean {
  return listingQueryToString(query) === '';
}

/** A category as the filters need it: its name, its children, and every id that counts as inside it. */
export interface FilterCategory {
  id: number;
  name: string;
  /** The category and all its descendants. */
  memberIds: number[];
  children: FilterCategory[];
}

export function toFilterCategory(category: Category): FilterCategory {
  return {
    id: category.id,
    name: category.name,
    memberIds: [...categoryIds(category)],
    children: category.children.map(toFilterCategory),
  };
}

/**
 * The category a query selects: the sub-category when parent_id names a child of the category (or
 * names a sub-category and category is absent), else the category. Unknown ids select nothing, so a
 * stale link shows all products rather than an empty page.
 */
export function selectedCategory(categories: FilterCategory[], query: ListingQuery): FilterCategory | null {
  const top = query.category === null ? null : (categories.find((c) => c.id === query.category) ?? null);
  if (query.parentId !== null) {
    const parents = top ? [top] : query.category === null ? categories : [];
    for (const parent of parents) {
      const child = parent.children.find((c) => c.id === query.parentId);
      if (child) return child;
    }
  }
  return top;
}

/** What filtering and sorting need of a product: its id, the price a shopper pays, where it is filed and its brand. */
export interface Facet {
  id: number;
  price: Fils;
  categoryId: number | null;
  subcategoryId: number | null;
  /** Brand slug; null when the product has none. */
  brand: string | null;
}

/**
 * Indexes into `facets` of the products a query lists, in listing order: `ranked` (search results,
 * best first, as indexes) when given, else catalogue order.
 */
export function filterFacets(
  facets: readonly Facet[],
  query: ListingQuery,
  category: FilterCategory | null,
  ranked?: readonly number[],
): number[] {
  const members = category ? new Set(category.memberIds) : null;
  const brands = query.brands.length > 0 ? new Set(query.brands) : null;
  const { priceMin, priceMax } = query;
  const keep = (i: number) => {
    const f = facets[i];
    if (!f) return false;
    if (members && !((f.categoryId !== null && members.has(f.categoryId)) || (f.subcategoryId !== null && members.has(f.subcategoryId))))
      return false;
    if (priceMin !== null && f.price < priceMin) return false;
    if (priceMax !== null && f.price > priceMax) return false;
    if (brands && !(f.brand !== null && brands.has(f.brand))) return false;
    return true;
  };
  const order = ranked ?? facets.keys();
  const out: number[] = [];
  for (const i of order) if (keep(i)) out.push(i);
  return out;
}

export interface PageSlice {
  /** The page shown: the requested one, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** Range of the listing shown, end exclusive. */
  start: number;
  end: number;
}

export function pageSlice(total: number, page: number, pageSize: number): PageSlice {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = (current - 1) * pageSize;
  return { page: current, pageCount, start, end: Math.min(total, start + pageSize) };
}

/** The words of a listing's heading, in the page's language: `{search}` and `{category}` are filled in. */
export interface HeadingTexts {
  searchResults: string;
  productsIn: string;
  allProducts: string;
}

export function listingHeading(query: ListingQuery, category: FilterCategory | null, t: HeadingTexts): string {
  if (query.search) return fill(t.searchResults, { search: query.search });
  if (category) return fill(t.productsIn, { category: category.name });
  return t.allProducts;
}

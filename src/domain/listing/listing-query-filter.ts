/**
 * How a shopper's filters narrow the catalogue and which slice of the result a page shows: the
 * /products island's side of the listing query (listing-query.ts), kept apart so that pages which
 * only write listing links do not carry it.
 */
import type { Category, Fils } from '../catalogue.ts';
import { categoryIds } from './listing.ts';
import type { ListingQuery } from './listing-query.ts';
import { fill } from '../../i18n/format.ts';

/**
 * A category as the filters need it: its name, its children, and every id that counts as inside it.
 */
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
export function selectedCategory(
  categories: FilterCategory[],
  query: ListingQuery,
): FilterCategory | null {
  const top =
    query.category === null ? null : (categories.find((c) => c.id === query.category) ?? null);
  if (query.parentId !== null) {
    const parents = top ? [top] : query.category === null ? categories : [];
    for (const parent of parents) {
      const child = parent.children.find((c) => c.id === query.parentId);
      if (child) return child;
    }
  }
  return top;
}

/**
 * What filtering and sorting need of a product: its id, the price a shopper pays, where it is filed
 * and its brand.
 */
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
    if (
      members &&
      !(
        (f.categoryId !== null && members.has(f.categoryId)) ||
        (f.subcategoryId !== null && members.has(f.subcategoryId))
      )
    )
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

/**
 * The words of a listing's heading, in the page's language: `{search}` and `{category}` are filled
 * in.
 */
export interface HeadingTexts {
  searchResults: string;
  productsIn: string;
  allProducts: string;
}

export function listingHeading(
  query: ListingQuery,
  category: FilterCategory | null,
  t: HeadingTexts,
): string {
  if (query.search) return fill(t.searchResults, { search: query.search });
  if (category) return fill(t.productsIn, { category: category.name });
  return t.allProducts;
}

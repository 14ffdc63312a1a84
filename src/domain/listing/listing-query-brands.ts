/**
 * The brand filter of the /products listing: which brands it offers and how many products each
 * would show. A brand's count is the number of products of that brand the shopper's other filters
 * (search, category, price) keep, whatever brands are ticked: exactly what ticking it adds.
 */
import { maxBrands, type ListingQuery } from './listing-query.ts';
import { filterFacets, type Facet, type FilterCategory } from './listing-query-filter.ts';

/** A brand of the catalogue: the slug its URL uses and its name. */
export interface BrandEntry {
  slug: string;
  name: string;
}

export interface BrandOption extends BrandEntry {
  count: number;
}

/**
 * Brands in `table` order with their counts among the slugs given; brands with no product are left
 * out unless `keep` names them (a ticked brand stays on the list, so it can be unticked).
 */
export function tallyBrands(
  slugs: Iterable<string | null>,
  table: readonly BrandEntry[],
  keep: readonly string[] = [],
): BrandOption[] {
  const counts = new Map<string, number>();
  for (const slug of slugs) if (slug !== null) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return table.flatMap((b) => {
    const count = counts.get(b.slug) ?? 0;
    return count > 0 || keep.includes(b.slug) ? [{ ...b, count }] : [];
  });
}

/**
 * The brand options of a query over the catalogue's facets (`ranked`: search results, as in
 * filterFacets).
 */
export function brandOptions(
  facets: readonly Facet[],
  query: ListingQuery,
  category: FilterCategory | null,
  table: readonly BrandEntry[],
  ranked?: readonly number[],
): BrandOption[] {
  const others = filterFacets(facets, { ...query, brands: [] }, category, ranked);
  return tallyBrands(
    others.map((i) => facets[i]?.brand ?? null),
    table,
    query.brands,
  );
}

/**
 * Ticks or unticks a brand, back at page 1; the list stays sorted so equal states have equal URLs.
 * A list at the limit takes no more (the listing route would refuse it).
 */
export function toggleBrand(query: ListingQuery, slug: string): ListingQuery {
  if (!query.brands.includes(slug) && query.brands.length >= maxBrands) return query;
  const brands = query.brands.includes(slug)
    ? query.brands.filter((b) => b !== slug)
    : [...query.brands, slug].sort();
  return { ...query, page: 1, brands };
}

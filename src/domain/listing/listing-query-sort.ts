/**
 * The orders of the /products listing. Each sort is stable: products that tie keep the order they
 * came in (search relevance, else the catalogue's), so a page never reshuffles between loads.
 */
import type { Locale } from '../../i18n/locales';
import type { ListingQuery, ListingSort } from './listing-query';
import type { Facet } from './listing-query-filter';

/**
 * The order a select shows: relevance only means something while searching, and is its default
 * then.
 */
export type SortChoice = 'relevance' | 'recommended' | ListingSort;

export function sortChoices(query: Pick<ListingQuery, 'search'>): SortChoice[] {
  return [query.search ? 'relevance' : 'recommended', 'price-asc', 'price-desc', 'newest', 'name'];
}

/** The choice a query shows as selected. */
export function currentSortChoice(query: Pick<ListingQuery, 'search' | 'sort'>): SortChoice {
  return query.sort ?? (query.search ? 'relevance' : 'recommended');
}

/** A choice back into the query's `sort`: the default ones are written as no sort at all. */
export function sortOfChoice(choice: string): ListingSort | null {
  return choice === 'price-asc' ||
    choice === 'price-desc' ||
    choice === 'newest' ||
    choice === 'name'
    ? choice
    : null;
}

/** Names as the page shows them, by index into the facets. */
export interface SortNames {
  name(index: number): string;
  locale: Locale;
}

/**
 * `indexes` (into `facets`) in the chosen order. Price is the price the shopper pays (a facet's
 * price is already the sale price when on sale); newest is the highest portal id first, as the
 * portal numbers products as they are added; name compares the names shown, in the collation of the
 * page's language.
 */
export function sortListing(
  indexes: readonly number[],
  facets: readonly Facet[],
  sort: ListingSort | null,
  names?: SortNames,
): number[] {
  const out = [...indexes];
  const price = (i: number) => facets[i]?.price ?? 0;
  const id = (i: number) => facets[i]?.id ?? 0;
  switch (sort) {
    case 'price-asc':
      return out.sort((a, b) => price(a) - price(b));
    case 'price-desc':
      return out.sort((a, b) => price(b) - price(a));
    case 'newest':
      return out.sort((a, b) => id(b) - id(a));
    case 'name': {
      if (!names) return out;
      const collator = new Intl.Collator(names.locale, { sensitivity: 'base', numeric: true });
      const keys = new Map(out.map((i) => [i, names.name(i)]));
      return out.sort((a, b) => collator.compare(keys.get(a) ?? '', keys.get(b) ?? ''));
    }
    default:
      return out;
  }
}

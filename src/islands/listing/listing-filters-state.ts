/**
 * The state of the /products filters (Filters.tsx): the price range being typed, and the query
 * each control asks for. The order, a category and a brand apply at once; prices apply when the
 * form is submitted, so the listing does not jump about while a shopper is still typing a number.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import {
  defaultQuery,
  filsToAedInput,
  maxBrands,
  type ListingQuery,
} from '../../domain/listing/listing-query';
import type { FilterCategory } from '../../domain/listing/listing-query-filter';
import { toggleBrand } from '../../domain/listing/listing-query-brands';
import { currentSortChoice, sortOfChoice } from '../../domain/listing/listing-query-sort';
import { toFils } from '../../domain/money';

interface Options {
  categories: FilterCategory[];
  query: ListingQuery;
  /** The category the query selects (see selectedCategory). */
  selected: FilterCategory | null;
  onChange: (next: ListingQuery) => void;
}

export function useListingFilters({ categories, query, selected, onChange }: Options) {
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  useEffect(() => {
    setMin(query.priceMin === null ? '' : filsToAedInput(query.priceMin));
    setMax(query.priceMax === null ? '' : filsToAedInput(query.priceMax));
  }, [query.priceMin, query.priceMax]);

  return {
    min,
    max,
    setMin,
    setMax,
    /** The top-level category chosen, whose sub-categories are offered. */
    top: selected
      ? (categories.find((c) => c.id === selected.id || c.children.includes(selected)) ?? null)
      : null,
    /** The select's value: the order chosen, or the default one ("") for this query. */
    sort: sortOfChoice(currentSortChoice(query)) ?? '',
    // The listing route takes no more brands: the others wait until one is unticked.
    brandsFull: query.brands.length >= maxBrands,
    filtered:
      query.category !== null ||
      query.parentId !== null ||
      query.priceMin !== null ||
      query.priceMax !== null ||
      query.brands.length > 0,
    chooseSort: (value: string) => onChange({ ...query, page: 1, sort: sortOfChoice(value) }),
    chooseCategory: (category: number | null, parentId: number | null) =>
      onChange({ ...query, page: 1, category, parentId }),
    toggleBrand: (slug: string) => onChange(toggleBrand(query, slug)),
    applyPrices: (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      // What is not an amount is ignored, as the URL reader would.
      onChange({ ...query, page: 1, priceMin: toFils(min), priceMax: toFils(max) });
    },
    clear: () => onChange({ ...defaultQuery, search: query.search, sort: query.sort }),
  };
}

/**
 * The /products filters: the order, one category (with its sub-categories once chosen), any number
 * of brands and a price range (listing-filters-state.ts says when each applies). Without JavaScript
 * the form still works: it sends the same parameters to /products.
 */
import { memo, useId } from 'react';
import type { ListingQuery } from '../../domain/listing/listing-query';
import type { FilterCategory } from '../../domain/listing/listing-query-filter';
import type { BrandOption } from '../../domain/listing/listing-query-brands';
import type { ShopUrls } from '../../domain/urls';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { useListingFilters } from './listing-filters-state';
import { BrandChoices, CategoryChoices, PriceRange, SortSelect } from './listing-filters-views';

interface Props {
  categories: FilterCategory[];
  query: ListingQuery;
  /** The category the query selects (see selectedCategory). */
  selected: FilterCategory | null;
  /** The brands of the current result with the count each would show (see brandOptions). */
  brands: BrandOption[];
  onChange: (next: ListingQuery) => void;
  urls: ShopUrls;
  locale: Locale;
  t: Messages['listing'];
}

function Filters({ categories, query, selected, brands, onChange, urls, locale, t }: Props) {
  const id = useId();
  const filters = useListingFilters({ categories, query, selected, onChange });
  return (
    <form
      action={urls.products}
      method="get"
      onSubmit={filters.applyPrices}
      className="flex flex-col gap-6"
    >
      {query.search && <input type="hidden" name="search" value={query.search} />}
      <SortSelect
        id={`${id}-sort`}
        query={query}
        value={filters.sort}
        onChange={filters.chooseSort}
        t={t}
      />
      <CategoryChoices
        categories={categories}
        top={filters.top}
        selected={selected}
        onChoose={filters.chooseCategory}
        t={t}
      />
      {brands.length > 0 && (
        <BrandChoices
          brands={brands}
          ticked={query.brands}
          full={filters.brandsFull}
          onToggle={filters.toggleBrand}
          locale={locale}
          t={t}
        />
      )}
      <PriceRange
        id={id}
        min={filters.min}
        max={filters.max}
        onMin={filters.setMin}
        onMax={filters.setMax}
        t={t}
      />
      {filters.filtered && (
        <button
          type="button"
          onClick={filters.clear}
          className="self-start text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t.clearFilters}
        </button>
      )}
    </form>
  );
}

/**
 * Drawn twice (the side column and the phone's drawer) and only changed by a new query or new brand
 * counts: a render for "loading" alone leaves them as they are.
 */
export default memo(Filters);

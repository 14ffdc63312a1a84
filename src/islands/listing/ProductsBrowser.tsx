/**
 * The /products page once JavaScript runs. The build pre-renders page 1 of all products (passed in
 * as children and the `pagination` slot); this island takes over from there, keeping its state in
 * the URL (page, search, category, parent_id, price_min, price_max, brand, sort) so that every view
 * is a link and back/forward work, and asking the server's listing route for every other view
 * (listing-browser-state.ts).
 */
import type { ReactNode } from 'react';
import type { FilterCategory } from '../../domain/listing/listing-query-filter';
import type { BrandOption } from '../../domain/listing/listing-query-brands';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { useMediaQuery } from '../../browser/use-media-query';
import { useListingBrowser } from './listing-browser-state';
import { ListingCards, ListingFailure, ListingTitle, LoadMore } from './listing-browser-views';
import FilterDrawer from './FilterDrawer';
import Filters from './Filters';
import Pager from './Pager';

interface Props {
  /** The categories the filter offers. */
  categories: FilterCategory[];
  /** Products in the catalogue: the count of the pre-rendered view. */
  total: number;
  /**
   * The brands of the whole catalogue with their counts: the brand filter of the pre-rendered view.
   */
  brands: BrandOption[];
  /** The shop's VAT setting (PRICES_INCLUDE_VAT): prices shown and filtered gross or net. */
  pricesIncludeVat: boolean;
  /** The pre-rendered grid of page 1. */
  children?: ReactNode;
  /** The pre-rendered page links of page 1. */
  pagination?: ReactNode;
  locale: Locale;
  t: Messages['listing'];
  cardT: Messages['card'];
}

export default function ProductsBrowser({
  categories,
  total,
  brands,
  pricesIncludeVat,
  children,
  pagination,
  locale,
  t,
  cardT,
}: Props) {
  const listing = useListingBrowser({ categories, total, brands, locale, t });
  // The side column is shown from Tailwind's lg breakpoint up, the drawer's button below it: once
  // the width is known, the filters are drawn only where they can be seen (each drawing is a large
  // part of a new view's render on a phone).
  const wide = useMediaQuery('(min-width: 64rem)');
  const { results, range } = listing;
  const filters = (
    <Filters
      categories={categories}
      query={listing.query}
      selected={listing.selected}
      brands={listing.brands}
      onChange={listing.filterChange}
      urls={listing.urls}
      locale={locale}
      t={t}
    />
  );

  return (
    // The clicks of the links inside, caught on their way up (Enter on a link clicks it too).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8"
      onClick={listing.followLink}
    >
      <aside className="hidden lg:block" aria-label={t.filters}>
        {wide !== false && filters}
      </aside>
      <section aria-labelledby="products-heading">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <ListingTitle
            headingRef={listing.headingRef}
            heading={listing.heading}
            status={listing.status}
            leftOut={listing.leftOut}
          />
          {listing.hydrated && (
            <FilterDrawer doneLabel={listing.doneLabel} t={t}>
              {wide !== true && filters}
            </FilterDrawer>
          )}
        </div>
        {/* The grid is dimmed only once an answer is slow (150 ms): the dimming is a repaint of all of it. */}
        {results.failed ? (
          <ListingFailure onRetry={listing.retry} t={t} />
        ) : (
          <div
            aria-busy={results.loading}
            className="aria-busy:opacity-60 aria-busy:transition-opacity aria-busy:delay-150 aria-busy:duration-0"
          >
            <ListingCards
              shown={results.shown}
              gridRef={listing.gridRef}
              productsHref={listing.urls.products}
              pricesIncludeVat={pricesIncludeVat}
              locale={locale}
              t={t}
              cardT={cardT}
            >
              {children}
            </ListingCards>
            {listing.hasMore && (
              <LoadMore loading={results.loading} onClick={listing.loadMore} t={t} />
            )}
            {results.shown.kind === 'prerendered' ? (
              pagination
            ) : (
              <Pager
                current={range.page}
                last={range.pageCount}
                href={listing.pageHref}
                label={t.pages}
                t={t}
              />
            )}
          </div>
        )}
      </section>
    </div>
  );
}

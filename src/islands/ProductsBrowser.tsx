/**
 * The /products page once JavaScript runs. The build pre-renders page 1 of all products (passed in
 * as children and the `pagination` slot); this island takes over from there, keeping its state in
 * the URL (page, search, category, parent_id, price_min, price_max, brand, sort) so that every view
 * is a link and back/forward work, and asking the server's listing route for every other view.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { defaultQuery, isDefaultQuery, type ListingQuery } from '../domain/listing-query';
import { listingHeading, selectedCategory, type FilterCategory } from '../domain/listing-query-filter';
import type { BrandOption } from '../domain/listing-query-brands';
import { parseListingQuery } from '../domain/listing-query-parse';
import { shopUrls } from '../domain/urls';
import { fill, formatCount, plural } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { limits } from '../site.config';
import EmptyResults from '../components/product/EmptyResults';
import { maxPagesPerAnswer, type ListingAnswer } from '../data-format/listing-answers';
import { useMediaQuery } from './lib/use-media-query';
import { fetchListing } from './products/listing-client';
import FilterDrawer from './products/FilterDrawer';
import Filters from './products/Filters';
import Pager from './products/Pager';
import ResultCards from './products/ResultCards';

interface Props {
  /** The categories the filter offers. */
  categories: FilterCategory[];
  /** Products in the catalogue: the count of the pre-rendered view. */
  total: number;
  /** The brands of the whole catalogue with their counts: the brand filter of the pre-rendered view. */
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

const pageSize = limits.pageSize;

/** What the page shows: a query, and from which page on (Load More keeps earlier pages). */
interface View {
  query: ListingQuery;
  firstPage: number;
}

/** `view`: which view the answer is of, the same for each Load More of it. */
type Shown = { kind: 'prerendered' } | ({ kind: 'listed'; view: string } & ListingAnswer);

interface Results {
  shown: Shown;
  loading: boolean;
  failed: boolean;
}

type Focus = 'heading' | { card: number } | null;

const showsPrerendered = (view: View) => isDefaultQuery(view.query) && view.firstPage === 1;

/** A view's answer on its way from the listing route. */
interface ViewRequest {
  view: View;
  controller: AbortController;
  answer: Promise<ListingAnswer>;
}

function requestView(view: View, locale: Locale): ViewRequest {
  const controller = new AbortController();
  const answer = fetchListing(view.query, view.firstPage, locale, controller.signal);
  // A request replaced before anyone took it rejects unheard when aborted.
  answer.catch(() => undefined);
  return { view, controller, answer };
}

/** Where the shown cards sit in the listing, and how long it is. */
interface Range {
  firstPage: number;
  page: number;
  pageCount: number;
  start: number;
  end: number;
  total: number;
}

function shownRange(shown: Shown, total: number): Range {
  if (shown.kind === 'listed') return { ...shown, end: shown.start + shown.cards.length };
  return { firstPage: 1, page: 1, pageCount: Math.max(1, Math.ceil(total / pageSize)), start: 0, end: Math.min(pageSize, total), total };
}

function statusText(results: Results, range: Range, t: Messages['listing'], locale: Locale): string {
  if (results.failed) return t.failed;
  if (results.loading) return t.loading;
  const count = (n: number) => formatCount(n, locale);
  return range.total === 0 ? t.none : fill(t.showing, { from: count(range.start + 1), to: count(range.end), total: count(range.total) });
}

export default function ProductsBrowser({ categories, total, brands, pricesIncludeVat, children, pagination, locale, t, cardT }: Props) {
  const urls = useMemo(() => shopUrls(locale), [locale]);
  const [view, setView] = useState<View>({ query: defaultQuery, firstPage: 1 });
  const [results, setResults] = useState<Results>({ shown: { kind: 'prerendered' }, loading: false, failed: false });
  const [attempt, setAttempt] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  // The side column is shown from Tailwind's lg breakpoint up, the drawer's button below it: once the
  // width is known, the filters are drawn only where they can be seen (each drawing is a large part
  // of a new view's render on a phone).
  const wide = useMediaQuery('(min-width: 64rem)');
  const heading = useRef<HTMLHeadingElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<Focus>(null);

  // The answer of the view being moved to, asked for before React renders the move (on a phone that
  // render took longer than the round trip), until the effect below takes it.
  const ahead = useRef<ViewRequest | null>(null);

  /**
   * Moves to a view. Its "loading" state is set in the same update as the view, so a new view costs
   * one render and one paint before its answer, not two.
   */
  const show = useCallback(
    (next: View) => {
      ahead.current?.controller.abort();
      ahead.current = showsPrerendered(next) ? null : requestView(next, locale);
      setView(next);
      setResults((r) => (showsPrerendered(next) ? { shown: { kind: 'prerendered' }, loading: false, failed: false } : { ...r, loading: true, failed: false }));
    },
    [locale],
  );

  const readUrl = useCallback(() => {
    const query = parseListingQuery(new URLSearchParams(window.location.search));
    show({ query, firstPage: query.page });
  }, [show]);

  useEffect(() => {
    setHydrated(true);
    readUrl();
    window.addEventListener('popstate', readUrl);
    return () => window.removeEventListener('popstate', readUrl);
  }, [readUrl]);

  useEffect(() => {
    if (showsPrerendered(view)) return;
    // A retry asks again; a newer view aborts the request of the one it replaces.
    const request = ahead.current?.view === view ? ahead.current : requestView(view, locale);
    ahead.current = null;
    const { signal } = request.controller;
    request.answer.then(
      (listed) =>
        !signal.aborted &&
        setResults({ shown: { kind: 'listed', view: urls.listing({ ...view.query, page: view.firstPage }), ...listed }, loading: false, failed: false }),
      () => !signal.aborted && setResults((r) => ({ ...r, loading: false, failed: true })),
    );
    return () => request.controller.abort();
  }, [view, attempt, locale, urls]);

  useEffect(() => {
    const focus = pendingFocus.current;
    if (results.loading || focus === null) return;
    pendingFocus.current = null;
    if (focus === 'heading') {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: 'start' });
    } else {
      grid.current?.querySelectorAll<HTMLAnchorElement>('[data-product-card] h2 a')[focus.card]?.focus();
    }
  }, [results]);

  const go = useCallback(
    (query: ListingQuery, focus: Focus) => {
      window.history.pushState(null, '', urls.listing(query));
      pendingFocus.current = focus;
      show({ query, firstPage: query.page });
    },
    [urls, show],
  );
  const filterChange = useCallback((next: ListingQuery) => go(next, null), [go]);

  function loadMore(range: Range) {
    const query = { ...view.query, page: range.page + 1 };
    // More of the same view, not a new one: the URL follows (a reload shows the last page) without a history entry.
    window.history.replaceState(null, '', urls.listing(query));
    // One answer carries so many pages: a longer run lets its first pages go.
    const firstPage = Math.max(range.firstPage, query.page - maxPagesPerAnswer + 1);
    pendingFocus.current = { card: range.end - (firstPage - 1) * pageSize };
    show({ query, firstPage });
  }

  function retry() {
    setAttempt((n) => n + 1);
    setResults((r) => ({ ...r, loading: true, failed: false }));
  }

  /** Page links and "Browse Products" stay real links; a plain click on one moves within the page. */
  function followLink(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.origin !== window.location.origin || link.pathname.replace(/\/$/, '') !== urls.products) return;
    event.preventDefault();
    go(parseListingQuery(new URLSearchParams(link.search)), 'heading');
  }

  const { query } = view;
  const selected = selectedCategory(categories, query);
  const { shown } = results;
  const range = shownRange(shown, total);
  const status = statusText(results, range, t, locale);
  const pageHref = (page: number) => urls.listing({ ...query, page });
  const filters = (
    <Filters
      categories={categories}
      query={query}
      selected={selected}
      brands={shown.kind === 'listed' ? shown.brands : brands}
      onChange={filterChange}
      urls={urls}
      locale={locale}
      t={t}
    />
  );

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8" onClick={followLink}>
      <aside className="hidden lg:block" aria-label={t.filters}>
        {wide !== false && filters}
      </aside>
      <section aria-labelledby="products-heading">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 id="products-heading" ref={heading} tabIndex={-1} className="scroll-mt-28 text-2xl font-bold text-ink sm:text-3xl">
              {listingHeading(query, selected, t)}
            </h1>
            <p role="status" className="mt-1 text-sm text-ink-muted">
              {status}
            </p>
          </div>
          {hydrated && (
            <FilterDrawer doneLabel={results.loading || results.failed ? t.showProducts : plural(t.showCount, range.total, locale)} t={t}>
              {wide !== true && filters}
            </FilterDrawer>
          )}
        </div>
        {/* The grid is dimmed only once an answer is slow (150 ms): the dimming is a repaint of all of it. */}
        {results.failed ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-danger/40 bg-white p-6">
            <p className="font-semibold text-danger">{t.failed}</p>
            <button type="button" className="btn btn-primary" onClick={retry}>
              {t.tryAgain}
            </button>
          </div>
        ) : (
          <div aria-busy={results.loading} className="aria-busy:opacity-60 aria-busy:transition-opacity aria-busy:delay-150 aria-busy:duration-0">
            {shown.kind === 'prerendered' ? (
              children
            ) : shown.total === 0 ? (
              <EmptyResults productsHref={urls.products} t={t} />
            ) : (
              <ResultCards
                key={shown.view}
                ref={grid}
                cards={shown.cards}
                all={shown.page > shown.firstPage}
                pricesIncludeVat={pricesIncludeVat}
                locale={locale}
                t={cardT}
              />
            )}
            {hydrated && range.page < range.pageCount && (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  disabled={results.loading}
                  onClick={() => loadMore(range)}
                  className="btn btn-primary min-h-11 min-w-40 disabled:opacity-70"
                >
                  {results.loading ? t.loadingMore : t.loadMore}
                </button>
              </div>
            )}
            {shown.kind === 'prerendered' ? pagination : <Pager current={range.page} last={range.pageCount} href={pageHref} label={t.pages} t={t} />}
          </div>
        )}
      </section>
    </div>
  );
}

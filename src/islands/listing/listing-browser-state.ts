/**
 * The state of the /products island (ProductsBrowser.tsx): the view the URL names, the listing
 * route's answer for it, and the moves between views (filters, page links, Load More, back and
 * forward). Kept apart from the markup so that it can be tested without a browser.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import {
  defaultQuery,
  isDefaultQuery,
  type ListingQuery,
} from '../../domain/listing/listing-query';
import {
  listingHeading,
  selectedCategory,
  type FilterCategory,
} from '../../domain/listing/listing-query-filter';
import { leftOutNotice } from '../../domain/listing/search-terms';
import type { BrandOption } from '../../domain/listing/listing-query-brands';
import { parseListingQuery } from '../../domain/listing/listing-query-parse';
import { shopUrls, type ShopUrls } from '../../domain/urls';
import { fill, formatCount, plural } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';
import type { Messages } from '../../i18n/messages';
import { limits } from '../../site.config';
import { maxPagesPerAnswer, type ListingAnswer } from '../../domain/listing/listing-answers';
import { fetchListing } from '../../browser/listing/listing-client';

const pageSize = limits.pageSize;

/** What the page shows: a query, and from which page on (Load More keeps earlier pages). */
interface View {
  query: ListingQuery;
  firstPage: number;
}

/** `view`: which view the answer is of, the same for each Load More of it. */
export type Shown = { kind: 'prerendered' } | ({ kind: 'listed'; view: string } & ListingAnswer);

export interface Results {
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

/**
 * How long a view reached through the URL (the header's search, Back and Forward) waits for its
 * answer before it shows its loading state: an answer within it is shown in one render, not two
 * (on a phone the loading render alone is a noticeable part of the first search).
 */
export const quietMs = 150;

/** Where the shown cards sit in the listing, and how long it is. */
export interface Range {
  firstPage: number;
  page: number;
  pageCount: number;
  start: number;
  end: number;
  total: number;
}

function shownRange(shown: Shown, total: number): Range {
  if (shown.kind === 'listed') return { ...shown, end: shown.start + shown.cards.length };
  return {
    firstPage: 1,
    page: 1,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    start: 0,
    end: Math.min(pageSize, total),
    total,
  };
}

function statusText(
  results: Results,
  range: Range,
  t: Messages['listing'],
  locale: Locale,
): string {
  if (results.failed) return t.failed;
  if (results.loading) return t.loading;
  const count = (n: number) => formatCount(n, locale);
  return range.total === 0
    ? t.none
    : fill(t.showing, {
        from: count(range.start + 1),
        to: count(range.end),
        total: count(range.total),
      });
}

interface Options {
  categories: FilterCategory[];
  /** Products in the catalogue: the count of the pre-rendered view. */
  total: number;
  /** The brands of the whole catalogue: the brand filter of the pre-rendered view. */
  brands: BrandOption[];
  locale: Locale;
  t: Messages['listing'];
}

/** The view shown and the listing route's answer for it; `show` moves to another view. */
function useListingViews(locale: Locale, urls: ShopUrls) {
  const [view, setView] = useState<View>({ query: defaultQuery, firstPage: 1 });
  const [results, setResults] = useState<Results>({
    shown: { kind: 'prerendered' },
    loading: false,
    failed: false,
  });
  // The request of the view being moved to, and the timer that shows its loading state.
  const pending = useRef<{ request: ViewRequest; timer?: ReturnType<typeof setTimeout> } | null>(
    null,
  );

  /**
   * Moves to a view, asking for its answer before React renders anything. Its "loading" state is
   * set in the same update as the view (one render and one paint before the answer, not two), at
   * once, or, `quiet`, only if the answer takes longer than `quietMs`.
   */
  const show = useCallback(
    (next: View, quiet = false) => {
      pending.current?.request.controller.abort();
      clearTimeout(pending.current?.timer);
      pending.current = null;
      if (showsPrerendered(next)) {
        setView(next);
        setResults({ shown: { kind: 'prerendered' }, loading: false, failed: false });
        return;
      }
      const request = requestView(next, locale);
      const loading = () => {
        setView(next);
        setResults((r) => ({ ...r, loading: true, failed: false }));
      };
      const mine = { request, timer: quiet ? setTimeout(loading, quietMs) : undefined };
      pending.current = mine;
      if (!quiet) loading();
      const settle = (shown: (r: Results) => Results) => {
        if (request.controller.signal.aborted) return;
        clearTimeout(mine.timer);
        pending.current = null;
        setView(next);
        setResults(shown);
      };
      request.answer.then(
        (listed) =>
          settle(() => ({
            shown: {
              kind: 'listed',
              view: urls.listing({ ...next.query, page: next.firstPage }),
              ...listed,
            },
            loading: false,
            failed: false,
          })),
        () => settle((r) => ({ ...r, loading: false, failed: true })),
      );
    },
    [locale, urls],
  );

  // A request still out when the island goes is not wanted.
  useEffect(
    () => () => {
      pending.current?.request.controller.abort();
      clearTimeout(pending.current?.timer);
    },
    [],
  );

  return { view, results, show, retry: () => show(view) };
}

/**
 * Where focus goes once the next answer is shown: the heading after a page link, the first new card
 * after Load More.
 */
function usePendingFocus(results: Results) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<Focus>(null);
  useEffect(() => {
    const focus = pendingFocus.current;
    if (results.loading || focus === null) return;
    pendingFocus.current = null;
    if (focus === 'heading') {
      headingRef.current?.focus({ preventScroll: true });
      headingRef.current?.scrollIntoView({ block: 'start' });
    } else {
      const links = gridRef.current?.querySelectorAll<HTMLAnchorElement>(
        '[data-product-card] h2 a',
      );
      links?.[focus.card]?.focus();
    }
  }, [results]);
  return { headingRef, gridRef, pendingFocus };
}

export function useListingBrowser({ categories, total, brands, locale, t }: Options) {
  const urls = useMemo(() => shopUrls(locale), [locale]);
  const { view, results, show, retry } = useListingViews(locale, urls);
  const [hydrated, setHydrated] = useState(false);
  const { headingRef, gridRef, pendingFocus } = usePendingFocus(results);

  /**
   * The view the address names; `quiet` when it changed under the island (the header's search, Back
   * and Forward).
   */
  const readUrl = useCallback(
    (quiet: boolean) => {
      const query = parseListingQuery(new URLSearchParams(window.location.search));
      show({ query, firstPage: query.page }, quiet);
    },
    [show],
  );

  useEffect(() => {
    setHydrated(true);
    readUrl(false);
    const moved = () => readUrl(true);
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, [readUrl]);

  const go = useCallback(
    (query: ListingQuery, focus: Focus) => {
      window.history.pushState(null, '', urls.listing(query));
      pendingFocus.current = focus;
      show({ query, firstPage: query.page });
    },
    [urls, show, pendingFocus],
  );
  const filterChange = useCallback((next: ListingQuery) => go(next, null), [go]);

  const { query } = view;
  const { shown } = results;
  const range = shownRange(shown, total);

  function loadMore() {
    const next = { ...query, page: range.page + 1 };
    // More of the same view, not a new one: the URL follows (a reload shows the last page) without
    // a history entry.
    window.history.replaceState(null, '', urls.listing(next));
    // One answer carries so many pages: a longer run lets its first pages go.
    const firstPage = Math.max(range.firstPage, next.page - maxPagesPerAnswer + 1);
    pendingFocus.current = { card: range.end - (firstPage - 1) * pageSize };
    show({ query: next, firstPage });
  }

  /**
   * Page links and "Browse Products" stay real links; a plain click on one moves within the page.
   */
  function followLink(event: MouseEvent<HTMLElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    if (
      !link ||
      link.target ||
      link.origin !== window.location.origin ||
      link.pathname.replace(/\/$/, '') !== urls.products
    )
      return;
    event.preventDefault();
    go(parseListingQuery(new URLSearchParams(link.search)), 'heading');
  }

  const selected = selectedCategory(categories, query);
  return {
    urls,
    query,
    selected,
    results,
    range,
    hydrated,
    headingRef,
    gridRef,
    heading: listingHeading(query, selected, t),
    status: statusText(results, range, t, locale),
    /** Which words the search shown left out to find anything, once its answer is on show. */
    leftOut:
      shown.kind === 'listed' && !results.loading && !results.failed
        ? leftOutNotice(shown.leftOut, t)
        : null,
    /** The brand filter's options: the shown answer's counts. */
    brands: shown.kind === 'listed' ? shown.brands : brands,
    /** The filter drawer's close button. */
    doneLabel:
      results.loading || results.failed ? t.showProducts : plural(t.showCount, range.total, locale),
    /** Load More is offered once hydrated while pages remain. */
    hasMore: hydrated && range.page < range.pageCount,
    pageHref: (page: number) => urls.listing({ ...query, page }),
    filterChange,
    loadMore,
    retry,
    followLink,
  };
}

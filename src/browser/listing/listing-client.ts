/**
 * The browser's side of the listing routes (src/pages/api/products.ts,
 * src/pages/api/suggestions.ts): their addresses, and one fetch each. The answers come from this
 * shop's own server, built with the page, so their shape is trusted; a failed request throws, and
 * an aborted one rejects with the AbortError for the caller to ignore.
 */
import type { ListingAnswer, SuggestionsAnswer } from '../../domain/listing/listing-answers';
import { listingQueryToString, type ListingQuery } from '../../domain/listing/listing-query';
import type { Locale } from '../../i18n/locales';

/**
 * The address of a listing view's answer: the page's own query string, then the first page of the
 * run and the language.
 */
export function listingApiUrl(query: ListingQuery, from: number, locale: Locale): string {
  const own = listingQueryToString(query);
  const extra = new URLSearchParams(
    from < query.page ? { from: String(from), lang: locale } : { lang: locale },
  );
  return `/api/products${own ? `${own}&` : '?'}${extra}`;
}

export function suggestionsApiUrl(term: string, locale: Locale): string {
  return `/api/suggestions?${new URLSearchParams({ search: term, lang: locale })}`;
}

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export const fetchListing = (
  query: ListingQuery,
  from: number,
  locale: Locale,
  signal: AbortSignal,
) => getJson<ListingAnswer>(listingApiUrl(query, from, locale), signal);

export const fetchSuggestions = (term: string, locale: Locale, signal: AbortSignal) =>
  getJson<SuggestionsAnswer>(suggestionsApiUrl(term, locale), signal);

/**
 * The query strings of the listing routes: `/api/products` takes the parameters of a /products URL
 * (read by the same parser as the page) plus `from` and `lang`; `/api/suggestions` takes `search`
 * and `lang`. The islands write these URLs, so anything that does not read back is refused, naming
 * the parameter, where a page would quietly drop it.
 */
import type { ListingQuery } from '../../domain/listing/listing-query';
import { listingParams, parseListingQuery } from '../../domain/listing/listing-query-parse';
import { defaultLocale, isLocale, locales, type Locale } from '../../i18n/locales';
import { maxPagesPerAnswer, type ListingRefusal } from '../../domain/listing/listing-answers';
import type { ListingRequest } from './service';

type Read<T> = T | { refused: ListingRefusal };

const refuse = (param: string, error: string): { refused: ListingRefusal } => ({
  refused: { param, error },
});

function unknownParam(
  params: URLSearchParams,
  known: readonly string[],
): { refused: ListingRefusal } | null {
  const name = [...params.keys()].find((key) => !known.includes(key));
  return name === undefined ? null : refuse(name, `Unknown parameter "${name.slice(0, 40)}"`);
}

function readLocale(params: URLSearchParams): Read<Locale> {
  const lang = params.get('lang');
  if (lang === null) return defaultLocale;
  return isLocale(lang) ? lang : refuse('lang', `lang is one of ${locales.join(', ')}`);
}

export function readListingRequest(params: URLSearchParams): Read<ListingRequest> {
  const unknown = unknownParam(params, [...listingParams, 'from', 'lang']);
  if (unknown) return unknown;
  const dropped: { name: string; why: string }[] = [];
  const query: ListingQuery = parseListingQuery(params, (name, why = `Invalid value of ${name}`) =>
    dropped.push({ name, why }),
  );
  if (dropped[0] !== undefined) return refuse(dropped[0].name, dropped[0].why);
  const locale = readLocale(params);
  if (typeof locale !== 'string') return locale;
  const from = params.get('from');
  if (from === null) return { query, from: query.page, locale };
  const lowest = Math.max(1, query.page - maxPagesPerAnswer + 1);
  if (!/^[1-9]\d{0,15}$/.test(from) || Number(from) < lowest || Number(from) > query.page) {
    return refuse('from', `from is a page number from ${lowest} to page (${query.page})`);
  }
  return { query, from: Number(from), locale };
}

export function readSuggestionsRequest(
  params: URLSearchParams,
): Read<{ term: string; locale: Locale }> {
  const unknown = unknownParam(params, ['search', 'lang']);
  if (unknown) return unknown;
  const search = params.get('search');
  if (search === null) return refuse('search', 'Give the words to search for as ?search=');
  const locale = readLocale(params);
  if (typeof locale !== 'string') return locale;
  return { term: search.slice(0, 100), locale };
}

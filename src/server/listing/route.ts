/**
 * What the two listing routes share: a per-client throttle that a fast typist never reaches but a
 * scraper soon does, validation naming the parameter at fault, and caching by release. An answer
 * depends only on the build (its catalogue and its code), so it is public for a short while and
 * carries the build as its ETag: a repeated search costs a 304, and a new release changes the tag.
 */
import type { APIRoute } from 'astro';
import { build } from 'virtual:shop/listing-snapshot';
import type { ListingRefusal } from '../../domain/listing/listing-answers';
import { defaultLocale, isLocale } from '../../i18n/locales';
import { json, socketAddress, throttleKey } from '../http';
import { errorText, log } from '../log';
import { tooManyRequests } from '../messages';
import { StoreUnavailableError } from '../route-store';
import { getStorage } from '../storage';
import { throttle } from '../throttle';
import { serverListing } from './source';
import type { ListingService } from './service';

/**
 * Both routes count together. Suggestions wait for a pause in typing
 * (src/islands/listing/search-suggestions-state.ts), so even nonstop typing asks a few times a
 * second; a scraper asks as fast as it is answered.
 */
const SEARCH_LIMIT = 240;
const SEARCH_WINDOW_MS = 60_000;
const MAX_AGE_SECONDS = 60;

const etag = `W/"${build}"`;

export interface ListingRouteConfig<R extends object> {
  name: string;
  read(params: URLSearchParams): R | { refused: ListingRefusal };
  answer(service: ListingService, request: R): object;
}

async function throttled(request: Request, address: string | undefined): Promise<number | null> {
  try {
    const result = await throttle(
      await getStorage(),
      throttleKey('search', request, address),
      SEARCH_LIMIT,
      SEARCH_WINDOW_MS,
    );
    return result.allowed ? null : result.retryAfter;
  } catch (error) {
    // Searching writes nothing: while the shared store is out (it logs that once) shoppers still
    // search.
    if (error instanceof StoreUnavailableError) return null;
    throw error;
  }
}

const notModified = (ifNoneMatch: string | null) =>
  ifNoneMatch !== null && ifNoneMatch.split(',').some((tag) => tag.trim() === etag);

export function listingRoute<R extends object>(config: ListingRouteConfig<R>): APIRoute {
  return async (context) => {
    const { request, url } = context;
    const client = socketAddress(context);
    // Counted before anything else, so a flood of bad requests is cut short as well.
    const retryAfter = await throttled(request, client);
    if (retryAfter !== null) {
      const lang = url.searchParams.get('lang');
      const locale = isLocale(lang) ? lang : defaultLocale;
      return json(
        429,
        { error: tooManyRequests(retryAfter, locale) },
        { 'Retry-After': String(retryAfter) },
      );
    }
    const read = config.read(url.searchParams);
    if ('refused' in read) {
      log().warn(
        {
          event: config.name,
          outcome: 'refused',
          query: url.search.slice(0, 200),
          reason: read.refused.error,
        },
        `refused ${JSON.stringify(url.search.slice(0, 200))}: ${read.refused.error}`,
      );
      return json(400, { ...read.refused });
    }
    const cache = { 'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}`, ETag: etag };
    if (notModified(request.headers.get('if-none-match')))
      return new Response(null, { status: 304, headers: cache });
    try {
      return json(200, { ...config.answer(await serverListing(), read) }, cache);
    } catch (error) {
      log().error({ event: config.name, err: error }, errorText(error));
      return json(503, { error: 'Search is unavailable; please try again.' });
    }
  };
}

/**
 * What the two live routes share: a per-client limit, as the search routes have (the portal
 * budget is shared by everyone, so one client must not spend it alone), and the language of the
 * 429's text (the island says `?lang=`, else Accept-Language).
 */
import { defaultLocale, isLocale, type Locale } from '../../i18n/locales';
import { overClientLimit } from '../client-limit';
import { requestLocale } from '../request-locale';

/** A product page asks once, a cart once per look; a scraper asks as fast as it is answered. */
const LIVE_LIMIT = { name: 'live', limit: 240, windowMs: 60_000 };

function liveLocale(request: Request, url: URL): Locale {
  const lang = url.searchParams.get('lang');
  if (lang) return isLocale(lang) ? lang : defaultLocale;
  return requestLocale(request);
}

/** The 429 for a client over its share of the live routes, or null. */
export const overLiveLimit = (context: { request: Request; url: URL; clientAddress: string }) =>
  overClientLimit(context, LIVE_LIMIT, liveLocale(context.request, context.url));

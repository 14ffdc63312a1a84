/**
 * What an Astro page or component needs to speak the page's language: call `pageI18n(Astro)`.
 * The language comes from the URL through Astro's i18n routing (`Astro.currentLocale`).
 */
import { shopUrls } from '../domain/urls';
import { formatMoney } from './format';
import { localeInfo, pathInLocale, toLocale, type Locale } from './locales';
import { messagesFor } from './messages';

export function pageI18n(astro: { currentLocale: string | undefined }) {
  const locale: Locale = toLocale(astro.currentLocale);
  return {
    locale,
    dir: localeInfo[locale].dir,
    t: messagesFor(locale),
    urls: shopUrls(locale),
    money: (fils: number) => formatMoney(fils, locale),
    /** This page's address in another language (query kept), from any of its addresses. */
    pathIn: (other: Locale, pathWithQuery: string) => pathInLocale(pathWithQuery, other),
  };
}

export type PageI18n = ReturnType<typeof pageI18n>;

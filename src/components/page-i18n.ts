/**
 * What an Astro page or component needs to speak the page's language: call `pageI18n(Astro)`.
 * The language comes from the URL through Astro's i18n routing (`Astro.currentLocale`).
 * `createPageI18n` makes it for any set of languages; `pageI18n` is the shop's.
 */
import { shopUrlsUnder } from '../domain/urls';
import { createFormat } from '../i18n/format';
import type { Languages } from '../i18n/languages';
import * as shopLanguages from '../i18n/locales';
import { messagesFor } from '../i18n/messages';

export function createPageI18n<L extends string, M>(
  languages: Languages<L>,
  catalogue: (locale: L) => M,
) {
  const { formatMoney } = createFormat(languages);
  return (astro: { currentLocale: string | undefined }) => {
    const locale = languages.toLocale(astro.currentLocale);
    return {
      locale,
      dir: languages.localeInfo[locale].dir,
      t: catalogue(locale),
      urls: shopUrlsUnder(languages.localeInfo[locale].prefix),
      money: (fils: number) => formatMoney(fils, locale),
      /** This page's address in another language (query kept), from any of its addresses. */
      pathIn: (other: L, pathWithQuery: string) => languages.pathInLocale(pathWithQuery, other),
    };
  };
}

export const pageI18n = createPageI18n(shopLanguages, messagesFor);

export type PageI18n = ReturnType<typeof pageI18n>;

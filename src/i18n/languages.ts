/**
 * What a language is to the shop, and the routing made from a list of them. Everything that differs
 * between languages and is not a word of the interface (those are in messages/<code>/) is a field
 * of its record here, so a language is added by configuration: the shop's list is `languages` in
 * src/site.config.ts (src/i18n/locales.ts makes the shop's routing from it); a test can make its
 * own.
 */

export interface LanguageConfig {
  /** The value of `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /** The `Intl` locale its numbers, money, dates and plural rules are written by. */
  intl: string;
  /**
   * The digits its figures are written in, as `Intl` names them ('latn': 0-9, 'arab': Arabic-Indic
   * digits); the locale's own when there is none.
   */
  numberingSystem?: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /**
   * How an amount is written with its currency: the currency as this language writes it, and on
   * which side.
   */
  money: { currency: string; currencyFirst: boolean };
  /**
   * The type its pages are set in: 'system', the reader's own fonts; 'arabic', IBM Plex Sans Arabic
   * served by the shop from a shopper's second page on (src/components/shell/ArabicFont.astro).
   */
  font: 'system' | 'arabic';
  /**
   * Which of the portal's names its pages call a product by: 'name', or 'second-name' (stock SMA's
   * `second_name`, kept when it is in Arabic script), falling back to the name when there is none.
   */
  productName: 'name' | 'second-name';
  /**
   * Whether the portal's product texts (meta title, meta description, description) are written in
   * this language: then its pages and feed use them; else they are written from its messages.
   */
  portalTexts: boolean;
}

export interface LanguagesConfig<L extends string> {
  /** The language of the root URLs, and of anything that names no language it knows. */
  default: NoInfer<L>;
  /**
   * Each language by its code (as `<html lang>` and hreflang write it), in the order pages list
   * them.
   */
  byCode: Record<L, LanguageConfig>;
}

/**
 * A language's record with the URL prefix its pages live under: '' for the default, `/<code>` for
 * any other.
 */
export type LanguageInfo = LanguageConfig & { prefix: string };

/**
 * The languages of a configuration and the paths of each. A language other than the default lives
 * under its code, as Astro's i18n routing names its pages (astro.config.mjs's `i18n.locales`).
 */
export function createLanguages<L extends string>(config: LanguagesConfig<L>) {
  const locales = Object.keys(config.byCode) as L[];
  const defaultLocale = config.default;
  const localeInfo = Object.fromEntries(
    locales.map((code) => [
      code,
      { ...config.byCode[code], prefix: code === defaultLocale ? '' : `/${code}` },
    ]),
  ) as Record<L, LanguageInfo>;

  const isLocale = (value: unknown): value is L =>
    typeof value === 'string' && (locales as readonly string[]).includes(value);

  /** The language a path belongs to, by its prefix. */
  const localeOfPath = (pathname: string): L =>
    locales.find((locale) => {
      const { prefix } = localeInfo[locale];
      return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? defaultLocale;

  /** A path without its language prefix: `/ar/cart` → `/cart`, `/ar` → `/`. */
  const unprefixedPath = (pathname: string): string => {
    const { prefix } = localeInfo[localeOfPath(pathname)];
    if (prefix === '') return pathname;
    const rest = pathname.slice(prefix.length);
    return rest === '' ? '/' : rest;
  };

  return {
    locales,
    defaultLocale,
    localeInfo,
    isLocale,
    /**
     * The page's language from Astro's `currentLocale`; anything unknown is the default language.
     */
    toLocale: (value: string | undefined): L => (isLocale(value) ? value : defaultLocale),
    localeOfPath,
    unprefixedPath,
    /**
     * The same page (path, query and fragment kept) in another language. A trailing slash is
     * dropped (`/products/` is how a static build names /products), as the shop writes its links
     * without one.
     */
    pathInLocale: (pathWithQuery: string, locale: L): string => {
      const match = /^([^?#]*)(.*)$/.exec(pathWithQuery);
      const pathname = (match?.[1] || '/').replace(/(.)\/+$/, '$1');
      const rest = match?.[2] ?? '';
      const bare = unprefixedPath(pathname);
      const { prefix } = localeInfo[locale];
      const localized = prefix === '' ? bare : bare === '/' ? prefix : `${prefix}${bare}`;
      return `${localized}${rest}`;
    },
  };
}

export type Languages<L extends string> = ReturnType<typeof createLanguages<L>>;

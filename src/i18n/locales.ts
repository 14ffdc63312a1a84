/**
 * The shop's languages. English keeps the root URLs; every other language lives under its own
 * prefix (/ar/). Adding a language means a line here, its message folder and a line in
 * astro.config.mjs's `i18n.locales`.
 */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

interface LocaleInfo {
  /** The value of `<html dir>`. */
  dir: 'ltr' | 'rtl';
  /**
   * The `Intl` locale of numbers, money and dates. Arabic keeps Latin digits, as UAE shops, price
   * tags and receipts write them.
   */
  intl: string;
  /** URL prefix: '' for the default language. */
  prefix: string;
  /** The name of the language in itself, for the language switch. */
  name: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { dir: 'ltr', intl: 'en-AE', prefix: '', name: 'English', ogLocale: 'en_AE' },
  ar: { dir: 'rtl', intl: 'ar-AE-u-nu-latn', prefix: '/ar', name: 'العربية', ogLocale: 'ar_AE' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The page's language from Astro's `currentLocale`; anything unknown is the default language. */
export function toLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The language a path belongs to, by its prefix. */
export function localeOfPath(pathname: string): Locale {
  return locales.find((locale) => {
    const { prefix } = localeInfo[locale];
    return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  }) ?? defaultLocale;
}

/** A path without its language prefix: `/ar/cart` → `/cart`, `/ar` → `/`. */
export function unprefixedPath(pathname: string): string {
  const { prefix } = localeInfo[localeOfPath(pathname)];
  if (prefix === '') return pathname;
  const rest = pathname.slice(prefix.length);
  return rest === '' ? '/' : rest;
}

/**
 * The same page (path, query and fragment kept) in another language. A trailing slash is dropped
 * (`/products/` is how a static build names /products), as the shop writes its links without one.
 */
export function pathInLocale(pathWithQuery: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(pathWithQuery);
  const pathname = (match?.[1] || '/').replace(/(.)\/+$/, '$1');
  const rest = match?.[2] ?? '';
  const bare = unprefixedPath(pathname);
  const { prefix } = localeInfo[locale];
  const localized = prefix === '' ? bare : bare === '/' ? prefix : `${prefix}${bare}`;
  return `${localized}${rest}`;
}

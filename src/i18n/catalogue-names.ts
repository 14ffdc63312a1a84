/**
 * The names of catalogue things in the page's language. Product names and descriptions come from
 * the portal as they are (each language's record says which of the portal's names its pages use);
 * category names come from the site configuration's `categoryNames` of the language, falling back
 * to the portal's name; the shop's own address is written per language there too.
 */
import { categoryNames, shop } from '../site.config';
import { localeInfo, locales, type Locale } from './locales';

const named = (category: { name: string }, locale: Locale) => categoryNames[locale]?.[category.name.trim().toLowerCase()];

export function categoryName(category: { name: string }, locale: Locale): string {
  return named(category, locale)?.name || category.name;
}

/**
 * What search knows of a category besides the portal's name: its names by language, for the
 * languages whose configuration names it, and the words it is found by (each of those names, then
 * that language's aliases).
 */
export function categorySearchNames(category: { name: string }): { names: Partial<Record<Locale, string>>; words: string[] } {
  const configured = locales.flatMap((locale) => {
    const given = named(category, locale);
    return given ? [{ locale, ...given }] : [];
  });
  return {
    names: Object.fromEntries(configured.map((given) => [given.locale, given.name])),
    words: configured.flatMap((given) => [given.name, ...(given.aliases ?? [])]),
  };
}

/** A product's name as a page in `locale` shows it: the portal's second name where the language uses it and the product has one. */
export function productName(product: { name: string; nameAr: string | null }, locale: Locale): string {
  return (localeInfo[locale].productName === 'second-name' && product.nameAr) || product.name;
}

/** The shop's postal address as a page in `locale` writes it. */
export function shopAddress(locale: Locale): { street: string; city: string; country: string } {
  return shop.address[locale];
}

/**
 * The names of catalogue things in the page's language. Product names and descriptions come from
 * the portal as they are (each language's record says which of the portal's names its pages use);
 * category names come from the site configuration's `categoryNames` of the language, falling back
 * to the portal's name; the shop's own address is written per language there too.
 */
import { categoryNames, shop } from '../site.config.ts';
import { localeInfo, locales, type Locale } from './locales.ts';

const keyOf = (category: { name: string }) => category.name.trim().toLowerCase();
const named = (category: { name: string }, locale: Locale) =>
  categoryNames[locale]?.[keyOf(category)];

export function categoryName(category: { name: string }, locale: Locale): string {
  return named(category, locale)?.name || category.name;
}

/**
 * What search knows of a category besides the portal's name: its names by language, for the
 * languages whose configuration names it, and the words it is found by (each of those names, then
 * that language's aliases).
 */
export function categorySearchNames(category: { name: string }): {
  names: Partial<Record<Locale, string>>;
  words: string[];
} {
  const configured = locales.flatMap((locale) => {
    const given = named(category, locale);
    return given ? [{ locale, ...given }] : [];
  });
  return {
    names: Object.fromEntries(configured.map((given) => [given.locale, given.name])),
    words: configured.flatMap((given) => [given.name, ...(given.aliases ?? [])]),
  };
}

/**
 * A product's name as a page in `locale` shows it: the portal's second name where the language uses
 * it and the product has one.
 */
export function productName(
  product: { name: string; nameAr: string | null },
  locale: Locale,
): string {
  return (localeInfo[locale].productName === 'second-name' && product.nameAr) || product.name;
}

/** The shop's postal address as a page in `locale` writes it. */
export function shopAddress(locale: Locale): { street: string; city: string; country: string } {
  return shop.address[locale];
}

/**
 * The build report's warnings for the categories a language's pages show by the portal's name, for
 * want of a `categoryNames` entry of that language: one per language whose pages do not show the
 * portal's texts, listing the lines to add to src/site.config.ts. Search still finds them in that
 * language through the products' second names and the synonyms; only their name stays the portal's.
 */
export function unnamedCategoryWarnings(categories: readonly { name: string }[]): string[] {
  return locales.flatMap((locale) => {
    if (localeInfo[locale].portalTexts) return [];
    const unnamed = [...new Set(categories.filter((c) => !named(c, locale)).map(keyOf))];
    if (unnamed.length === 0) return [];
    const lines = unnamed.map((key) => `      '${key.replace(/['\\]/g, '\\$&')}': { name: '' },`);
    return [
      [
        `the /${locale}/ pages show ` +
          (unnamed.length === 1 ? '1 category' : `${unnamed.length} categories`) +
          ` by the portal's name: categoryNames.${locale} in src/site.config.ts ` +
          `has no entry for ${unnamed.length === 1 ? 'it' : 'them'}. ` +
          'Add, with each name in that language:',
        ...lines,
      ].join('\n'),
    ];
  });
}

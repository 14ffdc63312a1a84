/**
 * The names of catalogue things in the page's language. Product names and descriptions come from
 * the portal as they are; category names have an Arabic display name from the site configuration
 * (`arabicCategoryNames`), falling back to the portal's name; the shop's own address is written in
 * both languages there too.
 */
import { arabicCategoryNames, shop } from '../site.config';
import type { Locale } from './locales';

const arabicOf = (category: { name: string }) => arabicCategoryNames[category.name.trim().toLowerCase()];

export function categoryName(category: { name: string }, locale: Locale): string {
  return (locale === 'ar' && arabicOf(category)?.name) || category.name;
}

/** The Arabic name of a category, then the other words shoppers search it by; empty when it has none. */
export function arabicSearchWords(category: { name: string }): string[] {
  const arabic = arabicOf(category);
  return arabic ? [arabic.name, ...(arabic.aliases ?? [])] : [];
}

/** A product's name as a page in `locale` shows it: the portal's Arabic name on Arabic pages, when it has one. */
export function productName(product: { name: string; nameAr: string | null }, locale: Locale): string {
  return (locale === 'ar' && product.nameAr) || product.name;
}

/** The shop's postal address as a page in `locale` writes it. */
export function shopAddress(locale: Locale): { street: string; city: string; country: string } {
  return locale === 'ar' ? shop.addressAr : shop.address;
}

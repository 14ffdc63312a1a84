/**
 * The names of catalogue things in the page's language. Product names and descriptions come from
 * the portal as they are; category names have an Arabic display name from the site configuration
 * (`arabicCategoryNames`), falling back to the portal's name.
 */
import { arabicCategoryNames } from '../site.config';
import type { Locale } from './locales';

export function categoryName(category: { name: string }, locale: Locale): string {
  if (locale !== 'ar') return category.name;
  return arabicCategoryNames[category.name.trim().toLowerCase()]?.name ?? category.name;
}

/** What the header's navigation is made of, worked out from the category tree at build time. */
import type { Category } from '../../../domain/catalogue';

export interface CategoryMenu {
  category: Category;
  /** The top-level category it belongs to, when the match was a child. */
  parent?: Category;
}

/** The header's dedicated menus, found by name since the portal has no flag for them. */
const menuPatterns = [/\brouters?\b/i, /\btelephon/i, /\bwireless\b.*\bbridge/i];

/**
 * One menu per pattern that some category matches, top-level categories first, then children;
 * a pattern nothing matches gives no menu.
 */
export function findCategoryMenus(categories: readonly Category[]): CategoryMenu[] {
  const candidates: CategoryMenu[] = [
    ...categories.map((category) => ({ category })),
    ...categories.flatMap((parent) => parent.children.map((category) => ({ category, parent }))),
  ];
  const menus: CategoryMenu[] = [];
  for (const pattern of menuPatterns) {
    const match = candidates.find(
      (c) => pattern.test(c.category.name) && !menus.some((m) => m.category.id === c.category.id),
    );
    if (match) menus.push(match);
  }
  return menus;
}

/** Quick links: the first top-level categories that do not already have a menu of their own. */
export function quickCategories(
  categories: readonly Category[],
  menus: readonly CategoryMenu[],
  count = 5,
): Category[] {
  const inMenus = new Set(menus.map((m) => m.category.id));
  return categories.filter((c) => !inMenus.has(c.id)).slice(0, count);
}

/**
 * Which header menu is open: one value for all of them, so opening one closes the others and the
 * backdrop knows when to show. Plain state kept by src/browser/shell/header-menus.ts, not a store:
 * nothing else reads it, and the menu script, which every page runs at once, then fetches no other
 * file.
 */
export type MenuId = 'categories' | 'mobile-menu' | 'mobile-search' | `category-${number}`;

/** The menu open after `menu`'s button is pressed while `open` is: the same button closes it. */
export function toggled(open: MenuId | null, menu: MenuId): MenuId | null {
  return open === menu ? null : menu;
}

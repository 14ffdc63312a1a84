/**
 * Which header menu is open. One value for all of them, so opening one closes the others and the
 * backdrop knows when to show.
 */
import { atom } from 'nanostores';

export type MenuId = 'categories' | 'mobile-menu' | 'mobile-search' | `category-${number}`;

export const $openMenu = atom<MenuId | null>(null);

export function toggleMenu(menu: MenuId): void {
  $openMenu.set($openMenu.get() === menu ? null : menu);
}

export function closeMenus(): void {
  $openMenu.set(null);
}

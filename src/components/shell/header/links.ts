/** The header's fixed page links, shared by the navigation bar and the mobile menu. */
import type { ShopUrls } from '../../../domain/urls';
import type { Messages } from '../../../i18n/messages';

export const pageLinks = (urls: ShopUrls, t: Messages['header']) =>
  [
    { href: urls.home, label: t.pages.home },
    { href: urls.products, label: t.pages.products },
    { href: urls.cart, label: t.pages.cart },
    { href: urls.checkout, label: t.pages.checkout },
  ] as const;

/** aria-current for the link of the page being shown. */
export function currentPage(href: string, pathname: string): 'page' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path === href ? 'page' : undefined;
}

/** The header's fixed page links, shared by the navigation bar and the mobile menu. */
import { urls } from '../../domain/urls';

export const pageLinks = [
  { href: urls.home, label: 'Home' },
  { href: urls.products, label: 'Products' },
  { href: urls.cart, label: 'Cart' },
  { href: urls.checkout, label: 'Checkout' },
] as const;

/** aria-current for the link of the page being shown. */
export function currentPage(href: string, pathname: string): 'page' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path === href ? 'page' : undefined;
}

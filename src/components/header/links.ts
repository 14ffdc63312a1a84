/** The header's fixed page links, shared by the navigation bar and the mobile menu. */
export const pageLinks = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/cart', label: 'Cart' },
  { href: '/cart/checkout', label: 'Checkout' },
] as const;

/** aria-current for the link of the page being shown. */
export function currentPage(href: string, pathname: string): 'page' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return path === href ? 'page' : undefined;
}

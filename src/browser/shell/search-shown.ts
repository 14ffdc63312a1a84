/**
 * The search a page shows: the `search` of its address when the page is the products page at
 * `productsPath` (a header search box's own form action), '' anywhere else (header-search.ts).
 */
export function searchShown(
  address: { pathname: string; search: string },
  productsPath: string,
): string {
  if (address.pathname.replace(/\/$/, '') !== productsPath) return '';
  return new URLSearchParams(address.search).get('search')?.trim() ?? '';
}

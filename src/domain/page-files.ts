/**
 * Where the build writes a page, and the page's address back from Astro's URL for it. No imports:
 * the front server and the release checks (scripts/runtime) read it as it is.
 */
/**
 * The file a page's address is written to under the client folder. Pages are files named for their
 * address (`build.format: 'file'`: `/ar/product/x` is `ar/product/x.html`), not a folder each: a
 * release that makes a folder a page spends a good part of its time on them alone (ADR 0012).
 */
export function pageFile(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'index.html' : `${path}.html`;
}

/**
 * A page's address from the URL Astro gives it while building, which names the page's file
 * (`/product/x.html`).
 */
export function pagePathname(url: URL): string {
  return url.pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}

/** The page types every build is measured on, and how a measured resource is counted. */
import type { CardsFile, ListingFile } from '../../../src/data-format/data-files.ts';

/** `products` (the search page) is measured for its data files only, with the search timings. */
export type PageType = 'home' | 'listing' | 'product' | 'cart' | 'checkout' | 'products' | 'home (ar)' | 'listing (ar)' | 'product (ar)';

export interface BenchPage {
  type: PageType;
  path: string;
  /** Local storage the page needs before it loads: the cart pages send an empty cart home. */
  storage?: Record<string, string>;
}

/** A product page's path as the listing links it: by slug, not the /product/{id} redirect. */
export function firstProductPath(listingHtml: string): string | null {
  for (const [, href] of listingHtml.matchAll(/href="(\/product\/[^"/?#]+)\/?"/g)) {
    if (href && !/^\/product\/\d+$/.test(href)) return href;
  }
  return null;
}

/** The pages measured; the product is the first one the listing shows, and the cart holds it. */
export async function benchPages(origin: string): Promise<BenchPage[]> {
  const listing = '/network-switches';
  const html = await fetch(`${origin}${listing}`).then((r) => r.text());
  const product = firstProductPath(html);
  if (!product) throw new Error(`no product link on ${listing}`);
  const storage = { cart: JSON.stringify([await cartLine(origin)]) };
  return [
    { type: 'home', path: '/' },
    { type: 'listing', path: listing },
    { type: 'product', path: product },
    { type: 'cart', path: '/cart', storage },
    { type: 'checkout', path: '/cart/checkout', storage },
    // The Arabic shop, right to left under /ar: the same pages in the other language.
    { type: 'home (ar)', path: '/ar' },
    { type: 'listing (ar)', path: `/ar${listing}` },
    { type: 'product (ar)', path: `/ar${product}` },
  ];
}

/** The first product of the catalogue as the cart stores it (src/domain/cart.ts), read from the build's data files. */
async function cartLine(origin: string) {
  await import('../../runtime/src-loader.ts');
  const { decodePicture } = await import('../../../src/data-format/data-files.ts');
  const json = <T>(url: string) => fetch(`${origin}${url}`).then((r) => r.json() as Promise<T>);
  const productsHtml = await fetch(`${origin}/products`).then((r) => r.text());
  const listingUrl = /\/data\/listing-[0-9a-f]+\.json/.exec(productsHtml)?.[0];
  if (!listingUrl) throw new Error('the /products page names no listing data file');
  const listing = await json<ListingFile>(listingUrl);
  const chunk = listing.chunks[0];
  const row = chunk ? (await json<CardsFile>(chunk)).rows[0] : undefined;
  const id = listing.idDelta[0];
  if (!row || id === undefined) throw new Error('the listing data holds no product');
  const [name, , brand, picture] = row;
  const sale = listing.sale[0] ?? 0;
  return {
    id,
    name,
    price: listing.price[0] ?? 0,
    ...(sale ? { promoPrice: sale } : {}),
    image: picture === null ? null : decodePicture(picture).src,
    brand: brand || null,
    quantity_available: null,
    quantity: 1,
  };
}


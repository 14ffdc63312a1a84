/** The page types every build is measured on, and how a measured resource is counted. */
import type { ListingAnswer } from '../../src/domain/listing/listing-answers.ts';
import { sampleOrder } from '../../tests/fixtures/order.ts';

/** `products` (the search page) is measured for its data files only, with the search timings. */
export type PageType =
  | 'home'
  | 'listing'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'confirmation'
  | 'products'
  | 'home (ar)'
  | 'listing (ar)'
  | 'product (ar)';

/**
 * Pages the shop keeps out of search engines on purpose (noindex): Lighthouse's SEO score does not
 * apply.
 */
export const noindexPages: readonly PageType[] = ['cart', 'checkout', 'confirmation'];

export interface BenchPage {
  type: PageType;
  path: string;
  /**
   * What the page needs stored before it loads: the cart pages send an empty cart home, the
   * confirmation shows "No Order Found".
   */
  storage?: { local?: Record<string, string>; session?: Record<string, string> };
}

/**
 * Runs in the page: stores a bench page's items. Self-contained, as it is sent to the browser as
 * source.
 */
export function storeItems(storage: NonNullable<BenchPage['storage']>): void {
  for (const [key, value] of Object.entries(storage.local ?? {})) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(storage.session ?? {}))
    sessionStorage.setItem(key, value);
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
  const storage = { local: { cart: JSON.stringify([await cartLine(origin)]) } };
  // The key src/domain/checkout/order-schema.ts reads; imported late, as src/ needs the loader
  // first.
  const { orderStorageKey } = await import('../../src/domain/checkout/order-schema.ts');
  return [
    { type: 'home', path: '/' },
    { type: 'listing', path: listing },
    { type: 'product', path: product },
    { type: 'cart', path: '/cart', storage },
    { type: 'checkout', path: '/cart/checkout', storage },
    {
      type: 'confirmation',
      path: '/order-confirmation',
      storage: { session: { [orderStorageKey]: JSON.stringify(sampleOrder) } },
    },
    // The Arabic shop, right to left under /ar: the same pages in the other language.
    { type: 'home (ar)', path: '/ar' },
    { type: 'listing (ar)', path: `/ar${listing}` },
    { type: 'product (ar)', path: `/ar${product}` },
  ];
}

/**
 * The first product of the catalogue as the cart stores it (src/domain/cart/cart.ts), as the shop's
 * listing route gives its card.
 */
async function cartLine(origin: string) {
  const answer = (await fetch(`${origin}/api/products?lang=en`).then((r) =>
    r.json(),
  )) as ListingAnswer;
  const card = answer.cards[0];
  if (!card) throw new Error('the listing route lists no product');
  return {
    id: card.id,
    name: card.name,
    price: card.price,
    ...(card.salePrice ? { promoPrice: card.salePrice } : {}),
    // The placeholder, the one picture without variants, is stored as no image.
    image: card.picture.srcset ? card.picture.src : null,
    brand: card.brand,
    quantity_available: null,
    quantity: 1,
  };
}

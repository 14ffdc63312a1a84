/**
 * Every URL of the shop is built here, in each language: English at the root, Arabic under /ar
 * (the prefixes are in src/i18n/locales.ts). A category lists at /products?category={id}, a
 * sub-category at /products?category={parentId}&parent_id={id}, both written by the listing
 * query's serialiser so a filtered URL and a category link always agree.
 */
import { defaultLocale, localeInfo, type Locale } from '../i18n/locales.ts';
import { defaultQuery, listingQueryToString, type ListingQuery } from './listing/listing-query.ts';

export interface ShopUrls {
  home: string;
  /** Page 1 of all products: search, filters and pagination live in its query (see `listing`). */
  products: string;
  cart: string;
  wishlist: string;
  checkout: string;
  confirmation: string;
  quote: string;
  /** Order tracking; with a reference, the form starts with it. */
  trackOrder(reference?: string): string;
  /** The products chosen for comparison, side by side. */
  compare: string;
  privacy: string;
  terms: string;
  /** /products in a given state: page, search, category and price range. */
  listing(query: ListingQuery): string;
  /** A top-level category, or a sub-category with its top-level parent. */
  category(category: { id: number }, parent?: { id: number } | null): string;
  /**
   * A listing route of site.config.ts (`/network-switches`), its page 2 at `/network-switches/2`.
   */
  listingRoute(path: string, page?: number): string;
  /** By slug; a numeric id also works, as /product/{id} redirects to the slug. */
  product(slugOrId: string | number): string;
}

export function shopUrls(locale: Locale = defaultLocale): ShopUrls {
  return shopUrlsUnder(localeInfo[locale].prefix);
}

/**
 * The shop's URLs under a language's prefix ('' for the default language's, '/ar' for Arabic's).
 */
export function shopUrlsUnder(prefix: string): ShopUrls {
  // The Arabic home page is /ar, not /ar/, like every other page without a trailing slash.
  const at = (path: string) => (prefix !== '' && path === '/' ? prefix : `${prefix}${path}`);
  const listing = (query: ListingQuery) => at(`/products${listingQueryToString(query)}`);
  return {
    home: at('/'),
    products: at('/products'),
    cart: at('/cart'),
    wishlist: at('/wishlist'),
    checkout: at('/cart/checkout'),
    confirmation: at('/order-confirmation'),
    quote: at('/get-quote'),
    trackOrder: (reference) =>
      at(`/track-order${reference ? `?${new URLSearchParams({ reference })}` : ''}`),
    compare: at('/compare'),
    privacy: at('/privacy-policy'),
    terms: at('/terms-and-conditions'),
    listing,
    category: (category, parent) =>
      listing(
        parent
          ? { ...defaultQuery, category: parent.id, parentId: category.id }
          : { ...defaultQuery, category: category.id },
      ),
    listingRoute: (path, page = 1) => at(page > 1 ? `/${path}/${page}` : `/${path}`),
    product: (slugOrId) => at(`/product/${slugOrId}`),
  };
}

/** The shop's URLs in English, the default language. */
export const urls = shopUrls();

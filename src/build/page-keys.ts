/**
 * The cache key of each page Astro's incremental build may reuse (ADR 0012): a digest of every
 * piece of data the page is made from. Astro renders a page again when its key or its code changed
 * (it hashes the code itself), so a key must take in everything the page reads from the catalogue,
 * the settings and the build's artefacts: a missing piece is a page left stale after an edit, which
 * the byte-equality test of incremental builds (tests/incremental/byte-equality.test.ts) is there
 * to catch.
 */
import { createHash } from 'node:crypto';
import type { Product } from '../domain/catalogue';
import { readPortalConfig, readSettings } from '../config/settings';
import { oncePerBuild, takeOver } from './build-artefacts';
import { getCatalogue, getFooterProducts, type Catalogue } from './catalogue/catalogue';

/**
 * Product records hold their pictures' addresses on the portal, whose origin may change from one
 * build to the next (the demo portal's port, another address of the same portal) while pages show
 * only the shop's own copies: the origin is left out, as in the no-change digest
 * (source-digest.ts).
 */
let portalOrigin: string | undefined;

export function digestOf(...parts: unknown[]): string {
  const origin = (portalOrigin ??= readPortalConfig().baseUrl);
  const withoutOrigin = (_key: string, value: unknown) =>
    typeof value === 'string' && value.startsWith(origin) ? value.slice(origin.length) : value;
  return createHash('sha256').update(JSON.stringify(parts, withoutOrigin)).digest('base64url');
}

/**
 * What every page carries whatever it shows: the header's and the footer's categories (the whole
 * tree, as the menus show it), the footer's products with their pictures, the settings pages show,
 * and the URL of the cards' script each page loads.
 */
export const everyPageKey: () => Promise<string> = oncePerBuild(async () => {
  const catalogue = await getCatalogue();
  const footerProducts = await getFooterProducts();
  return digestOf(
    catalogue.categories,
    shownDigests(catalogue, footerProducts),
    readSettings().site,
    takeOver('cardActionsUrl'),
  );
});

/** This build's digests, by product. */
const shownThisBuild = oncePerBuild(() => new WeakMap<Product, string>());

/**
 * Digests an earlier build made, by product, with the pictures they were made with: a process that
 * renders one edit after another reads an unchanged product back to the same object
 * (catalogue/product-texts.ts), whose digest holds while its pictures are the same.
 */
const shownBefore = new WeakMap<Product, { pictures: string; digest: string }>();

/**
 * Digests of products with the pictures their cards and pages show; each product's once per build,
 * however many pages show it (its page in each language, its neighbours' pages, its listing pages).
 */
export function shownDigests(catalogue: Catalogue, products: readonly Product[]): string[] {
  const shown = shownThisBuild();
  return products.map((product) => {
    let digest = shown.get(product);
    if (digest === undefined) {
      const pictures = product.images.map((url) => catalogue.picture(url));
      const picturesText = JSON.stringify(pictures);
      const before = shownBefore.get(product);
      digest = before?.pictures === picturesText ? before.digest : digestOf(product, pictures);
      shownBefore.set(product, { pictures: picturesText, digest });
      shown.set(product, digest);
    }
    return digest;
  });
}

/** This build's product page keys: one product's pages in every language have the same. */
const productPageKeys = oncePerBuild(
  () => new WeakMap<Product, { everyPage: string; key: string }>(),
);

/**
 * A product page: the product with its pictures and its related products' cards (its breadcrumbs'
 * categories are in every page's key).
 */
export function productPageKey(catalogue: Catalogue, product: Product, everyPage: string): string {
  const keys = productPageKeys();
  const kept = keys.get(product);
  if (kept?.everyPage === everyPage) return kept.key;
  const key = digestOf(
    everyPage,
    shownDigests(catalogue, [product, ...catalogue.related(product)]),
  );
  keys.set(product, { everyPage, key });
  return key;
}

/**
 * The catalogue's smaller parts as the content collections store them (src/content.config.ts):
 * each collection's entries and their keys, in the portal's order. Vite compiles the stored
 * collections into the pages' bundle, so a renderer kept from a build (src/build/kept-renderer.ts)
 * renders the pages of another catalogue only while these are the same: `collectionsDigest` tells.
 */
import { createHash } from 'node:crypto';
import type { LoadedCatalogue } from '../../portal/catalogue.ts';
import type { ListingEntry } from '../listing/listings.ts';

/** What of the built catalogue (build-catalogue.ts) the collections hold. */
export type CollectionsSource = Omit<LoadedCatalogue, 'products'> & { listings: ListingEntry[] };

export interface CollectionSelection<T extends object> {
  select: (catalogue: CollectionsSource) => T[];
  key: (item: T) => string;
}

const selection = <T extends object>(s: CollectionSelection<T>) => s;

export const collectionSelections = {
  categories: selection({ select: (c) => c.categories, key: (c) => String(c.id) }),
  slides: selection({ select: (c) => c.slides, key: (s) => String(s.id) }),
  brands: selection({ select: (c) => c.brands, key: (b) => String(b.id) }),
  home: selection({
    select: (c) => [{ ...c.home, failures: c.report.homeFailures }],
    key: () => 'home',
  }),
  /** The listing pages' products and matched category, by path (`listings` in site.config.ts). */
  listings: selection({ select: (c) => c.listings, key: (l) => l.path }),
};

/** A digest of every collection's entries and keys as the loaders store them. */
export function collectionsDigest(catalogue: CollectionsSource): string {
  const hash = createHash('sha256');
  for (const [name, { select, key }] of Object.entries(collectionSelections) as [
    string,
    CollectionSelection<object>,
  ][])
    hash.update(JSON.stringify([name, select(catalogue).map((item) => [key(item), item])]));
  return hash.digest('base64url');
}

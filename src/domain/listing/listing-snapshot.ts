/**
 * What the build hands the server's listing routes (/api/products, /api/suggestions): every product
 * as filtering, search, sorting and a card need it, in catalogue order. Written once per build
 * beside the server bundle (src/server/release-data.ts); shared by the writer
 * (src/build/listing/listing-tables.ts) and the reader (src/server/listing/service.ts) so the two
 * cannot drift.
 */
import type { Fils } from '../catalogue.ts';
import type { BrandEntry } from './listing-query-brands.ts';
import type { FilterCategory } from './listing-query-filter.ts';
import type { SearchCategory } from './search.ts';
import type { PictureCode } from '../card/data-files.ts';

export const listingSnapshotVersion = 2;

export interface SnapshotProduct {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  /** Model number, as the portal writes it. */
  code: string;
  /** Brand slug, as the brand filter and its URLs name it; null for none. */
  brand: string | null;
  categoryId: number | null;
  subcategoryId: number | null;
  /** VAT-inclusive, as all domain prices. */
  price: Fils;
  salePrice: Fils | null;
  vatPercent: number;
  inStock: boolean;
  picture: PictureCode;
}

export interface ListingSnapshot {
  v: typeof listingSnapshotVersion;
  /** The build's PRICES_INCLUDE_VAT: filters and suggestions use the prices its pages show. */
  pricesIncludeVat: boolean;
  products: SnapshotProduct[];
  /** Every brand, alphabetically by name. */
  brands: BrandEntry[];
  /** The categories the /products filter offers, as its page gives them to the island. */
  filterCategories: FilterCategory[];
  /** Every category, with its names in the shop's languages and the words it is searched by. */
  categories: SearchCategory[];
}

/**
 * The snapshot a release's server answers from, read from its JSON; a snapshot of another version
 * of the code, which may hold any version, is refused.
 */
export function parseListingSnapshot(text: string): ListingSnapshot {
  const snapshot = JSON.parse(text) as ListingSnapshot;
  const version: unknown = snapshot.v;
  if (version !== listingSnapshotVersion)
    throw new Error(
      `listing snapshot of version ${String(version)}, expected ${listingSnapshotVersion}`,
    );
  return snapshot;
}

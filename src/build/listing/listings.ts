/**
 * The build side of the listing pages: what the catalogue fetch must ask for them, choosing them
 * from what it read (src/domain/listing/listing.ts), and the form they are stored in between the
 * loaders and the pages.
 */
import {
  latestNeeded,
  selectListings,
  type Listing,
  type ListingDefinition,
} from '../../domain/listing/listing.ts';
import type { LoadCatalogueOptions, LoadedCatalogue } from '../../portal/catalogue.ts';

/**
 * A listing page as stored in its collection: ids only, joined again by
 * src/build/catalogue/catalogue.ts.
 */
export interface ListingEntry {
  path: string;
  categoryId: number | null;
  parentId: number | null;
  productIds: number[];
}

/**
 * The home page draws on the first 10 of the latest list (SPEC section 9); a latest listing may
 * show more of it.
 */
export function listingBlockLimits(
  definitions: readonly ListingDefinition[],
): LoadCatalogueOptions['blockLimits'] {
  return { latest: Math.max(10, latestNeeded(definitions)) };
}

/** The listings of a loaded catalogue; throws a ListingError when one that may not be empty is. */
export function chooseListings<L extends string>(
  definitions: readonly ListingDefinition<L>[],
  { products, categories, home, report }: LoadedCatalogue,
  warn: (line: string) => void,
): Listing<L>[] {
  const latest = report.homeFailures.includes('latest') ? null : home.latest;
  return selectListings(definitions, { products, categories, latest }, warn);
}

export const toListingEntry = ({
  definition,
  category,
  parent,
  products,
}: Listing): ListingEntry => ({
  path: definition.path,
  categoryId: category?.id ?? null,
  parentId: parent?.id ?? null,
  productIds: products.map((p) => p.id),
});

/** The /products listing's brand table and filter categories for pages (see listing-tables.ts). */
import { getCatalogue } from '../catalogue/catalogue';
import { buildListingData, type ListingData } from './listing-tables';

export type { ListingData };

let memo: Promise<ListingData> | undefined;

/** The listing data of this build, made once however many pages ask. */
export function getListingData(): Promise<ListingData> {
  memo ??= getCatalogue().then((c) => buildListingData(c.products, c.categories));
  return memo;
}

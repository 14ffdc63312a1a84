/** The /products listing's brand table and filter categories for pages (see listing-tables.ts). */
import { oncePerBuild } from '../build-artefacts';
import { getCatalogue } from '../catalogue/catalogue';
import { buildListingData, type ListingData } from './listing-tables';

export type { ListingData };

/** The listing data of this build, made once however many pages ask. */
export const getListingData: () => Promise<ListingData> = oncePerBuild(() =>
  getCatalogue().then((c) => buildListingData(c.products, c.categories)),
);

/**
 * Stands in for `virtual:shop/listing-snapshot` in unit tests: the shared fixture catalogue, as the
 * build would write it.
 */
import { buildListingSnapshot } from '../../src/build/listing/listing-tables';
import { categories, products } from '../../src/domain/fixtures/search-catalogue';
import { placeholderPicture } from '../../src/domain/picture';

export const text = JSON.stringify(
  buildListingSnapshot(products, categories, () => placeholderPicture, true),
);
export const build = 'test-build';

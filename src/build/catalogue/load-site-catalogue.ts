/**
 * The catalogue as every build reads it from the portal: the promotions live today, and as many ids
 * per home block as the listing pages drawn from the blocks show. The catalogue loader and the
 * no-change check of a rebuild (scripts/runtime/release/unchanged.ts) read it alike.
 */
import type { PortalClient } from '../../portal/client.ts';
import {
  loadCatalogue,
  type LoadedCatalogue,
  type ProductRowSource,
} from '../../portal/catalogue.ts';
import { listings } from '../../site.config.ts';
import { listingBlockLimits } from '../listing/listings.ts';

export function loadSiteCatalogue(
  client: PortalClient,
  log?: (line: string) => void,
  productRows?: ProductRowSource,
): Promise<LoadedCatalogue> {
  return loadCatalogue(client, {
    today: new Date(),
    log,
    blockLimits: listingBlockLimits(listings),
    productRows,
  });
}

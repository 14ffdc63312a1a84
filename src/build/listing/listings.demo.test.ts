/**
 * Contract test: the site configuration's six listing pages against the project's demo portal,
 * read the way the build reads it, each hold what its title promises.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from '../../../scripts/demo-portal/server.ts';
import { startTestPortal } from '../../../scripts/demo-portal/test-support.ts';
import type { Listing } from '../../domain/listing/listing';
import { fetchHomeBlock } from '../../portal/api';
import { loadCatalogue, type LoadedCatalogue } from '../../portal/catalogue';
import { createPortalClient, type PortalClient } from '../../portal/client';
import { listings as definitions } from '../../site.config';
import { chooseListings, listingBlockLimits } from './listings';

let demo: DemoPortal;
let client: PortalClient;
let catalogue: LoadedCatalogue;
let listings: Map<string, Listing>;
const warnings: string[] = [];

beforeAll(async () => {
  demo = await startTestPortal({ products: 500 });
  client = createPortalClient({ baseUrl: demo.origin, apiKey: demo.apiKey });
  catalogue = await loadCatalogue(client, {
    today: new Date(),
    pageSize: 100,
    blockLimits: listingBlockLimits(definitions),
  });
  listings = new Map(
    chooseListings(definitions, catalogue, (line) => warnings.push(line)).map((l) => [
      l.definition.path,
      l,
    ]),
  );
}, 60_000);

afterAll(async () => {
  await demo.close();
});

const listing = (path: string) => {
  const found = listings.get(path);
  if (!found) throw new Error(`no listing ${path}`);
  return found;
};

describe('the listing pages on the demo catalogue', () => {
  it('all six have products, without a warning', () => {
    expect(definitions.map((d) => [d.path, listing(d.path).products.length > 0])).toEqual(
      definitions.map((d) => [d.path, true]),
    );
    expect(warnings).toEqual([]);
  });

  it('category pages show their category with its sub-categories', () => {
    const switches = listing('network-switches');
    expect([switches.category?.name, switches.parent]).toEqual(['Network Switches', null]);
    const subIds = new Set(switches.category?.children.map((c) => c.id));
    expect(
      switches.products.every(
        (p) => p.categoryId === switches.category?.id && subIds.has(p.subcategoryId ?? 0),
      ),
    ).toBe(true);
    expect(switches.products.length).toBe(
      catalogue.products.filter((p) => p.categoryId === switches.category?.id).length,
    );
  });

  it('new releases are the portal latest list, in its order, beyond the 10 the home page asks for', async () => {
    const sold = new Set(catalogue.products.map((p) => p.id));
    const portalLatest = (await fetchHomeBlock(client, 'latest', 100)).filter((id) => sold.has(id));
    expect(portalLatest.length).toBeGreaterThan(10);
    expect(listing('new-releases').products.map((p) => p.id)).toEqual(portalLatest);
  });
});

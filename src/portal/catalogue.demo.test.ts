/**
 * Contract test: the whole read path against the project's demo portal, which plays the real
 * portal's quirks (string numbers, 1-based start, broken records, hostile HTML, no_image.png).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uaeDate } from '../../scripts/demo-portal/dates.ts';
import type { DemoPortal } from '../../scripts/demo-portal/server.ts';
import { startTestPortal } from '../../scripts/demo-portal/test-support.ts';
import { grossUnitPrice, isOnSale, sellingUnitPrice } from '../../scripts/demo-portal/wire.ts';
import { fetchLiveOffers, fetchProduct, refreshProductRecords, type ProductRecords } from './api';
import { loadCatalogue, type LoadedCatalogue } from './catalogue';
import { createPortalClient, type PortalClient } from './client';

let demo: DemoPortal;
let client: PortalClient;
let catalogue: LoadedCatalogue;
const now = new Date();

beforeAll(async () => {
  demo = await startTestPortal({ products: 450, seed: 7 });
  client = createPortalClient({ baseUrl: demo.origin, apiKey: demo.apiKey });
  catalogue = await loadCatalogue(client, { today: now, pageSize: 100 });
}, 60_000);

afterAll(async () => {
  await demo.close();
});

describe('loadCatalogue against the demo portal', () => {
  it('reads every row and keeps exactly the sellable ones', () => {
    const sellable = demo.catalogue.products.filter((p) => p.broken === null);
    expect(catalogue.report.fetchedRows).toBe(450);
    expect(catalogue.products.map((p) => p.id)).toEqual(sellable.map((p) => p.id));
    expect(catalogue.report.dropped.map((d) => d.reason).sort()).toEqual(
      demo.catalogue.products
        .filter((p) => p.broken !== null)
        .map((p) => (p.broken?.startsWith('name') ? 'no name' : 'no price above 0'))
        .sort(),
    );
  });

  it('prices every product as the portal will charge it', () => {
    const today = uaeDate(now);
    for (const product of catalogue.products) {
      const demoProduct = demo.catalogue.productsById.get(product.id);
      if (!demoProduct) throw new Error(`unknown product ${product.id}`);
      expect([product.id, product.price, product.salePrice]).toEqual([
        product.id,
        grossUnitPrice(demoProduct),
        isOnSale(demoProduct, today) ? sellingUnitPrice(demoProduct, today) : null,
      ]);
    }
  });

  it('gives unique slugs and absolute images, and leaks nothing internal or hostile', () => {
    expect(new Set(catalogue.products.map((p) => p.slug)).size).toBe(catalogue.products.length);
    for (const url of catalogue.products.flatMap((p) => p.images))
      expect(url.startsWith(`${demo.origin}/assets/uploads/`)).toBe(true);
    const text = JSON.stringify(catalogue);
    expect(text).not.toMatch(/"cost"|<script|onerror|onclick|javascript:|<iframe|no_image/i);
  });

  it('reads the tree, slider, brands and home blocks', () => {
    expect(catalogue.categories.length).toBe(demo.catalogue.topCategories.length);
    expect(catalogue.slides.length).toBeGreaterThan(0);
    expect(catalogue.brands.length).toBeGreaterThan(0);
    expect(catalogue.report.warnings).toEqual([]);
    expect(catalogue.report.homeFailures).toEqual([]);
    expect(catalogue.home.featured.length).toBeGreaterThan(0);
  });

  it('reads single products whichever shape the portal answers', async () => {
    const [even, odd] = [
      catalogue.products.find((p) => p.id % 2 === 0),
      catalogue.products.find((p) => p.id % 2 === 1),
    ];
    for (const product of [even, odd]) {
      const fresh = await fetchProduct(client, product?.id ?? 0, { today: now });
      expect(fresh && { id: fresh.id, price: fresh.price, salePrice: fresh.salePrice }).toEqual(
        product && { id: product.id, price: product.price, salePrice: product.salePrice },
      );
    }
    await expect(fetchProduct(client, 999_999)).resolves.toBeNull();
  });

  it.each(['shop', 'stock-sma'] as const)(
    'reads the products a rebuild is told changed alone, to the catalogue a whole read gives (%s shape)',
    async (shape) => {
      demo.setFaults({ shape });
      try {
        let earlier: ProductRecords | undefined;
        await loadCatalogue(client, {
          today: now,
          pageSize: 100,
          productRows: {
            read: async (_, readAll) => ({ rows: (earlier = await readAll()) }),
            mapped: async () => {},
          },
        });
        const [repriced, renamed, deleted] = catalogue.products.slice(3, 6);
        const sub = demo.catalogue.products.find((p) => p.id === repriced?.id);
        demo.updateProduct(repriced?.id ?? 0, { price: '1234.50' });
        demo.applyEdit({ kind: 'rename-product', id: renamed?.id ?? 0, name: 'Renamed Router' });
        demo.applyEdit({ kind: 'delete-product', id: deleted?.id ?? 0 });
        const { id: added } = demo.applyEdit({
          kind: 'add-product',
          subcategory_id: sub?.subcategoryId ?? 0,
          brand_id: sub?.brandId ?? 0,
          name: 'Added Switch',
          price: 99,
          quantity: 4,
        });
        const named = [repriced?.id ?? 0, renamed?.id ?? 0, deleted?.id ?? 0, added];
        const targeted = await loadCatalogue(client, {
          today: now,
          productRows: {
            read: async (c) => ({
              rows: await refreshProductRecords(c, earlier as ProductRecords, named),
            }),
            mapped: async () => {},
          },
        });
        const whole = await loadCatalogue(client, { today: now, pageSize: 100 });
        expect(targeted.products).toEqual(whole.products);
        expect(targeted.products.find((p) => p.id === added)?.name).toBe('Added Switch');
        expect({ ...targeted.report, durationMs: 0 }).toEqual({ ...whole.report, durationMs: 0 });
      } finally {
        demo.reset();
      }
    },
  );

  it('reads a stock-SMA-shaped portal to the same catalogue, and its live offers, without a warning', async () => {
    demo.setFaults({ shape: 'stock-sma' });
    try {
      const sma = await loadCatalogue(client, { today: now, pageSize: 100 });
      expect(sma.products).toEqual(catalogue.products);
      expect(sma.report.warnings).toEqual([]);
      const sample = catalogue.products.slice(0, 6);
      const warnings: string[] = [];
      const live = await fetchLiveOffers(
        client,
        sample.map((p) => p.id),
        { today: now, onWarning: (line) => warnings.push(line) },
      );
      expect(live).toEqual({
        offers: sample.map(({ id, price, salePrice, quantity }) => ({
          id,
          price,
          salePrice,
          quantity,
          vatPercent: 5,
        })),
        unavailable: [],
        failed: [],
      });
      expect(warnings).toEqual([]);
    } finally {
      demo.setFaults({ shape: 'shop' });
    }
  });
});

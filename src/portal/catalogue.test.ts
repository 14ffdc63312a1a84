import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue';
import { createPortalClient } from './client';
import { CatalogueError, PortalError } from './errors';
import { fakeFetch, wireProduct, type FakeAnswer, type FakeRequest } from './fake-fetch';

const today = new Date('2025-03-10T08:00:00Z');

const products = [
  wireProduct(1, { brand: '5', slug: 'one', cost: '3.0000' }),
  wireProduct(2, { promo_price: '9.0000', category_id: '10' }),
  wireProduct(3, { name: '' }),
  wireProduct(4),
];

const healthy = (request: FakeRequest): FakeAnswer => {
  switch (request.path) {
    case 'products':
      return { body: { data: products, total: products.length } };
    case 'categories':
      return {
        body: {
          data: [
            { id: '10', name: 'Switches', children: [{ id: '11', name: 'Managed' }] },
            { id: 'x', name: 'Broken' },
          ],
          total: 2,
        },
      };
    case 'website/slider':
      return {
        body: { data: [{ image: 'slide.png', link: '/products', caption: 'Deals|Now' }], total: 1 },
      };
    case 'website/brands':
      return { body: { data: [{ id: '5', name: 'Cisco', image: null }], total: 1 } };
    case 'products/featured':
      return { body: { data: [wireProduct(4), wireProduct(3), wireProduct(99)], total: 3 } };
    case 'products/on-sale':
      return { body: { data: [wireProduct(2)], total: 1 } };
    default:
      return { status: 404, body: { message: 'No products were found.', status: false } };
  }
};

function portal(answer: (request: FakeRequest) => FakeAnswer) {
  const fake = fakeFetch(answer);
  return createPortalClient({
    baseUrl: 'http://portal.test',
    apiKey: 'k',
    fetch: fake.fetch,
    sleep: async () => {},
  });
}

describe('loadCatalogue', () => {
  it('reads, maps and reports the whole catalogue', async () => {
    const log: string[] = [];
    const catalogue = await loadCatalogue(portal(healthy), {
      today,
      log: (line) => log.push(line),
    });
    expect(
      catalogue.products.map((p) => [p.id, p.slug, p.brand?.name ?? null, p.salePrice]),
    ).toEqual([
      [1, 'one', 'Cisco', null],
      [2, 'product-2', null, 900],
      [4, 'product-4', null, null],
    ]);
    expect(catalogue.categories.map((c) => [c.id, c.children.map((child) => child.id)])).toEqual([
      [10, [11]],
    ]);
    expect(catalogue.slides).toEqual([
      {
        id: 1,
        image: 'http://portal.test/assets/uploads/slide.png',
        link: '/products',
        title: 'Deals',
        subtitle: 'Now',
      },
    ]);
    expect(catalogue.brands).toEqual([{ id: 5, name: 'Cisco', image: null }]);
    // Only products the shop has; 404 blocks are empty, not failures.
    expect(catalogue.home).toEqual({ featured: [4], latest: [], bestSellers: [], onSale: [2] });
    expect(catalogue.report).toEqual({
      products: 3,
      categories: 1,
      slides: 1,
      brands: 1,
      dropped: [{ id: 3, reason: 'no name' }],
      warnings: ['category ? "Broken" left out: category without an id'],
      homeFailures: [],
      fetchedRows: 4,
      durationMs: expect.any(Number) as unknown,
    });
    expect(log).toEqual([
      'products: 4/4',
      'warning: category ? "Broken" left out: category without an id',
    ]);
    expect(JSON.stringify(catalogue)).not.toContain('cost');
  });

  it('keeps products with odd fields and sums the fields up in one warning line each', async () => {
    const odd = [
      ...Array.from({ length: 12 }, (_, i) => wireProduct(i + 1, { slug: { en: `p-${i + 1}` } })),
      wireProduct(13, { tax_rate: { id: '9', rate: '3.0000', type: 'fixed' } }),
    ];
    const log: string[] = [];
    const catalogue = await loadCatalogue(
      portal((r) =>
        r.path === 'products' ? { body: { data: odd, total: odd.length } } : healthy(r),
      ),
      {
        today,
        log: (line) => log.push(line),
      },
    );
    expect(catalogue.products).toHaveLength(13);
    expect(catalogue.report.dropped).toEqual([]);
    expect(catalogue.report.warnings).toEqual([
      'category ? "Broken" left out: category without an id',
      'product field slug: expected text, got an object; ignored (12 products, e.g. 1, 2, 3, 4, 5)',
      'product field tax_rate: a fixed-amount tax-rate row; 5% assumed (1 product: 13)',
    ]);
    expect(log.filter((line) => line.startsWith('warning: product field'))).toHaveLength(2);
  });

  it('builds without slider, brands or a home block that failed, and says so', async () => {
    const catalogue = await loadCatalogue(
      portal((request) =>
        ['website/slider', 'website/brands', 'products/latest'].includes(request.path)
          ? { status: 500 }
          : healthy(request),
      ),
      { today },
    );
    expect(catalogue.slides).toEqual([]);
    expect(catalogue.brands).toEqual([]);
    expect(catalogue.products[0]?.brand).toBeNull(); // its brand id had nothing to look up
    expect(catalogue.report.homeFailures).toEqual(['latest']);
    expect(catalogue.report.warnings).toEqual([
      'slider left out: GET website/slider: HTTP 500 (empty body) (after 3 attempts)',
      'brands left out: GET website/brands: HTTP 500 (empty body) (after 3 attempts)',
      'home block latest left out: GET products/latest: HTTP 500 (empty body) (after 3 attempts)',
      'category ? "Broken" left out: category without an id',
    ]);
  });

  it('fails when products or categories cannot be read', async () => {
    const noProducts = loadCatalogue(
      portal((r) => (r.path === 'products' ? { status: 500 } : healthy(r))),
      { today },
    );
    await expect(noProducts).rejects.toThrow(
      new PortalError({
        kind: 'http',
        endpoint: 'GET products',
        status: 500,
        detail: '(empty body)',
        attempts: 3,
      }),
    );
    const noCategories = loadCatalogue(
      portal((r) => (r.path === 'categories' ? { body: '<html>down</html>' } : healthy(r))),
      { today },
    );
    await expect(noCategories).rejects.toThrow(
      'GET categories: bad shape: not JSON (body starts "<html>down</html>")',
    );
  });

  it('refuses to build an empty shop', async () => {
    const empty = loadCatalogue(
      portal((r) =>
        r.path === 'products'
          ? { status: 404, body: { message: 'none', status: false } }
          : healthy(r),
      ),
      { today },
    );
    await expect(empty).rejects.toThrow(CatalogueError);
    const unsellable = loadCatalogue(
      portal((r) =>
        r.path === 'products'
          ? { body: { data: [wireProduct(1, { price: '0', unit_price: '0' })], total: 1 } }
          : healthy(r),
      ),
      {
        today,
      },
    );
    await expect(unsellable).rejects.toThrow(
      'the portal returned no products: refusing to build an empty shop (1 rows read, 1 dropped)',
    );
  });
});

/**
 * Contract tests on answers shaped like a stock SMA install's (fixtures/sma-*.json): lists give
 * `tax_rate` as the tax-rate row id ("2"), the single view gives the row itself and adds stock
 * columns (`unit`, `warehouse`, `cost`...). Both must give the same sellable product, quietly.
 */
import { describe, expect, it } from 'vitest';
import { fetchLiveOffer, fetchProduct } from './api';
import { createPortalClient } from './client';
import { fakeFetch } from './fake-fetch';
import smaList from './fixtures/sma-products-list.json';
import smaView from './fixtures/sma-product-view.json';
import { mapProducts, type ProductMapContext } from './map';
import { productPageSchema } from './wire';

const context: ProductMapContext = {
  baseUrl: 'http://portal.test',
  today: new Date('2025-03-10T08:00:00Z'),
  brandNames: new Map([[5, 'Yealink']]),
};
const viewProduct = smaView.data;

function portalAnswering(body: unknown) {
  const fake = fakeFetch(() => ({ body }));
  return createPortalClient({
    baseUrl: 'http://portal.test',
    apiKey: 'k',
    fetch: fake.fetch,
    sleep: async () => {},
  });
}

describe('a stock SMA product list', () => {
  const mapped = mapProducts(productPageSchema.parse(smaList).data, context);

  it('keeps every product, priced by its tax method, with no warnings', () => {
    expect(mapped.dropped).toEqual([]);
    expect(mapped.warnings).toEqual([]);
    expect(
      mapped.products.map((p) => [
        p.id,
        p.price,
        p.salePrice,
        p.vatPercent,
        p.quantity,
        p.brand?.name ?? null,
        p.images,
      ]),
    ).toEqual([
      [201, 84000, null, 5, 14, 'Cisco', ['http://portal.test/assets/uploads/c1000-8t.png']],
      [202, 20000, 18000, 5, null, 'Yealink', []],
      // Exclusive, no unit_price: 10.00 + 5% (its tax_rate "1" is a row id, not 1%).
      [203, 1050, null, 5, 250, null, ['http://portal.test/assets/uploads/cat6.png']],
    ]);
  });

  it('lets no stock column through', () => {
    const text = JSON.stringify(mapped);
    for (const leak of ['620', 'cost', 'supplier', 'code128', 'alert_quantity', 'track_quantity'])
      expect(text).not.toContain(leak);
  });
});

describe('a stock SMA single view', () => {
  it('reads the tax-rate row and gives the same product as the list, quietly', async () => {
    const warnings: string[] = [];
    const product = await fetchProduct(portalAnswering(smaView), 201, {
      ...context,
      onWarning: (line) => warnings.push(line),
    });
    const listed = mapProducts(productPageSchema.parse(smaList).data, context).products[0];
    expect(product).toEqual({
      ...listed,
      images: [
        'http://portal.test/assets/uploads/c1000-8t.png',
        'http://portal.test/assets/uploads/c1000-8t-back.png',
      ],
    });
    expect(warnings).toEqual([]);
    expect(JSON.stringify(product)).not.toMatch(/warehouse|Piece|620/);
  });

  it('answers the live offer from the bare object or the {data} wrapper', async () => {
    const offer = { id: 201, price: 84000, salePrice: null, quantity: 14, vatPercent: 5 };
    await expect(fetchLiveOffer(portalAnswering(smaView), 201)).resolves.toEqual(offer);
    await expect(fetchLiveOffer(portalAnswering(viewProduct), 201)).resolves.toEqual(offer);
  });

  it("prices with the row's own rate", async () => {
    const noTax = {
      ...viewProduct,
      unit_price: undefined,
      tax_rate: { id: '1', name: 'No Tax', code: 'NT', rate: '0.0000', type: 'percentage' },
    };
    await expect(fetchLiveOffer(portalAnswering(noTax), 201)).resolves.toMatchObject({
      price: 80000,
      vatPercent: 0,
    });
    const ten = {
      ...viewProduct,
      unit_price: undefined,
      tax_rate: { id: '4', name: 'VAT @10%', code: 'VAT10', rate: '10.0000', type: 'percentage' },
    };
    await expect(fetchLiveOffer(portalAnswering(ten), 201)).resolves.toMatchObject({
      price: 88000,
      vatPercent: 10,
    });
  });

  it('keeps the product when a column it reads arrives as an object, and says which', async () => {
    const odd = {
      ...viewProduct,
      image: { file: 'c1000-8t.png' },
      metadesc: ['x'],
      quantity: { warehouse_1: '14.0000' },
    };
    const warnings: string[] = [];
    const offer = await fetchLiveOffer(portalAnswering(odd), 201, {
      onWarning: (line) => warnings.push(line),
    });
    expect(offer).toEqual({
      id: 201,
      price: 84000,
      salePrice: null,
      quantity: null,
      vatPercent: 5,
    });
    expect(warnings).toEqual([
      'product 201: quantity: expected a number, got an object; ignored',
      'product 201: image: expected text, got an object; ignored',
      'product 201: metadesc: expected text, got a list; ignored',
    ]);
  });
});

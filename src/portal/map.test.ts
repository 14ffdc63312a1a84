import { describe, expect, it } from 'vitest';
import kitchenSink from './fixtures/products-kitchen-sink.json';
import { earlierMappings, mapProducts, type ProductMapContext } from './map';
import { productPageSchema } from './wire';

const context: ProductMapContext = {
  baseUrl: 'http://portal.test',
  // 08:00 UTC is 12:00 in the UAE, on 10 March.
  today: new Date('2025-03-10T08:00:00Z'),
  brandNames: new Map([[7, 'Ubiquiti']]),
};

function mapKitchenSink(ctx = context) {
  const page = productPageSchema.parse(kitchenSink);
  return mapProducts(page.data, ctx);
}

const byId = (id: number) => {
  const product = mapKitchenSink().products.find((p) => p.id === id);
  if (!product) throw new Error(`product ${id} was dropped`);
  return product;
};

describe('mapProducts on the kitchen-sink list', () => {
  it('maps a complete record field by field', () => {
    expect(byId(101)).toEqual({
      id: 101,
      code: 'C1000-24T-4G-L',
      slug: 'cisco-switch',
      name: 'Cisco Catalyst 1000 24-Port Switch',
      nameAr: null,
      price: 189000,
      salePrice: null,
      vatPercent: 5,
      quantity: 3,
      images: [
        'http://portal.test/assets/uploads/c1000.png',
        'http://portal.test/assets/uploads/c1000-back.png',
        'http://portal.test/assets/uploads/c1000%20side.png',
      ],
      brand: { name: 'Cisco', slug: 'cisco' },
      categoryId: 1,
      subcategoryId: 11,
      bxgy: { buy: 2, get: 1 },
      keyInformation: [
        { heading: null, rows: [{ label: 'Warranty', value: '1 Year' }] },
        {
          heading: 'General',
          rows: [
            { label: 'Brand', value: 'Cisco' },
            { label: 'Model', value: 'C1000-24T & more' },
            { label: 'Ports', value: '24 x 1G 4 x SFP' },
            { label: 'Support', value: 'Call us' },
          ],
        },
        { heading: 'Power', rows: [{ label: 'PoE Budget', value: '370 W' }] },
      ],
      details:
        '<p>Fast <strong>switch</strong>.</p><p><a rel="noopener nofollow">Datasheet</a> ' +
        '<a href="https://vendor.example/ds.pdf" rel="noopener nofollow">PDF</a></p><p>Offer</p><h2>Big</h2>',
      productDetails: '<p>Cisco switch</p><p>Warranty: 1 Year</p>',
      metaTitle: 'Cisco C1000 24-Port Switch | Gulf IT',
      metaDescription: 'Buy the Cisco C1000 & save.',
    });
  });

  it('never lets internal columns or hostile markup through', () => {
    const text = JSON.stringify(mapKitchenSink());
    expect(text).not.toMatch(/cost/i);
    expect(text).not.toContain('1234.56');
    expect(text).not.toMatch(
      /<script|onerror|onclick|onmouseover|javascript:|<iframe|style=|<img/i,
    );
  });

  it('adds VAT to an exclusive price and its promotion, and keeps a live sale', () => {
    const phone = byId(102);
    expect(phone).toMatchObject({
      price: 10500,
      salePrice: 9450,
      quantity: null,
      subcategoryId: null,
      bxgy: null,
    });
    expect(phone.brand).toEqual({ name: 'Yealink', slug: null });
    expect(phone.images).toEqual(['http://portal.test/assets/uploads/t54w.png']);
    expect(phone.slug).toBe('yealink-t54w-prime-business-phone');
    expect(phone.metaTitle).toBeNull();
    expect(phone.metaDescription).toBeNull();
    expect(phone.details).toBe('');
    expect(phone.keyInformation).toEqual([
      {
        heading: null,
        rows: [
          { label: 'Display', value: '4.3" colour' },
          { label: 'Bluetooth', value: 'built in' },
        ],
      },
    ]);
  });

  it('shows no sale when the promotion is above the price, zero, expired, not started or switched off', () => {
    expect(byId(103).salePrice).toBeNull(); // promo above price
    expect(byId(104).salePrice).toBeNull(); // promo 0
    expect(byId(105).salePrice).toBeNull(); // ended 31 Jan
    expect(byId(106).salePrice).toBeNull(); // starts 1 Apr
    expect(byId(107).salePrice).toBeNull(); // promotion "0"
    expect(byId(112)).toMatchObject({ price: 9950, salePrice: 8000 }); // undated, no flag: live
  });

  it('decides promotion dates on the UAE calendar', () => {
    // 21:00 UTC on 31 March is already 1 April in Dubai: the phone's promotion has ended there.
    const lateOnTheLastDay = mapKitchenSink({
      ...context,
      today: new Date('2025-03-31T19:59:00Z'),
    });
    const afterTheLastDay = mapKitchenSink({ ...context, today: new Date('2025-03-31T20:00:00Z') });
    expect(lateOnTheLastDay.products.find((p) => p.id === 102)?.salePrice).toBe(9450);
    expect(afterTheLastDay.products.find((p) => p.id === 102)?.salePrice).toBeNull();
  });

  it('treats no_image.png as no picture', () => {
    expect(byId(103).images).toEqual([]);
  });

  it('reads brands from objects, names and ids', () => {
    expect(byId(103).brand).toEqual({ name: 'Ubiquiti', slug: null }); // "7" found in the brand map
    expect(byId(104).brand).toEqual({ name: 'Cisco', slug: null }); // object without slug
    expect(byId(105).brand).toBeNull(); // "99": unknown id
    expect(byId(106).brand).toEqual({ name: 'Ubiquiti', slug: null }); // object with only an id
    expect(byId(112).brand).toBeNull();
    expect(
      mapKitchenSink({ ...context, brandNames: undefined }).products.find((p) => p.id === 103)
        ?.brand,
    ).toBeNull();
  });

  it('only keeps a buy-x-get-y offer when both quantities are above 0', () => {
    expect([101, 102, 104, 105, 107].map((id) => byId(id).bxgy)).toEqual([
      { buy: 2, get: 1 },
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives every product a unique, stable slug', () => {
    const { products } = mapKitchenSink();
    expect(products.map((p) => [p.id, p.slug])).toEqual([
      [101, 'cisco-switch'],
      [102, 'yealink-t54w-prime-business-phone'],
      [103, 'hdmi-cable-2m'],
      [104, 'cisco-switch-104'], // duplicate portal slug: the higher id gives way
      [105, 'fortigate-40f-firewall'], // empty slug
      [106, 'fortigate-60f-firewall'], // all-digit slug would read as an id
      [107, 'ubiquiti-unifi-ap-ac-lite'], // slug missing
      [112, 'cafe-router-unicode-and-co'],
    ]);
    expect(mapKitchenSink().products.map((p) => p.slug)).toEqual(products.map((p) => p.slug));
  });

  it('reads quantities and category ids from strings, numbers, nulls and objects', () => {
    expect([101, 102, 103, 104, 105, 112].map((id) => byId(id).quantity)).toEqual([
      3,
      null,
      null,
      0,
      12,
      2,
    ]);
    expect(byId(112).categoryId).toBe(4);
    expect(byId(107).keyInformation).toEqual([]);
  });

  it('drops what cannot be sold, saying why', () => {
    const { products, dropped } = mapKitchenSink();
    expect(products.map((p) => p.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 112]);
    expect(dropped).toEqual([
      { id: 108, reason: 'no name' },
      { name: 'Mystery box', reason: 'no id' },
      { id: 110, name: 'Free thing', reason: 'no price above 0' },
      {
        id: 111,
        name: 'Broken price',
        reason: 'no price above 0 (price: expected a number, got an object; ignored)',
      },
      { reason: 'malformed record: expected an object, got text' },
      {
        id: 101,
        name: 'Cisco Catalyst 1000 24-Port Switch (again)',
        reason: 'the same id appeared earlier in the list',
      },
    ]);
  });
});

describe('mapProducts prices', () => {
  const one = (record: Record<string, unknown>) =>
    mapProducts([{ id: 1, name: 'X', ...record }], context).products[0];
  const vatRow = (rate: string) => ({
    id: '4',
    name: `VAT @${rate}`,
    code: 'VATX',
    rate,
    type: 'percentage',
  });

  it('prefers the VAT-inclusive unit price', () => {
    expect(one({ price: '100.0000', unit_price: '105.0000', tax_method: 'exclusive' })?.price).toBe(
      10500,
    );
  });

  it('falls back to the net price plus the product tax rate', () => {
    expect(one({ net_price: '200.0000', tax_rate: '10.0000' })?.price).toBe(22000);
    expect(one({ net_price: '200.0000' })?.price).toBe(21000);
  });

  it("adds the product's own rate, read from its tax-rate row or a decimal rate", () => {
    expect(
      one({ price: '200.0000', tax_method: 'exclusive', tax_rate: vatRow('10.0000') }),
    ).toMatchObject({ price: 22000, vatPercent: 10 });
    expect(
      one({ price: '200.0000', tax_method: 'exclusive', tax_rate: vatRow('0.0000') }),
    ).toMatchObject({ price: 20000, vatPercent: 0 });
    expect(one({ price: '200.0000', tax_method: 'exclusive', tax_rate: '10.0000' })).toMatchObject({
      price: 22000,
      vatPercent: 10,
    });
  });

  it("takes a whole-number tax_rate for stock SMA's row id, not a rate: 5%", () => {
    const { products, warnings } = mapProducts(
      [{ id: 1, name: 'X', price: '200.0000', tax_method: 'exclusive', tax_rate: '2' }],
      context,
    );
    expect(products[0]).toMatchObject({ price: 21000, vatPercent: 5 });
    expect(warnings).toEqual([]);
  });

  it('reads tax_method 1 as exclusive', () => {
    expect(one({ price: '1.005', tax_method: 1 })?.price).toBe(106);
    expect(one({ price: '120.0000', tax_method: '1', promo_price: '100.0000' })).toMatchObject({
      price: 12600,
      salePrice: 10500,
    });
  });
});

describe('mapProducts warnings', () => {
  it('keeps a product whose other fields are odd and names each odd field once', () => {
    const { products, dropped, warnings } = mapProducts(
      [
        {
          id: '5',
          name: 'Odd one',
          unit_price: '50.0000',
          slug: ['odd'],
          metadata: { title: 'x' },
          tax_rate: { rate: '5', type: 'fixed' },
          unit: { id: '1' },
        },
        { id: '6', name: 'Fine', unit_price: '20.0000', tax_rate: '2', warehouse: { id: '1' } },
      ],
      context,
    );
    expect(dropped).toEqual([]);
    expect(products.map((p) => [p.id, p.slug, p.price, p.vatPercent, p.metaTitle])).toEqual([
      [5, 'odd-one', 5000, 5, null],
      [6, 'fine', 2000, 5, null],
    ]);
    expect(warnings).toEqual([
      { productId: 5, field: 'slug', problem: 'expected text, got a list; ignored' },
      { productId: 5, field: 'metadata', problem: 'expected text, got an object; ignored' },
      { productId: 5, field: 'tax_rate', problem: 'a fixed-amount tax-rate row; 5% assumed' },
    ]);
  });

  it('gives no warnings for a dropped record: its drop says why', () => {
    const { warnings, dropped } = mapProducts(
      [{ id: '7', name: { en: 'X' }, price: '1.0000', slug: {} }],
      context,
    );
    expect(warnings).toEqual([]);
    expect(dropped).toEqual([
      { id: 7, reason: 'no name (name: expected text, got an object; ignored)' },
    ]);
  });
});

describe('the Arabic name (stock SMA second_name)', () => {
  const record = (kitchenSink as { data: Record<string, unknown>[] }).data[0]!;
  const mapWith = (secondName: unknown) =>
    mapProducts(
      productPageSchema.parse({ ...kitchenSink, data: [{ ...record, second_name: secondName }] })
        .data,
      context,
    ).products[0];

  it('is kept when it is Arabic, as plain text', () => {
    expect(mapWith('سويتش <b>سيسكو</b> C1000')?.nameAr).toBe('سويتش سيسكو C1000');
  });

  it('is not one when empty, missing or a copy of the English name', () => {
    expect(mapWith('')?.nameAr).toBeNull();
    expect(mapWith(null)?.nameAr).toBeNull();
    expect(mapWith('Cisco Catalyst 1000 24-Port Switch')?.nameAr).toBeNull();
  });
});

describe('mapProducts with an earlier read', () => {
  const records = productPageSchema.parse(kitchenSink).data;
  const first = mapProducts(records, context);

  it('maps to the same catalogue, reusing what unchanged records mapped to', () => {
    const earlier = earlierMappings(records, first.mappings);
    const again = mapProducts(records, context, earlier);
    expect(again.products).toEqual(first.products);
    expect(again.dropped).toEqual(first.dropped);
    expect(again.warnings).toEqual(first.warnings);
    // Reused, not made again: the very objects of the earlier read, and the same products.
    expect(again.mappings.results.every((result, i) => result === first.mappings.results[i])).toBe(
      true,
    );
    expect(again.products.every((product, i) => product === first.products[i])).toBe(true);
  });

  it('maps a changed record afresh, and every record on another day', () => {
    const changed = records.map((record, i) =>
      i === 0 ? { ...(record as object), name: 'Renamed in the back office' } : record,
    );
    const earlier = earlierMappings(records, first.mappings);
    expect(mapProducts(changed, context, earlier).products.map((p) => p.name)).toEqual(
      mapProducts(changed, context).products.map((p) => p.name),
    );
    const nextDay = mapProducts(
      records,
      { ...context, today: new Date(context.today.getTime() + 86_400_000) },
      earlier,
    );
    expect(nextDay.mappings.results.some((result, i) => result === first.mappings.results[i])).toBe(
      false,
    );
  });
});

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from './catalogue.ts';
import { EMPTY_CART_MESSAGE } from './checkout.ts';
import type { DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

let portal: DemoPortal;

beforeAll(async () => {
  portal = await startTestPortal({ products: 500, seed: 42 });
});
afterAll(async () => {
  await portal.close();
});

/** The payload the shop sends (SPEC.md section 7). */
function payload(items: { product_id: number | string; qty: number }[]) {
  const address = {
    line1: 'Office 1204, Bay Square 5',
    line2: 'Business Bay',
    city: 'Dubai',
    state: 'Dubai',
    postal_code: '00000',
    country: 'United Arab Emirates',
  };
  return {
    name: 'Omar Al Mansoori',
    email: 'omar@example.ae',
    phone: '+971501234567',
    company: 'Mansoori Trading LLC',
    ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`billing_${k}`, v])),
    ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`shipping_${k}`, v])),
    shipping_phone: '+971501234567',
    items: items.map((item) => ({ ...item, option_id: null })),
    payment_method: 'cod',
    note: '',
  };
}

function sellable(test: (p: DemoProduct) => boolean): DemoProduct {
  const product = portal.catalogue.products.find((p) => p.broken === null && test(p));
  if (!product) throw new Error('the catalogue has no such product');
  return product;
}

describe('POST /orders/guest-checkout', () => {
  it('prices a known order to the fils: sale price, BXGY free line at 0, VAT contained in the gross', async () => {
    const bxgy = sellable(
      (p) => p.taxMethod === 'inclusive' && p.bxgy?.buy === 2 && p.bxgy.get === 1,
    );
    const onSale = sellable((p) => p.taxMethod === 'inclusive' && !p.bxgy && p.id !== bxgy.id);
    portal.updateProduct(bxgy.id, { price: 100, promo_price: null });
    portal.updateProduct(onSale.id, { price: '1234.50', promo_price: '999.99' });

    const { status, json } = await call(portal, '/api/v1/orders/guest-checkout', {
      body: payload([
        { product_id: String(bxgy.id), qty: 5 },
        { product_id: onSale.id, qty: 1 },
      ]),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      message: expect.any(String),
      order_id: expect.stringMatching(/^\d+$/),
      reference_no: expect.stringMatching(/^SALE\d{4}\/\d{2}\/\d{4}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      order_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // 5 x 100.00 (+2 free) + 999.99 = 1499.99 gross; VAT 23.81 + 47.62 = 71.43; net 1428.56.
    expect(json.items).toEqual([
      {
        product_name: bxgy.name,
        product_code: bxgy.code,
        quantity: '5.0000',
        unit_price: '100.0000',
      },
      {
        product_name: bxgy.name,
        product_code: bxgy.code,
        quantity: '2.0000',
        unit_price: '0.0000',
      },
      {
        product_name: onSale.name,
        product_code: onSale.code,
        quantity: '1.0000',
        unit_price: '999.9900',
      },
    ]);
    const totals = {
      subtotal: '1428.5600',
      product_tax: '71.4300',
      order_tax: '0.0000',
      shipping: '0.0000',
      grand_total: '1499.9900',
    };
    expect(json.totals).toEqual(totals);
    expect(json.order_details).toEqual({
      customer_name: 'Omar Al Mansoori',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      total_items: '8',
      payment_method: 'cod',
      payment_status: 'pending',
      sale_status: 'pending',
      ...totals,
    });
    portal.reset();
  });

  it('adds VAT on top for a product priced net of VAT (tax_method exclusive)', async () => {
    const net = sellable((p) => p.taxMethod === 'exclusive' && !p.bxgy);
    portal.updateProduct(net.id, { price: 200 });
    const { json } = await call(portal, '/api/v1/orders/guest-checkout', {
      body: payload([{ product_id: net.id, qty: 1 }]),
    });
    expect(json.items[0].unit_price).toBe('210.0000');
    expect(json.totals).toMatchObject({
      subtotal: '200.0000',
      product_tax: '10.0000',
      grand_total: '210.0000',
    });
    portal.reset();
  });

  it('refuses an empty or missing cart with the message the shop recognises', async () => {
    for (const body of [payload([]), { ...payload([]), items: undefined }]) {
      const answer = await call(portal, '/api/v1/orders/guest-checkout', { body });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(EMPTY_CART_MESSAGE);
      expect(answer.json.message).toBe('Cart items are required and must be a non-empty array.');
    }
  });

  it('answers 4xx {message} for a missing required field, an unknown product, a broken record or a bad quantity', async () => {
    const good = sellable(() => true);
    const broken = portal.catalogue.products.find((p) => p.broken !== null)!;
    const bodies = [
      { ...payload([{ product_id: good.id, qty: 1 }]), billing_city: '' },
      { ...payload([{ product_id: good.id, qty: 1 }]), email: 'not-an-email' },
      payload([{ product_id: 999_999, qty: 1 }]),
      payload([{ product_id: broken.id, qty: 1 }]),
      payload([{ product_id: good.id, qty: 0 }]),
    ];
    for (const body of bodies) {
      const answer = await call(portal, '/api/v1/orders/guest-checkout', { body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.json.message).toEqual(expect.any(String));
    }
  });

  it('records what it received and serves the order slip by hash or order_hash', async () => {
    const product = sellable(() => true);
    const body = payload([{ product_id: product.id, qty: 2 }]);
    const { json } = await call(portal, '/api/v1/orders/guest-checkout', { body });
    const lines = (await readFile(portal.submissionsFile, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.at(-1)).toMatchObject({
      endpoint: 'orders/guest-checkout',
      status: 200,
      body,
      time: expect.any(String),
    });

    for (const hash of [json.hash, json.order_hash]) {
      const slip = await fetch(
        `${portal.origin}/shop/orders?download=${json.order_id}&hash=${hash}`,
      );
      expect(slip.status).toBe(200);
      expect(await slip.text()).toContain(json.reference_no);
    }
    expect(
      (await fetch(`${portal.origin}/shop/orders?download=${json.order_id}&hash=wrong`)).status,
    ).toBe(404);
  });
});

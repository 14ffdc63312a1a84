import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

let portal: DemoPortal;

beforeAll(async () => {
  portal = await startTestPortal({ products: 200, seed: 42 });
});
afterAll(async () => {
  await portal.close();
});

const address = {
  line1: 'Office 1204',
  city: 'Dubai',
  state: 'Dubai',
  country: 'United Arab Emirates',
};
function order(note: string, qty = 2) {
  const product = portal.catalogue.products.find(
    (p) => p.broken === null && !p.bxgy && typeof p.quantity === 'number' && p.quantity > 5,
  );
  return {
    name: 'Omar Al Mansoori',
    email: 'Omar@Example.ae',
    phone: '+971501234567',
    company: '',
    ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`billing_${k}`, v])),
    items: [{ product_id: product?.id, qty, option_id: null }],
    payment_method: 'cod',
    note,
  };
}

describe('GET sales', () => {
  it('answers 404 as stock SMA does while there is no sale, then lists sales newest first with their notes and items', async () => {
    expect(
      await call(portal, '/api/v1/sales?limit=10&start=1&order_by=id,desc&include=items'),
    ).toMatchObject({
      status: 404,
      json: { message: 'No sale record found.', status: false },
    });
    const first = (
      await call(portal, '/api/v1/orders/guest-checkout', {
        body: order('Shop order key: key-one-0001'),
      })
    ).json;
    const second = (
      await call(portal, '/api/v1/orders/guest-checkout', {
        body: order('Gift wrap\n\nShop order key: key-two-0002', 3),
      })
    ).json;

    const list = await call(
      portal,
      '/api/v1/sales?limit=10&start=1&order_by=id,desc&include=items',
    );
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({ limit: 10, start: 1, total: 2 });
    const [newest, oldest] = list.json.data;
    expect(newest).toMatchObject({
      id: second.order_id,
      reference_no: second.reference_no,
      note: 'Gift wrap\n\nShop order key: key-two-0002',
      customer: 'Omar Al Mansoori',
      grand_total: second.totals.grand_total,
      sale_status: 'pending',
      payment_status: 'pending',
      total_items: '3',
    });
    expect(newest.items).toEqual([
      expect.objectContaining({
        quantity: '3.0000',
        product_name: second.items[0].product_name,
        unit_price: second.items[0].unit_price,
      }),
    ]);
    expect(oldest.id).toBe(first.order_id);
    // A sale carries no e-mail, and the portal leaves its hash and staff note out.
    expect(JSON.stringify(list.json)).not.toMatch(/example\.ae|"hash"|staff_note/i);

    expect(
      (await call(portal, '/api/v1/sales?limit=1&start=2&order_by=id,desc')).json.data.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual([first.order_id]);
    expect((await call(portal, '/api/v1/sales?limit=1&start=1')).json.data[0]).not.toHaveProperty(
      'items',
    );
  });

  it('finds one sale by reference, bare, and answers its 404 for another; the back office moves a sale on', async () => {
    const placed = (
      await call(portal, '/api/v1/orders/guest-checkout', {
        body: order('Shop order key: key-three-03'),
      })
    ).json;
    const one = await call(
      portal,
      `/api/v1/sales?reference=${encodeURIComponent(placed.reference_no.toLowerCase())}&include=items`,
    );
    expect(one).toMatchObject({
      status: 200,
      json: { id: placed.order_id, reference_no: placed.reference_no, items: [expect.anything()] },
    });
    expect(await call(portal, '/api/v1/sales?reference=SALE1999%2F01%2F0001')).toMatchObject({
      status: 404,
      json: { message: 'Sale could not be found for reference SALE1999/01/0001.', status: false },
    });

    const changed = await fetch(`${portal.origin}/__demo/sales/${placed.order_id}`, {
      method: 'POST',
      body: JSON.stringify({ sale_status: 'completed', payment_status: 'paid' }),
    });
    expect(changed.status).toBe(200);
    expect(
      (await call(portal, `/api/v1/sales?reference=${encodeURIComponent(placed.reference_no)}`))
        .json,
    ).toMatchObject({
      sale_status: 'completed',
      payment_status: 'paid',
    });
    const wrong = await fetch(`${portal.origin}/__demo/sales/${placed.order_id}`, {
      method: 'POST',
      body: JSON.stringify({ sale_status: 'shipped' }),
    });
    expect([wrong.status, await wrong.json()]).toEqual([
      400,
      { status: false, error: 'sale_status must be one of pending, completed, returned, canceled' },
    ]);
  });

  it("can be told to fail a checkout after storing the order (500, or the gateway's 504 page), or before", async () => {
    portal.setFaults({ failAfterPaths: ['orders/guest-checkout'] });
    const after = await call(portal, '/api/v1/orders/guest-checkout', {
      body: order('Shop order key: key-after-0004'),
    });
    expect([after.status, after.text]).toEqual([500, '']);
    const listed = (await call(portal, '/api/v1/sales?limit=50&start=1&order_by=id,desc')).json
      .data;
    expect(listed.some((s: { note: string }) => s.note === 'Shop order key: key-after-0004')).toBe(
      true,
    );

    portal.setFaults({ failAfterPaths: [], gatewayTimeoutAfterPaths: ['orders/guest-checkout'] });
    const gateway = await call(portal, '/api/v1/orders/guest-checkout', {
      body: order('Shop order key: key-gateway-06'),
    });
    expect([gateway.status, gateway.contentType]).toEqual([504, 'text/html; charset=utf-8']);
    expect(gateway.text).toContain('<h1>504 Gateway Time-out</h1>');
    const stored = (await call(portal, '/api/v1/sales?limit=50&start=1&order_by=id,desc')).json
      .data;
    expect(
      stored.filter((s: { note: string }) => s.note === 'Shop order key: key-gateway-06'),
    ).toHaveLength(1);

    portal.setFaults({ gatewayTimeoutAfterPaths: [], failPaths: ['orders/guest-checkout'] });
    const before = await call(portal, '/api/v1/orders/guest-checkout', {
      body: order('Shop order key: key-before-005'),
    });
    expect(before.status).toBe(500);
    const again = (await call(portal, '/api/v1/sales?limit=50&start=1&order_by=id,desc')).json.data;
    expect(again.some((s: { note: string }) => s.note.includes('key-before-005'))).toBe(false);
    portal.reset();
  });
});

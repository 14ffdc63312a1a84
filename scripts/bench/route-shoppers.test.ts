import { describe, expect, it } from 'vitest';
import { checkOffers } from '../../src/domain/checkout/checkout';
import { checkoutSchema, guestCheckoutPayload } from '../../src/domain/checkout/checkout-input';
import type { LiveOffer } from '../../src/domain/live/live-offer';
import { cartOrder, oneUnitOrder, ordersPerKey, shopperAddress } from './route-shoppers.ts';

describe('shopperAddress', () => {
  it('gives every shopper of a run an address of its own in 10.0.0.0/8', () => {
    const addresses = Array.from({ length: 70_000 }, (_, n) => shopperAddress(n));
    expect(new Set(addresses).size).toBe(70_000);
    for (const address of [
      addresses[0],
      addresses[255],
      addresses[256],
      addresses[69_999],
      shopperAddress(2 ** 24 - 1),
    ]) {
      expect(address).toMatch(/^10\.(?:\d{1,3})\.(?:\d{1,3})\.(?:\d{1,3})$/);
      expect(address?.split('.').every((octet) => Number(octet) <= 255)).toBe(true);
    }
    expect([shopperAddress(0), shopperAddress(256), shopperAddress(2 ** 24 - 1)]).toEqual([
      '10.0.0.0',
      '10.0.1.0',
      '10.255.255.255',
    ]);
    expect(shopperAddress(2 ** 24)).toBe(shopperAddress(0));
  });
});

describe('oneUnitOrder', () => {
  const onSale: LiveOffer = {
    id: 17,
    price: 189_900,
    salePrice: 173_880,
    quantity: 12,
    vatPercent: 5,
  };
  const listPrice: LiveOffer = {
    id: 18,
    price: 4_999,
    salePrice: null,
    quantity: 3,
    vatPercent: 5,
  };
  const live = (offer: LiveOffer) => ({ offers: [offer], unavailable: [], failed: [] });

  it('is a checkout the order route accepts, at the Grand Total the live offer gives', () => {
    for (const offer of [onSale, listPrice]) {
      const body = oneUnitOrder('bench@example.ae', offer);
      const parsed = checkoutSchema.safeParse(JSON.parse(JSON.stringify(body)));
      expect(parsed.success).toBe(true);
      expect(body.items).toEqual([{ product_id: offer.id, qty: 1 }]);
      expect(body.email).toBe('bench@example.ae');
      expect(checkOffers(body.items, live(offer), body.expected_total)).toEqual({
        verdict: 'ok',
        liveTotal: body.expected_total,
      });
    }
    expect(oneUnitOrder('bench@example.ae', onSale).expected_total).toBe(173_880);
    expect(oneUnitOrder('bench@example.ae', listPrice).expected_total).toBe(4_999);
  });
});

describe('cartOrder', () => {
  const offers: LiveOffer[] = [
    { id: 17, price: 189_900, salePrice: 173_880, quantity: 12, vatPercent: 5 },
    { id: 18, price: 4_999, salePrice: null, quantity: 3, vatPercent: 5 },
    { id: 19, price: 25_000, salePrice: 30_000, quantity: 40, vatPercent: 5 },
  ];

  it('orders one unit of each line at the Grand Total the live offers give, sale prices below the list price included', () => {
    const body = cartOrder('bench@example.ae', offers);
    expect(checkoutSchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true);
    expect(body.items).toEqual([17, 18, 19].map((id) => ({ product_id: id, qty: 1 })));
    expect(body.expected_total).toBe(173_880 + 4_999 + 25_000);
    expect(
      checkOffers(body.items, { offers, unavailable: [], failed: [] }, body.expected_total),
    ).toEqual({ verdict: 'ok', liveTotal: body.expected_total });
  });
});

describe('ordersPerKey', () => {
  const line = (endpoint: string, key: string, status = 200) =>
    JSON.stringify({
      time: '2026-11-27T12:00:00.000Z',
      endpoint,
      status,
      body: guestCheckoutPayload(
        checkoutSchema.parse(
          oneUnitOrder('b@example.ae', {
            id: 5,
            price: 100,
            salePrice: null,
            quantity: 9,
            vatPercent: 5,
          }),
        ),
        key,
      ),
    });

  it('counts the guest checkouts the portal took under each key, not a longer key, a refusal or another endpoint', () => {
    const submissions = [
      line('orders/guest-checkout', 'bench-intent-1'),
      line('orders/guest-checkout', 'bench-intent-1'),
      line('orders/guest-checkout', 'bench-intent-10'),
      line('orders/guest-checkout', 'bench-intent-2', 422),
      line('website/send_contact', 'bench-intent-2'),
      '',
    ].join('\n');
    expect(
      ordersPerKey(submissions, ['bench-intent-1', 'bench-intent-10', 'bench-intent-2']),
    ).toEqual([2, 1, 0]);
  });

  it('counts none for every key when nothing reached the portal', () => {
    expect(ordersPerKey('', ['a-key-of-8', 'another-key'])).toEqual([0, 0]);
  });
});

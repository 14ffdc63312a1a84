import { describe, expect, it } from 'vitest';
import { checkOffers, lineOverQuantityCap, mergeItems } from './checkout';
import { checkoutForm } from '../fixtures/checkout-form';
import { checkoutSchema, guestCheckoutPayload } from './checkout-input';
import { firstIssue } from '../form-fields';
import { messagesFor } from '../../i18n/messages';

const english = messagesFor('en').answers;

const form = {
  ...checkoutForm,
  name: ' Sara Khan ',
  items: [
    { product_id: 101, qty: 2 },
    { product_id: 104, qty: 1 },
    { product_id: 101, qty: 1 },
  ],
  expected_total: 0,
};

describe('guestCheckoutPayload', () => {
  it('copies billing to shipping when "same" is ticked, sends no prices, and notes the order key', () => {
    const input = checkoutSchema.parse({
      ...form,
      same_as_billing: true,
      shipping_line1: 'ignored',
      price: 1,
    });
    expect(guestCheckoutPayload(input, 'key-4f1c2a9b')).toEqual({
      name: 'Sara Khan',
      email: 'sara@example.ae',
      phone: '+971501234567',
      company: '',
      billing_line1: 'Villa 12, Street 4',
      billing_line2: '',
      billing_city: 'Dubai',
      billing_state: 'Dubai',
      billing_postal_code: '',
      billing_country: 'United Arab Emirates',
      shipping_line1: 'Villa 12, Street 4',
      shipping_line2: '',
      shipping_city: 'Dubai',
      shipping_state: 'Dubai',
      shipping_postal_code: '',
      shipping_country: 'United Arab Emirates',
      shipping_phone: '+971501234567',
      items: [
        { product_id: 101, qty: 3, option_id: null },
        { product_id: 104, qty: 1, option_id: null },
      ],
      payment_method: 'cod',
      note: 'Shop order key: key-4f1c2a9b',
    });
  });

  it('sends the phone as +971 and the national number, however the shopper typed it', () => {
    for (const [typed, sent] of [
      ['050 123 4567', '+971501234567'],
      ['00971 55 765 4321', '+971557654321'],
      ['04 123 4567', '+97141234567'],
    ]) {
      const payload = guestCheckoutPayload(
        checkoutSchema.parse({ ...form, same_as_billing: true, phone: typed }),
        'key-4f1c2a9b',
      );
      expect({ phone: payload.phone, shipping_phone: payload.shipping_phone }).toEqual({
        phone: sent,
        shipping_phone: sent,
      });
    }
  });

  it('sends its own shipping address when "same" is off', () => {
    const input = checkoutSchema.parse({
      ...form,
      same_as_billing: false,
      shipping_line1: 'Office 5, Tower B',
      shipping_city: 'Abu Dhabi',
      shipping_country: 'United Arab Emirates',
      note: 'Call first',
    });
    expect(guestCheckoutPayload(input, 'key-4f1c2a9b')).toMatchObject({
      shipping_line1: 'Office 5, Tower B',
      shipping_line2: '',
      shipping_city: 'Abu Dhabi',
      shipping_state: '',
      shipping_country: 'United Arab Emirates',
      note: 'Call first\n\nShop order key: key-4f1c2a9b',
    });
  });
});

describe('checkoutSchema', () => {
  const issue = (value: unknown) => {
    const r = checkoutSchema.safeParse(value);
    return r.success ? null : firstIssue(r.error, english);
  };

  it('requires the shipping address only when "same" is off', () => {
    expect(issue({ ...form, same_as_billing: true })).toBeNull();
    expect(issue({ ...form, same_as_billing: false })).toEqual({
      field: 'shipping_line1',
      message: 'Shipping Line 1 is required',
    });
  });

  it('names the field that is wrong', () => {
    expect(issue({ ...form, same_as_billing: true, email: 'sara' })).toEqual({
      field: 'email',
      message: 'Email must be a valid email address',
    });
    expect(issue({ ...form, same_as_billing: true, billing_city: '  ' })).toEqual({
      field: 'billing_city',
      message: 'Billing City is required',
    });
    expect(issue({ ...form, same_as_billing: true, items: [] })).toEqual({
      field: 'items',
      message: 'Please add some products to your cart',
    });
    expect(issue({ ...form, same_as_billing: true, items: [{ product_id: 1, qty: 0 }] })).toEqual({
      field: 'items.0.qty',
      message: 'Quantities start at 1',
    });
    expect(issue({ ...form, same_as_billing: true, phone: 'call me' })).toEqual({
      field: 'phone',
      message:
        'Phone must be a UAE phone number, such as 050 123 4567, +971 50 123 4567 or 04 123 4567',
    });
  });
});

describe('the quantity cap', () => {
  const issue = (items: { product_id: number; qty: number }[]) => {
    const r = checkoutSchema.safeParse({ ...form, same_as_billing: true, items });
    return r.success ? null : firstIssue(r.error, english);
  };

  it('holds for the merged quantity of a product, naming the line that goes over', () => {
    const lines = Array.from({ length: 100 }, () => ({ product_id: 101, qty: 9_999 }));
    expect(issue(lines)).toEqual({
      field: 'items.1.qty',
      message: 'You can order at most 9,999 of one product',
    });
    expect(
      issue([
        { product_id: 101, qty: 5_000 },
        { product_id: 104, qty: 9_999 },
        { product_id: 101, qty: 5_000 },
      ]),
    ).toEqual({
      field: 'items.2.qty',
      message: 'You can order at most 9,999 of one product',
    });
    expect(issue([{ product_id: 101, qty: 10_000 }])).toEqual({
      field: 'items.0.qty',
      message: 'You can order at most 9,999 of one product',
    });
  });

  it('lets a product reach the cap exactly, and different products each have their own', () => {
    expect(
      issue([
        { product_id: 101, qty: 4_999 },
        { product_id: 101, qty: 5_000 },
        { product_id: 104, qty: 9_999 },
      ]),
    ).toBeNull();
    expect(
      lineOverQuantityCap([
        { product_id: 1, qty: 9_999 },
        { product_id: 2, qty: 9_999 },
      ]),
    ).toBeNull();
  });

  it('merges lines in the order products first appear', () => {
    expect(
      mergeItems([
        { product_id: 7, qty: 1 },
        { product_id: 3, qty: 2 },
        { product_id: 7, qty: 4 },
      ]),
    ).toEqual([
      { product_id: 7, qty: 5 },
      { product_id: 3, qty: 2 },
    ]);
  });
});

describe('checkOffers', () => {
  const offer = (id: number, price: number, salePrice: number | null, quantity: number | null) => ({
    id,
    price,
    salePrice,
    quantity,
    vatPercent: 5,
  });
  const items = [
    { product_id: 101, qty: 2 },
    { product_id: 104, qty: 1 },
  ];
  // 2 x AED 219.90 (on sale from 245.00) + 1 x AED 1,299.00 = AED 1,738.80
  const live = {
    offers: [offer(101, 24_500, 21_990, 4), offer(104, 129_900, null, 1)],
    unavailable: [],
    failed: [],
  };

  it('passes an order at the live total, on sale prices, with enough stock', () => {
    expect(checkOffers(items, live, 173_880)).toEqual({ verdict: 'ok', liveTotal: 173_880 });
  });

  it('refuses a line whose stock the portal does not give, as the pages show it sold out', () => {
    const unknown = { ...live, offers: [live.offers[0]!, offer(104, 129_900, null, null)] };
    expect(checkOffers(items, unknown, 173_880)).toMatchObject({
      verdict: 'changed',
      problems: [{ productId: 104, problem: 'sold-out' }],
    });
  });

  it('refuses another total than the live one, saying both', () => {
    expect(checkOffers(items, live, 188_900)).toEqual({
      verdict: 'changed',
      problems: [],
      liveTotal: 173_880,
      expectedTotal: 188_900,
    });
  });

  it('refuses sold-out, short and unavailable lines even at the right total', () => {
    const soldOut = { ...live, offers: [offer(101, 24_500, 21_990, 0), live.offers[1]!] };
    expect(checkOffers(items, soldOut, 173_880)).toMatchObject({
      verdict: 'changed',
      problems: [{ productId: 101, problem: 'sold-out' }],
    });
    const short = { ...live, offers: [offer(101, 24_500, 21_990, 1), live.offers[1]!] };
    expect(checkOffers(items, short, 173_880)).toMatchObject({
      problems: [{ productId: 101, problem: 'short', wanted: 2, inStock: 1 }],
    });
    const gone = { offers: [live.offers[0]!], unavailable: [104], failed: [] };
    expect(checkOffers(items, gone, 173_880)).toEqual({
      verdict: 'changed',
      problems: [{ productId: 104, problem: 'unavailable' }],
      liveTotal: null,
      expectedTotal: 173_880,
    });
  });

  it('cannot decide when a line could not be checked', () => {
    expect(
      checkOffers(items, { offers: [live.offers[0]!], unavailable: [], failed: [104] }, 173_880),
    ).toEqual({ verdict: 'unchecked', productIds: [104] });
  });
});

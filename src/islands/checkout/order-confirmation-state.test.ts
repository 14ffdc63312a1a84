// @vitest-environment happy-dom
/**
 * The confirmation page's state without a browser: the stored order, and the portal's words in the
 * page's.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../domain/checkout/order';
import type { Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';
import { useConfirmedOrder } from './order-confirmation-state';

const order: Order = {
  message: 'Thank you for your order.',
  orderId: '42',
  referenceNo: 'SALE2026/11/0042',
  hash: 'a1b2',
  orderHash: 'c3d4',
  details: {
    customerName: 'Aisha Rahman',
    date: '2026-11-28',
    totalItems: 5,
    paymentMethod: 'cod',
    paymentStatus: 'Pending',
    saleStatus: 'on hold',
    subtotal: 427_300,
    productTax: 20_348,
    orderTax: 0,
    shipping: 0,
    grandTotal: 427_300,
  },
  items: [
    {
      productName: 'Cisco CBS250-24T Switch',
      productCode: 'CBS250-24T-4G',
      quantity: 2,
      unitPrice: 119_900,
    },
  ],
  totals: { subtotal: 427_300, productTax: 20_348, orderTax: 0, shipping: 0, grandTotal: 427_300 },
};

const confirmed = (locale: Locale) =>
  renderHook(() => useConfirmedOrder(locale, messagesFor(locale).confirmation)).result;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('the confirmation page', () => {
  it('shows the order the checkout stored, with the portal message on the English page', () => {
    sessionStorage.setItem('last-order', JSON.stringify(order));
    const result = confirmed('en');
    expect(result.current.order).toEqual(order);
    expect(result.current.headline).toBe('Thank you for your order.');
  });

  it('says the order was placed in its own words where the page is not in the portal language', () => {
    sessionStorage.setItem('last-order', JSON.stringify(order));
    expect(confirmed('ar').current.headline).toBe(messagesFor('ar').confirmation.placed);
  });

  it('puts the portal words in the page words, whatever their case, and shows a word it has none for as sent', () => {
    sessionStorage.setItem('last-order', JSON.stringify(order));
    const en = confirmed('en').current;
    expect([
      en.portalWord('cod'),
      en.portalWord('Pending'),
      en.portalWord('on hold'),
      en.portalWord(null),
    ]).toEqual(['Cash on delivery', 'pending', 'on hold', null]);
    const ar = confirmed('ar').current;
    expect(ar.portalWord('COD')).toBe('الدفع عند الاستلام');
  });

  it('finds no order when none was stored, or what was stored is not one', () => {
    expect(confirmed('en').current.order).toBeNull();
    cleanup();
    sessionStorage.setItem('last-order', JSON.stringify({ ...order, orderId: '' }));
    expect(confirmed('en').current.order).toBeNull();
    cleanup();
    sessionStorage.setItem('last-order', '{not json');
    expect(confirmed('en').current.order).toBeNull();
  });
});

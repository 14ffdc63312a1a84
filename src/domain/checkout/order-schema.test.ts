import { describe, expect, it } from 'vitest';
import type { Order } from './order';
import { paymentTone, readStoredOrder, saleTone } from './order-schema';

const order: Order = {
  message: 'Order placed successfully',
  orderId: '42',
  referenceNo: 'SALE2026/11/0042',
  hash: 'abc',
  orderHash: 'def',
  details: {
    customerName: 'Sara Khan',
    date: '2026-11-22 10:00:00',
    totalItems: 3,
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    saleStatus: 'pending',
    subtotal: 100_000,
    productTax: 5_000,
    orderTax: 0,
    shipping: 0,
    grandTotal: 105_000,
  },
  items: [{ productName: 'Switch', productCode: 'C1000', quantity: 3, unitPrice: 35_000 }],
  totals: { subtotal: null, productTax: 5_000, orderTax: 0, shipping: 0, grandTotal: 105_000 },
};

describe('readStoredOrder', () => {
  it('reads back what the checkout stored', () => {
    expect(readStoredOrder(JSON.stringify(order))).toEqual(order);
  });

  it('treats missing, corrupt or foreign values as no order', () => {
    expect(readStoredOrder(null)).toBeNull();
    expect(readStoredOrder('{not json')).toBeNull();
    expect(readStoredOrder(JSON.stringify({ ...order, orderId: '' }))).toBeNull();
    expect(readStoredOrder(JSON.stringify([order]))).toBeNull();
  });
});

describe('status colours', () => {
  it('follows SPEC: paid green, pending yellow, otherwise red; completed green, pending yellow, otherwise blue', () => {
    expect(['paid', 'Pending', 'due', null].map(paymentTone)).toEqual([
      'green',
      'yellow',
      'red',
      'red',
    ]);
    expect(['completed', 'pending', 'returned', null].map(saleTone)).toEqual([
      'green',
      'yellow',
      'blue',
      'blue',
    ]);
  });
});

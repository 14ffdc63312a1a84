import { describe, expect, it } from 'vitest';
import { orderSummary, shopperOrder } from '../domain/checkout/order';
import orderResponse from './fixtures/order-response.json';
import { mapOrder } from './map-order';
import { orderResponseSchema } from './wire';

describe('mapOrder', () => {
  const order = mapOrder(orderResponseSchema.parse(orderResponse));

  it('turns the guest checkout answer into an Order with fils', () => {
    expect(order).toEqual({
      message: 'Order placed successfully',
      orderId: '1201',
      referenceNo: 'SALE2025/03/0001',
      hash: 'a1b2c3',
      orderHash: 'd4e5f6',
      details: {
        customerName: 'Aisha Khan',
        date: '2025-03-10 12:30:00',
        totalItems: 3,
        paymentMethod: 'cod',
        paymentStatus: 'pending',
        saleStatus: 'pending',
        subtotal: 200000,
        productTax: 10000,
        orderTax: 0,
        shipping: 0,
        grandTotal: 210000,
      },
      items: [
        { productName: 'Yealink T54W', productCode: 'SIP-T54W', quantity: 2, unitPrice: 105000 },
        { productName: 'Yealink T54W', productCode: 'SIP-T54W', quantity: 1, unitPrice: 0 },
      ],
      totals: {
        subtotal: 200000,
        productTax: 10000,
        orderTax: null,
        shipping: 0,
        grandTotal: 210000,
      },
    });
  });

  it('sums up from totals, falling back to order_details', () => {
    expect(orderSummary(order)).toEqual({
      subtotal: 200000,
      productTax: 10000,
      orderTax: 0,
      shipping: 0,
      grandTotal: 210000,
    });
  });

  it('needs an order id and tolerates PHP empty objects', () => {
    expect(orderResponseSchema.safeParse({ message: 'ok' }).success).toBe(false);
    const bare = mapOrder(
      orderResponseSchema.parse({ order_id: 7, order_details: [], totals: false }),
    );
    expect(bare).toMatchObject({
      orderId: '7',
      message: '',
      items: [],
      details: { customerName: null, grandTotal: null },
      totals: { grandTotal: null },
    });
  });

  it("keeps none of the portal's other fields, in the order or in what the browser gets", () => {
    const internal = {
      ...orderResponse,
      cost: '812.00',
      supplier: 'Gulf Wholesale LLC',
      customer: { id: '77', email: 'buyer@example.ae', phone: '0501234567' },
      order_details: {
        ...(orderResponse.order_details as object),
        cost: '812.00',
        staff_note: 'margin 9%',
      },
      items: (orderResponse.items as unknown[]).map((item) =>
        item && typeof item === 'object' ? { ...item, cost: '300.00', supplier_id: '4' } : item,
      ),
    };
    const mapped = mapOrder(orderResponseSchema.parse(internal));
    expect(mapped).toEqual(order);
    const sent = JSON.stringify(shopperOrder({ ...mapped, raw: internal } as typeof mapped));
    for (const word of ['cost', 'supplier', 'buyer@example.ae', 'staff_note', 'raw'])
      expect(sent).not.toContain(word);
    expect(JSON.parse(sent)).toEqual(order);
  });
});

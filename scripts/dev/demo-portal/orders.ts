/**
 * Orders placed on the demo portal: numbering (id, "SALE2026/11/0042" reference, hashes), the
 * guest-checkout response of SPEC.md section 3, and lookup for the order slip. Orders live in
 * memory for the life of the process.
 */
import { createHash } from 'node:crypto';
import type { CheckoutInput, PricedOrder } from './checkout.ts';
import { uaeDateTime } from './dates.ts';
import { money } from './money.ts';
import type { Wire } from './wire.ts';

export interface PlacedOrder {
  id: number;
  referenceNo: string;
  hash: string;
  orderHash: string;
  date: string;
  input: CheckoutInput;
  priced: PricedOrder;
}

export interface OrderBook {
  place(input: CheckoutInput, priced: PricedOrder, at?: Date): PlacedOrder;
  /** The order with this id, if `hash` is its hash or order_hash. */
  find(id: number, hash: string): PlacedOrder | undefined;
}

const FIRST_ORDER_ID = 1201;

export function createOrderBook(seed: number): OrderBook {
  const orders = new Map<number, PlacedOrder>();
  let sequence = 0;
  const hex = (text: string) => createHash('sha256').update(`${seed}:${text}`).digest('hex');
  return {
    place(input, priced, at = new Date()) {
      sequence += 1;
      const id = FIRST_ORDER_ID + sequence - 1;
      const date = uaeDateTime(at);
      const order: PlacedOrder = {
        id,
        referenceNo: `SALE${date.slice(0, 4)}/${date.slice(5, 7)}/${String(sequence).padStart(4, '0')}`,
        hash: hex(`sale:${id}`),
        orderHash: hex(`order:${id}:${input.email}`),
        date,
        input,
        priced,
      };
      orders.set(id, order);
      return order;
    },
    find(id, hash) {
      const order = orders.get(id);
      return order && hash !== '' && (order.hash === hash || order.orderHash === hash) ? order : undefined;
    },
  };
}

export function orderResponse(order: PlacedOrder): Wire {
  const { priced } = order;
  const totals = {
    subtotal: money(priced.subtotal),
    product_tax: money(priced.productTax),
    order_tax: money(priced.orderTax),
    shipping: money(priced.shipping),
    grand_total: money(priced.grandTotal),
  };
  return {
    message: 'Order placed successfully',
    order_id: String(order.id),
    reference_no: order.referenceNo,
    hash: order.hash,
    order_hash: order.orderHash,
    order_details: {
      customer_name: order.input.name,
      date: order.date,
      total_items: String(priced.totalItems),
      payment_method: 'cod',
      payment_status: 'pending',
      sale_status: 'pending',
      ...totals,
    },
    items: priced.lines.map((line) => ({
      product_name: line.productName,
      product_code: line.productCode,
      quantity: line.quantity.toFixed(4),
      unit_price: money(line.unitPrice),
    })),
    totals,
  };
}

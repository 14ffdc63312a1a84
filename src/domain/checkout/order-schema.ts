/**
 * The order the checkout hands to the confirmation page (through session storage, so a reload
 * keeps it). Read back through this schema: anything else stored there is no order. It runs in the
 * browser, so it is written with valibot, as the other schemas the browser runs (./schema-parts).
 */
import * as v from 'valibot';
import type { Order } from './order';
import { nonEmpty } from '../schema-parts';

const fils = v.nullable(v.pipe(v.number(), v.safeInteger()));
const text = v.nullable(v.string());

const figures = {
  subtotal: fils,
  productTax: fils,
  orderTax: fils,
  shipping: fils,
  grandTotal: fils,
};

export const orderSchema = v.object({
  message: v.string(),
  orderId: nonEmpty,
  referenceNo: text,
  hash: text,
  orderHash: text,
  details: v.object({
    customerName: text,
    date: text,
    totalItems: v.nullable(v.number()),
    paymentMethod: text,
    paymentStatus: text,
    saleStatus: text,
    ...figures,
  }),
  items: v.array(
    v.object({
      productName: v.string(),
      productCode: v.string(),
      quantity: v.number(),
      unitPrice: fils,
    }),
  ),
  totals: v.object(figures),
}) satisfies v.GenericSchema<unknown, Order>;

export const orderStorageKey = 'last-order';

export function readStoredOrder(raw: string | null): Order | null {
  if (!raw) return null;
  try {
    const parsed = v.safeParse(orderSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/**
 * SPEC colours: payment paid green, pending yellow, else red; sale completed green, pending yellow,
 * else blue.
 */
export type StatusTone = 'green' | 'yellow' | 'red' | 'blue';

export function paymentTone(status: string | null): StatusTone {
  const s = status?.toLowerCase();
  return s === 'paid' ? 'green' : s === 'pending' ? 'yellow' : 'red';
}

export function saleTone(status: string | null): StatusTone {
  const s = status?.toLowerCase();
  return s === 'completed' ? 'green' : s === 'pending' ? 'yellow' : 'blue';
}

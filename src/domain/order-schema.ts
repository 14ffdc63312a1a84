/**
 * The order the checkout hands to the confirmation page (through session storage, so a reload
 * keeps it). Read back through this schema: anything else stored there is no order. It runs in the
 * browser, so it uses zod's tree-shakable mini build: the full zod anywhere in the browser's graph
 * would keep all of zod's core in the chunk every page loads for the cart.
 */
import './zod-without-eval';
import * as z from 'zod/mini';
import type { Order } from './order';

const fils = z.nullable(z.int());
const text = z.nullable(z.string());

const figures = {
  subtotal: fils,
  productTax: fils,
  orderTax: fils,
  shipping: fils,
  grandTotal: fils,
};

export const orderSchema = z.object({
  message: z.string(),
  orderId: z.string().check(z.minLength(1)),
  referenceNo: text,
  hash: text,
  orderHash: text,
  details: z.object({
    customerName: text,
    date: text,
    totalItems: z.nullable(z.number()),
    paymentMethod: text,
    paymentStatus: text,
    saleStatus: text,
    ...figures,
  }),
  items: z.array(
    z.object({
      productName: z.string(),
      productCode: z.string(),
      quantity: z.number(),
      unitPrice: fils,
    }),
  ),
  totals: z.object(figures),
  raw: z.record(z.string(), z.unknown()),
}) satisfies z.ZodMiniType<Order>;

export const orderStorageKey = 'last-order';

export function readStoredOrder(raw: string | null): Order | null {
  if (!raw) return null;
  try {
    const parsed = orderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** SPEC colours: payment paid green, pending yellow, else red; sale completed green, pending yellow, else blue. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'blue';

export function paymentTone(status: string | null): StatusTone {
  const s = status?.toLowerCase();
  return s === 'paid' ? 'green' : s === 'pending' ? 'yellow' : 'red';
}

export function saleTone(status: string | null): StatusTone {
  const s = status?.toLowerCase();
  return s === 'completed' ? 'green' : s === 'pending' ? 'yellow' : 'blue';
}

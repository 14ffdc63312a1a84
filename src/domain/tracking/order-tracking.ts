/**
 * What order tracking shows a guest: the sale as the portal has it now, in the shop's words. Only
 * what the page shows travels to the browser (no customer name: whoever knows a reference and an
 * e-mail address learns no more than the order itself). The browser reads it back with valibot.
 */
import * as v from 'valibot';
import type { Order, OrderItem, OrderTotals } from '../checkout/order';
import { orderSummary } from '../checkout/order';

export interface TrackedOrder {
  referenceNo: string;
  date: string | null;
  /** The portal's word (pending, completed…), shown in the page's language. */
  saleStatus: string | null;
  paymentStatus: string | null;
  items: OrderItem[];
  totals: OrderTotals;
}

export function trackedOrder(order: Order, reference: string): TrackedOrder {
  return {
    referenceNo: order.referenceNo ?? reference,
    date: order.details.date,
    saleStatus: order.details.saleStatus,
    paymentStatus: order.details.paymentStatus,
    items: order.items.map(({ productName, productCode, quantity, unitPrice }) => ({
      productName,
      productCode,
      quantity,
      unitPrice,
    })),
    totals: orderSummary(order),
  };
}

const fils = v.nullable(v.pipe(v.number(), v.safeInteger()));
const text = v.nullable(v.string());

export const trackedOrderSchema = v.object({
  referenceNo: v.string(),
  date: text,
  saleStatus: text,
  paymentStatus: text,
  items: v.array(
    v.object({
      productName: v.string(),
      productCode: v.string(),
      quantity: v.number(),
      unitPrice: fils,
    }),
  ),
  totals: v.object({
    subtotal: fils,
    productTax: fils,
    orderTax: fils,
    shipping: fils,
    grandTotal: fils,
  }),
}) satisfies v.GenericSchema<unknown, TrackedOrder>;

/**
 * The shop's word for a status the portal sends, by the word in lower case; `other` for one it does
 * not know.
 */
export function statusWord(
  words: Readonly<Record<string, string>>,
  status: string | null,
  other: string,
): string {
  const key = status?.trim().toLowerCase() ?? '';
  return Object.hasOwn(words, key) ? (words[key] as string) : other;
}

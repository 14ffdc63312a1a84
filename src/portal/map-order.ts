/**
 * The guest checkout answer into the shop's Order. The portal priced the order, so its figures are
 * carried over as they are (as fils), never recomputed.
 */
import type { Order, OrderDetails, OrderItem, OrderTotals } from '../domain/checkout/order.ts';
import { toFils } from '../domain/money.ts';
import { toNumber, toText } from './values.ts';
import { orderItemSchema, saleSchema, type WireOrderResponse, type WireSale } from './wire.ts';

type WireTotals = NonNullable<WireOrderResponse['totals']>;

function totalsOf(wire: WireTotals | null | undefined): OrderTotals {
  return {
    subtotal: toFils(wire?.subtotal),
    productTax: toFils(wire?.product_tax),
    orderTax: toFils(wire?.order_tax),
    shipping: toFils(wire?.shipping),
    grandTotal: toFils(wire?.grand_total),
  };
}

function detailsOf(wire: WireOrderResponse['order_details']): OrderDetails {
  return {
    customerName: toText(wire?.customer_name),
    date: toText(wire?.date),
    totalItems: toNumber(wire?.total_items),
    paymentMethod: toText(wire?.payment_method),
    paymentStatus: toText(wire?.payment_status),
    saleStatus: toText(wire?.sale_status),
    ...totalsOf(wire),
  };
}

/** Order lines; a line that is not even an object is skipped rather than failing a placed order. */
function itemsOf(records: readonly unknown[]): OrderItem[] {
  return records.flatMap((record): OrderItem[] => {
    const parsed = orderItemSchema.safeParse(record);
    if (!parsed.success) return [];
    const item = parsed.data;
    return [
      {
        productName: toText(item.product_name) ?? '',
        productCode: toText(item.product_code) ?? '',
        quantity: toNumber(item.quantity) ?? 0,
        unitPrice: toFils(item.unit_price),
      },
    ];
  });
}

export function mapOrder(wire: WireOrderResponse): Order {
  return {
    message: toText(wire.message) ?? '',
    orderId: String(wire.order_id).trim(),
    referenceNo: toText(wire.reference_no),
    hash: toText(wire.hash),
    orderHash: toText(wire.order_hash),
    details: detailsOf(wire.order_details),
    items: itemsOf(wire.items),
    totals: totalsOf(wire.totals),
  };
}

/**
 * A sale read back from the portal as the shop's Order: the same figures the checkout answer
 * carries, from the sale's own columns (`total` is the sum before tax). The sales controller leaves
 * the hashes out, so an order found this way has no slip link.
 */
export function mapSale(sale: WireSale): Order {
  const totals = totalsOf({
    subtotal: sale.total,
    product_tax: sale.product_tax,
    order_tax: sale.order_tax,
    shipping: sale.shipping,
    grand_total: sale.grand_total,
  });
  return {
    message: '',
    orderId: String(sale.id).trim(),
    referenceNo: toText(sale.reference_no),
    hash: null,
    orderHash: null,
    details: {
      customerName: toText(sale.customer),
      date: toText(sale.date),
      totalItems: toNumber(sale.total_items),
      paymentMethod: toText(sale.payment_method),
      paymentStatus: toText(sale.payment_status),
      saleStatus: toText(sale.sale_status),
      ...totals,
    },
    items: itemsOf(sale.items),
    totals,
  };
}

/**
 * One sale of a list, or null when it is not even a sale (skipped: one odd row must not hide the
 * rest).
 */
export function readSale(record: unknown): WireSale | null {
  const parsed = saleSchema.safeParse(record);
  return parsed.success ? parsed.data : null;
}

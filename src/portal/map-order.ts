/**
 * The guest checkout answer into the shop's Order. The portal priced the order, so its figures are
 * carried over as they are (as fils), never recomputed.
 */
import type { Order, OrderDetails, OrderItem, OrderTotals } from '../domain/order';
import { toFils } from '../domain/money';
import { toNumber, toText } from './values';
import { orderItemSchema, type WireOrderResponse } from './wire';

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
    raw: wire,
  };
}

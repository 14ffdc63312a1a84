/**
 * A guest order as the portal answered it, and the payload that places one. The portal prices the
 * order itself (promotions, VAT, shipping), so its figures here are authoritative; the shop never
 * recomputes them.
 */
import type { Fils } from '../catalogue.ts';

export interface OrderDetails {
  customerName: string | null;
  date: string | null;
  totalItems: number | null;
  paymentMethod: string | null;
  paymentStatus: string | null;
  saleStatus: string | null;
  subtotal: Fils | null;
  productTax: Fils | null;
  orderTax: Fils | null;
  shipping: Fils | null;
  grandTotal: Fils | null;
}

export interface OrderItem {
  productName: string;
  productCode: string;
  quantity: number;
  /** VAT-inclusive; 0 on a free buy-x-get-y line. */
  unitPrice: Fils | null;
}

export interface OrderTotals {
  subtotal: Fils | null;
  productTax: Fils | null;
  orderTax: Fils | null;
  shipping: Fils | null;
  grandTotal: Fils | null;
}

export interface Order {
  message: string;
  /** Kept as the portal wrote it: it goes back to the portal in the order-slip link. */
  orderId: string;
  referenceNo: string | null;
  hash: string | null;
  orderHash: string | null;
  details: OrderDetails;
  items: OrderItem[];
  totals: OrderTotals;
}

/**
 * The order as the shopper's browser gets it: exactly the fields the confirmation shows, copied one
 * by one, so nothing else the portal sent (or an older record kept) can ride along.
 */
export function shopperOrder(order: Order): Order {
  const { message, orderId, referenceNo, hash, orderHash, details, items, totals } = order;
  const figures = (t: OrderTotals): OrderTotals => ({
    subtotal: t.subtotal,
    productTax: t.productTax,
    orderTax: t.orderTax,
    shipping: t.shipping,
    grandTotal: t.grandTotal,
  });
  return {
    message,
    orderId,
    referenceNo,
    hash,
    orderHash,
    details: {
      customerName: details.customerName,
      date: details.date,
      totalItems: details.totalItems,
      paymentMethod: details.paymentMethod,
      paymentStatus: details.paymentStatus,
      saleStatus: details.saleStatus,
      ...figures(details),
    },
    items: items.map(({ productName, productCode, quantity, unitPrice }) => ({
      productName,
      productCode,
      quantity,
      unitPrice,
    })),
    totals: figures(totals),
  };
}

/**
 * The order summary: each figure from `totals`, falling back to `order_details` (SPEC section 2).
 */
export function orderSummary(order: Order): OrderTotals {
  const { totals, details } = order;
  return {
    subtotal: totals.subtotal ?? details.subtotal,
    productTax: totals.productTax ?? details.productTax,
    orderTax: totals.orderTax ?? details.orderTax,
    shipping: totals.shipping ?? details.shipping,
    grandTotal: totals.grandTotal ?? details.grandTotal,
  };
}

/**
 * What POST orders/guest-checkout takes (SPEC section 7). No prices: the portal prices the order.
 */
export interface GuestCheckoutPayload {
  name: string;
  email: string;
  phone: string;
  company: string;
  billing_line1: string;
  billing_line2: string;
  billing_city: string;
  billing_state: string;
  billing_postal_code: string;
  billing_country: string;
  shipping_line1: string;
  shipping_line2: string;
  shipping_city: string;
  shipping_state: string;
  shipping_postal_code: string;
  shipping_country: string;
  shipping_phone: string;
  items: { product_id: number; qty: number; option_id: null }[];
  payment_method: 'cod';
  note: string;
}

/** What POST website/send_contact takes: quote requests and newsletter sign-ups. */
export interface ContactPayload {
  first_name: string;
  last_name: string;
  email: string;
  description: string;
}

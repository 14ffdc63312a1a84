/**
 * Orders placed on the demo portal: numbering (id, "SALE2026/11/0042" reference, hashes), the
 * guest-checkout response of SPEC.md section 3, lookup for the order slip, and the sales they
 * become as stock SMA's sales controller answers them (`GET sales`, PORTAL.md), note included.
 * Staff move a sale on (status, payment) through the demo controls. Orders live in memory for the
 * life of the process.
 */
import { createHash } from 'node:crypto';
import type { CheckoutInput, PricedOrder } from './checkout.ts';
import { uaeDateTime } from './dates.ts';
import { money, VAT_PERCENT } from './money.ts';
import { onlyFields, PatchError, type Input } from './edit-input.ts';
import type { Wire } from './wire.ts';

export interface PlacedOrder {
  id: number;
  referenceNo: string;
  hash: string;
  orderHash: string;
  date: string;
  input: CheckoutInput;
  priced: PricedOrder;
  /** pending, completed, returned…: the back office changes it. */
  saleStatus: string;
  /** pending, due, partial, paid. */
  paymentStatus: string;
  updatedAt: string | null;
}

export const SALE_STATUSES = ['pending', 'completed', 'returned', 'canceled'] as const;
export const PAYMENT_STATUSES = ['pending', 'due', 'partial', 'paid'] as const;

export interface SalePatch {
  sale_status?: (typeof SALE_STATUSES)[number];
  payment_status?: (typeof PAYMENT_STATUSES)[number];
}

export interface OrderBook {
  place(input: CheckoutInput, priced: PricedOrder, at?: Date): PlacedOrder;
  /** The order with this id, if `hash` is its hash or order_hash. */
  find(id: number, hash: string): PlacedOrder | undefined;
  /** Every order, newest first. */
  newestFirst(): PlacedOrder[];
  byReference(reference: string): PlacedOrder | undefined;
  /** The back office moves a sale on; undefined when there is no such sale. */
  update(id: number, patch: SalePatch, at?: Date): PlacedOrder | undefined;
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
        saleStatus: 'pending',
        paymentStatus: 'pending',
        updatedAt: null,
      };
      orders.set(id, order);
      return order;
    },
    newestFirst: () => [...orders.values()].reverse(),
    // MySQL compares the reference without regard to case.
    byReference: (reference) =>
      [...orders.values()].find(
        (o) => o.referenceNo.toLowerCase() === reference.trim().toLowerCase(),
      ),
    update(id, patch, at = new Date()) {
      const order = orders.get(id);
      if (!order) return undefined;
      if (patch.sale_status) order.saleStatus = patch.sale_status;
      if (patch.payment_status) order.paymentStatus = patch.payment_status;
      order.updatedAt = uaeDateTime(at);
      return order;
    },
    find(id, hash) {
      const order = orders.get(id);
      return order && hash !== '' && (order.hash === hash || order.orderHash === hash)
        ? order
        : undefined;
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
      payment_status: order.paymentStatus,
      sale_status: order.saleStatus,
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

/**
 * The sale as stock SMA's sales controller writes it: every number a string, the columns a shop
 * does not need included (as the real one sends them), `hash` and `staff_note` left out; items with
 * `include=items`. The customer is the name (or company), never the e-mail.
 */
export function saleRecord(order: PlacedOrder, withItems: boolean): Wire {
  const { priced, input } = order;
  const totalTax = priced.productTax + priced.orderTax;
  return {
    id: String(order.id),
    date: order.date,
    reference_no: order.referenceNo,
    customer_id: String(1000 + (order.id % 97)),
    customer: input.company || input.name,
    biller_id: '3',
    biller: 'Gulf IT Store',
    warehouse_id: '1',
    note: input.note,
    total: money(priced.subtotal),
    product_discount: money(0),
    order_discount_id: null,
    total_discount: money(0),
    order_discount: money(0),
    product_tax: money(priced.productTax),
    order_tax_id: '1',
    order_tax: money(priced.orderTax),
    total_tax: money(totalTax),
    shipping: money(priced.shipping),
    grand_total: money(priced.grandTotal),
    sale_status: order.saleStatus,
    payment_status: order.paymentStatus,
    payment_term: '0',
    due_date: null,
    created_by: '1',
    updated_by: order.updatedAt ? '1' : null,
    updated_at: order.updatedAt,
    total_items: String(priced.totalItems),
    pos: '0',
    paid: money(order.paymentStatus === 'paid' ? priced.grandTotal : 0),
    return_id: null,
    surcharge: money(0),
    attachment: null,
    return_sale_ref: null,
    sale_id: null,
    return_sale_total: money(0),
    rounding: null,
    suspend_note: null,
    api: '1',
    shop: '1',
    address_id: null,
    reserve_id: null,
    manual_payment: null,
    cgst: null,
    sgst: null,
    igst: null,
    payment_method: input.paymentMethod,
    ...(withItems
      ? {
          items: priced.lines.map((line, index) => ({
            id: String(order.id * 100 + index),
            sale_id: String(order.id),
            product_id: String(line.productId),
            product_code: line.productCode,
            product_name: line.productName,
            product_type: 'standard',
            option_id: null,
            net_unit_price: money(
              line.quantity > 0 ? Math.round((line.gross - line.tax) / line.quantity) : 0,
            ),
            unit_price: money(line.unitPrice),
            quantity: line.quantity.toFixed(4),
            warehouse_id: '1',
            item_tax: money(line.tax),
            tax_rate_id: '2',
            tax: `${VAT_PERCENT}.0000%`,
            discount: '0',
            item_discount: money(0),
            subtotal: money(line.gross),
            serial_no: '',
            real_unit_price: money(line.unitPrice),
            sale_item_id: null,
            product_unit_id: '1',
            product_unit_code: 'pc',
            unit_quantity: line.quantity.toFixed(4),
            comment: null,
          })),
        }
      : {}),
  };
}

function oneOf<T extends string>(values: readonly T[], value: unknown, field: string): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new PatchError(`${field} must be one of ${values.join(', ')}`);
}

/** A back-office change to a sale, checked: `{sale_status?, payment_status?}`. */
export function salePatch(input: Input): SalePatch {
  onlyFields(input, ['sale_status', 'payment_status']);
  if (input.sale_status === undefined && input.payment_status === undefined)
    throw new PatchError('a sale takes sale_status and/or payment_status');
  return {
    ...(input.sale_status === undefined
      ? {}
      : { sale_status: oneOf(SALE_STATUSES, input.sale_status, 'sale_status') }),
    ...(input.payment_status === undefined
      ? {}
      : { payment_status: oneOf(PAYMENT_STATUSES, input.payment_status, 'payment_status') }),
  };
}

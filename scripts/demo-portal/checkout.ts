/**
 * Guest checkout as the portal does it: validate the shop's payload, then price the order from
 * the catalogue (the shop sends no prices). Totals are VAT-inclusive at 5%: each line's VAT is the
 * VAT contained in its gross, rounded to the fils; subtotal is the net; BXGY adds free lines at 0.
 */
import type { Catalogue, DemoProduct } from './catalogue.ts';
import { HttpError } from './http-util.ts';
import { VAT_PERCENT } from './money.ts';
import { isSellable, sellingUnitPrice } from './wire.ts';

export const EMPTY_CART_MESSAGE = 'Cart items are required and must be a non-empty array.';

const REQUIRED_FIELDS = [
  'name',
  'email',
  'phone',
  'billing_line1',
  'billing_city',
  'billing_country',
] as const;
const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;

export interface Address {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export interface CheckoutInput {
  name: string;
  email: string;
  phone: string;
  company: string;
  billing: Address;
  shipping: Address;
  note: string;
  paymentMethod: string;
  items: { product: DemoProduct; qty: number }[];
}

export interface PricedLine {
  productId: number;
  productName: string;
  productCode: string;
  quantity: number;
  /** VAT-inclusive unit price in fils; 0 on a free BXGY line. */
  unitPrice: number;
  gross: number;
  tax: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  totalItems: number;
  subtotal: number;
  productTax: number;
  orderTax: number;
  shipping: number;
  grandTotal: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function address(body: Record<string, unknown>, prefix: string): Address {
  const [line1, line2, city, state, postalCode, country] = ADDRESS_FIELDS.map((field) =>
    text(body, `${prefix}_${field}`),
  );
  return {
    line1: line1 ?? '',
    line2: line2 ?? '',
    city: city ?? '',
    state: state ?? '',
    postalCode: postalCode ?? '',
    country: country ?? '',
  };
}

function invalid(message: string): HttpError {
  return new HttpError(400, { message, status: false });
}

/**
 * Validates a guest checkout body; throws an HttpError with the portal's {message} when it is
 * wrong.
 */
export function parseCheckout(
  body: Record<string, unknown>,
  catalogue: Catalogue,
  isVisible: (p: DemoProduct) => boolean,
): CheckoutInput {
  const items = body.items;
  if (!Array.isArray(items) || items.length === 0) throw invalid(EMPTY_CART_MESSAGE);
  for (const field of REQUIRED_FIELDS)
    if (text(body, field) === '') throw invalid(`The ${field} field is required.`);
  if (!EMAIL.test(text(body, 'email')))
    throw invalid('The email field must contain a valid email address.');

  const parsedItems = items.map((item: unknown, index) => {
    if (item === null || typeof item !== 'object')
      throw invalid(`Cart item ${index + 1} is not valid.`);
    const { product_id: productId, qty } = item as Record<string, unknown>;
    const id = Number(productId);
    const product = Number.isInteger(id) ? catalogue.productsById.get(id) : undefined;
    if (!product || !isVisible(product))
      throw invalid(`Product with ID ${String(productId)} was not found.`);
    if (!isSellable(product)) throw invalid(`Product with ID ${id} is not available for sale.`);
    const quantity = Number(qty);
    if (!Number.isInteger(quantity) || quantity < 1)
      throw invalid(`Invalid quantity for product ID ${id}.`);
    return { product, qty: quantity };
  });

  const billing = address(body, 'billing');
  const shipping = address(body, 'shipping');
  return {
    name: text(body, 'name'),
    email: text(body, 'email'),
    phone: text(body, 'phone'),
    company: text(body, 'company'),
    billing,
    shipping: shipping.line1 ? shipping : billing,
    note: text(body, 'note'),
    paymentMethod: text(body, 'payment_method') || 'cod',
    items: parsedItems,
  };
}

export function priceOrder(input: CheckoutInput, today: string): PricedOrder {
  const lines: PricedLine[] = [];
  for (const { product, qty } of input.items) {
    const unitPrice = sellingUnitPrice(product, today);
    const gross = unitPrice * qty;
    lines.push({
      productId: product.id,
      productName: product.name,
      productCode: product.code,
      quantity: qty,
      unitPrice,
      gross,
      tax: Math.round((gross * VAT_PERCENT) / (100 + VAT_PERCENT)),
    });
    const bxgy = product.bxgy;
    const free = bxgy && bxgy.buy > 0 && bxgy.get > 0 ? Math.floor(qty / bxgy.buy) * bxgy.get : 0;
    if (free > 0)
      lines.push({
        productId: product.id,
        productName: product.name,
        productCode: product.code,
        quantity: free,
        unitPrice: 0,
        gross: 0,
        tax: 0,
      });
  }
  const grandTotal = lines.reduce((sum, line) => sum + line.gross, 0);
  const productTax = lines.reduce((sum, line) => sum + line.tax, 0);
  return {
    lines,
    totalItems: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: grandTotal - productTax,
    productTax,
    orderTax: 0,
    shipping: 0,
    grandTotal,
  };
}

/**
 * Cart money, in integer fils: line totals, savings, Buy-X-get-Y free units and the 5% UAE VAT.
 * Display prices include VAT by default (UAE law for consumer prices); with `pricesIncludeVat`
 * false the tax is added on top. The portal prices the order itself: these figures are for display.
 */
import type { Bxgy, Fils } from './catalogue';

export const VAT_RATE_PERCENT = 5;

export interface PricedLine {
  id: number;
  price: Fils;
  promoPrice?: Fils;
  quantity: number;
  bxgy?: Bxgy;
}

export interface LineSummary {
  id: number;
  unitPrice: Fils;
  lineTotal: Fils;
  saving: Fils;
  /** Bonus units of a Buy-X-get-Y offer, shown as their own line at AED 0.00. */
  freeQuantity: number;
}

export interface CartSummary {
  lines: LineSummary[];
  /** Units the shopper pays for. */
  itemCount: number;
  subtotal: Fils;
  savings: Fils;
  totalWithoutTax: Fils;
  tax: Fils;
  total: Fils;
  shipping: Fils;
  grandTotal: Fils;
}

export function unitPrice(line: Pick<PricedLine, 'price' | 'promoPrice'>): Fils {
  return line.promoPrice !== undefined && line.promoPrice < line.price ? line.promoPrice : line.price;
}

export function freeQuantity(quantity: number, bxgy: Bxgy | undefined): number {
  if (!bxgy || bxgy.buy <= 0 || bxgy.get <= 0) return 0;
  return Math.floor(quantity / bxgy.buy) * bxgy.get;
}

export function summariseCart(lines: readonly PricedLine[], pricesIncludeVat = true): CartSummary {
  const summaries = lines.map((line): LineSummary => {
    const unit = unitPrice(line);
    return {
      id: line.id,
      unitPrice: unit,
      lineTotal: unit * line.quantity,
      saving: (line.price - unit) * line.quantity,
      freeQuantity: freeQuantity(line.quantity, line.bxgy),
    };
  });
  const subtotal = summaries.reduce((sum, l) => sum + l.lineTotal, 0);
  const savings = summaries.reduce((sum, l) => sum + l.saving, 0);
  const tax = pricesIncludeVat
    ? Math.round((subtotal * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT))
    : Math.round((subtotal * VAT_RATE_PERCENT) / 100);
  const totalWithoutTax = pricesIncludeVat ? subtotal - tax : subtotal;
  const total = totalWithoutTax + tax;
  const shipping = 0;
  return {
    lines: summaries,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal,
    savings,
    totalWithoutTax,
    tax,
    total,
    shipping,
    grandTotal: total + shipping,
  };
}

/**
 * Cart money, in integer fils: line totals, savings, Buy-X-get-Y free units and VAT. Prices are
 * VAT-inclusive; VAT is the tax contained in each line at that line's rate, rounded per line as
 * the portal does. The VAT setting decides only what is shown: gross prices, or net prices with
 * the VAT added at checkout. Either way the Grand Total is the sum of the gross lines, which is
 * what the portal charges.
 */
import type { Bxgy, Fils } from '../catalogue';
import { DEFAULT_VAT_PERCENT, shownPrice, vatContained } from '../vat';

export interface PricedLine {
  id: number;
  price: Fils;
  promoPrice?: Fils;
  quantity: number;
  bxgy?: Bxgy;
  /** The product's VAT rate; the UAE's 5% when not given. */
  vatPercent?: number;
}

/** A line's figures. Prices and totals are as shown (gross or net by the VAT setting). */
export interface LineSummary {
  id: number;
  vatPercent: number;
  /** Shown price of one unit as paid (the sale price while on sale). */
  unitPrice: Fils;
  /** Shown list price of one unit. */
  listPrice: Fils;
  lineTotal: Fils;
  saving: Fils;
  /** VAT-inclusive line total, what the portal charges for the line. */
  grossTotal: Fils;
  /** VAT contained in `grossTotal`. */
  tax: Fils;
  /** Bonus units of a Buy-X-get-Y offer, shown as their own line at AED 0.00. */
  freeQuantity: number;
}

export interface CartSummary {
  lines: LineSummary[];
  /** Units the shopper pays for. */
  itemCount: number;
  /** Sum of the shown line totals. */
  subtotal: Fils;
  savings: Fils;
  totalWithoutTax: Fils;
  tax: Fils;
  /** The rate every line shares; null when the lines have different rates or there are none. */
  vatPercent: number | null;
  /** VAT-inclusive. */
  total: Fils;
  shipping: Fils;
  grandTotal: Fils;
}

/** The VAT-inclusive price paid per unit: the sale price while it is below the list price. */
export function unitPrice(line: Pick<PricedLine, 'price' | 'promoPrice'>): Fils {
  return line.promoPrice !== undefined && line.promoPrice < line.price
    ? line.promoPrice
    : line.price;
}

export function freeQuantity(quantity: number, bxgy: Bxgy | undefined): number {
  if (!bxgy || bxgy.buy <= 0 || bxgy.get <= 0) return 0;
  return Math.floor(quantity / bxgy.buy) * bxgy.get;
}

function summariseLine(line: PricedLine, pricesIncludeVat: boolean): LineSummary {
  const rate = line.vatPercent ?? DEFAULT_VAT_PERCENT;
  const shown = (gross: Fils) => shownPrice(gross, rate, pricesIncludeVat);
  const unit = unitPrice(line);
  const grossTotal = unit * line.quantity;
  const lineTotal = shown(grossTotal);
  return {
    id: line.id,
    vatPercent: rate,
    unitPrice: shown(unit),
    listPrice: shown(line.price),
    lineTotal,
    saving: shown(line.price * line.quantity) - lineTotal,
    grossTotal,
    tax: vatContained(grossTotal, rate),
    freeQuantity: freeQuantity(line.quantity, line.bxgy),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function summariseCart(lines: readonly PricedLine[], pricesIncludeVat = true): CartSummary {
  const summaries = lines.map((line) => summariseLine(line, pricesIncludeVat));
  const total = sum(summaries.map((l) => l.grossTotal));
  const tax = sum(summaries.map((l) => l.tax));
  const rates = new Set(summaries.map((l) => l.vatPercent));
  const shipping = 0;
  return {
    lines: summaries,
    itemCount: sum(lines.map((l) => l.quantity)),
    subtotal: sum(summaries.map((l) => l.lineTotal)),
    savings: sum(summaries.map((l) => l.saving)),
    totalWithoutTax: total - tax,
    tax,
    vatPercent: rates.size === 1 ? ([...rates][0] ?? null) : null,
    total,
    shipping,
    grandTotal: total + shipping,
  };
}

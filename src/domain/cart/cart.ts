/**
 * Cart lines as the browser keeps them (local storage key `cart`, SPEC section 3 "Cart item") and
 * the pure operations on them. Money is integer fils. Stored carts outlive deployments and can be
 * edited by hand, so everything read back goes through `parseStoredCart`. Every page reads the cart
 * at load (the header's count), so its schema is one of the small ones of ./schema-parts.
 */
import * as v from 'valibot';
import type { Bxgy, Fils } from '../catalogue';
import { convertOrFail, fils, nonEmpty, percent, positiveInt } from '../schema-parts';
import { DEFAULT_VAT_PERCENT } from '../vat';
import { availableUnits } from '../stock';

export interface CartLine {
  id: number;
  /**
   * Where the line's product page is (/product/{slug}). Lines saved before it was kept, or added
   * where it was not known, link to /product/{id}, which redirects there.
   */
  slug?: string;
  name: string;
  /** The model number, for a quote of the cart; lines saved before lines kept it have none. */
  code?: string;
  price: Fils;
  /** Set only while the product is on sale. */
  promoPrice?: Fils;
  image: string | null;
  brand: string | null;
  quantity_available: number | null;
  /** Whole units, at least 1. */
  quantity: number;
  bxgy?: Bxgy;
  /** The product's VAT rate in percent. */
  vatPercent: number;
}

/**
 * The local storage key the cart is kept under: the store (src/stores/cart.ts) and the scripts that
 * paint it before React read it.
 */
export const cartStorageKey = 'cart';

/** What a product page hands to the cart; the quantity is given separately. */
export type CartProduct = Omit<CartLine, 'quantity'>;

export const MIN_QUANTITY = 1;

/** A whole number of units, at least 1; null when `value` is not a usable number at all. */
export function clampQuantity(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const whole = Math.max(MIN_QUANTITY, Math.floor(value));
  return Number.isSafeInteger(whole) ? whole : null;
}

const storedLine = v.object({
  id: positiveInt,
  // Only what the shop's slugs look like becomes a link; anything else falls back to the id.
  slug: v.fallback(
    v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
    undefined,
  ),
  name: nonEmpty,
  code: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  price: fils,
  promoPrice: v.pipe(
    v.nullish(fils),
    v.transform((p) => p ?? undefined),
  ),
  // Carts saved by older versions lack these fields; they are display-only, so null is a safe
  // repair.
  image: v.nullish(v.string(), null),
  brand: v.nullish(v.string(), null),
  quantity_available: v.nullish(v.number(), null),
  quantity: v.pipe(v.number(), convertOrFail(clampQuantity, 'quantity is not a usable number')),
  // A broken offer only costs the shopper a bonus line, never the product itself.
  bxgy: v.fallback(v.optional(v.object({ buy: positiveInt, get: positiveInt })), undefined),
  // Carts saved before rates were kept are at the UAE rate, which every product then had.
  vatPercent: v.fallback(percent, DEFAULT_VAT_PERCENT),
});

/** `JSON.parse` that answers undefined instead of throwing. */
export function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Repairs whatever was stored: anything but an array is an empty cart, lines that cannot be sold
 * are dropped, quantities become whole numbers of at least 1, and lines of the same product merge.
 */
export function parseStoredCart(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  let lines: CartLine[] = [];
  for (const candidate of raw) {
    const parsed = v.safeParse(storedLine, candidate);
    if (parsed.success) lines = addLine(lines, parsed.output, parsed.output.quantity);
  }
  return lines;
}

/** Whether a line can be ordered as it stands, by the stock last heard of. */
export type LineStock =
  { kind: 'in-stock' } | { kind: 'short'; available: number } | { kind: 'sold-out' };

/**
 * In the cart, null stock means the live check has not answered for the line yet (a card knows no
 * figure), which stops nothing: the order route checks again. A figure the portal does not give is
 * stored as 0 when the live answer comes (reprice.ts), since unknown stock is no stock
 * (./stock.ts).
 */
export function lineStock(line: Pick<CartLine, 'quantity' | 'quantity_available'>): LineStock {
  if (line.quantity_available === null) return { kind: 'in-stock' };
  const available = availableUnits(line.quantity_available);
  if (available <= 0) return { kind: 'sold-out' };
  return line.quantity > available ? { kind: 'short', available } : { kind: 'in-stock' };
}

/** The most a shopper may raise the line to: the stock, once the live check has given it. */
export function maxQuantity(line: Pick<CartLine, 'quantity_available'>): number {
  return line.quantity_available === null
    ? Number.POSITIVE_INFINITY
    : availableUnits(line.quantity_available);
}

/** The line's product page, by slug when the line knows it. */
export function lineProductPath(line: Pick<CartLine, 'id' | 'slug'>): string | number {
  return line.slug ?? line.id;
}

export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Adds `quantity` units (SPEC section 4): a product already in the cart gains them, with the
 * product details just given, which are the freshest; otherwise a new line is appended.
 */
export function addLine(
  lines: readonly CartLine[],
  product: CartProduct,
  quantity: number,
): CartLine[] {
  const added = clampQuantity(quantity);
  if (added === null) return [...lines];
  const existing = lines.find((line) => line.id === product.id);
  if (!existing) return [...lines, { ...product, quantity: added }];
  const total = clampQuantity(existing.quantity + added) ?? existing.quantity;
  return lines.map((line) => (line.id === product.id ? { ...product, quantity: total } : line));
}

export function setLineQuantity(
  lines: readonly CartLine[],
  id: number,
  quantity: number,
): CartLine[] {
  const clamped = clampQuantity(quantity);
  if (clamped === null) return [...lines];
  return lines.map((line) => (line.id === id ? { ...line, quantity: clamped } : line));
}

export function removeLine(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

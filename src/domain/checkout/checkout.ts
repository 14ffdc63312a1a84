/**
 * Checkout rules that do not depend on where the order goes: lines of one product are merged (and
 * the quantity cap holds for the merged line), the validated form becomes exactly the portal's
 * guest-checkout payload (SPEC section 7), and the live offers read just before placing decide
 * whether the order may go at all.
 */
import { summariseCart } from '../cart/cart-summary';
import type { Fils } from '../catalogue';
import type { LiveOffer, LiveOffers } from '../live/live-offer';
import { availableUnits, isAvailable } from '../stock';

/** The most of one product one order may take (after lines of that product are merged). */
export const MAX_QUANTITY = 9_999;

export interface ItemInput {
  product_id: number;
  qty: number;
}

/** One line per product, in the order products first appear, quantities added together. */
export function mergeItems(items: readonly ItemInput[]): ItemInput[] {
  const quantities = new Map<number, number>();
  for (const item of items)
    quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.qty);
  return [...quantities].map(([product_id, qty]) => ({ product_id, qty }));
}

/**
 * The most different products one order may take: each is read again from the portal before the
 * order is placed, out of the hourly calls orders share.
 */
export const MAX_ORDER_PRODUCTS = 50;

/** The index of the first line of a product beyond MAX_ORDER_PRODUCTS different ones, or null. */
export function lineOverProductCap(items: readonly ItemInput[]): number | null {
  const products = new Set<number>();
  for (const [index, item] of items.entries()) {
    products.add(item.product_id);
    if (products.size > MAX_ORDER_PRODUCTS) return index;
  }
  return null;
}

/** The index of the line that takes its product's merged quantity over MAX_QUANTITY, or null. */
export function lineOverQuantityCap(items: readonly ItemInput[]): number | null {
  const running = new Map<number, number>();
  for (const [index, item] of items.entries()) {
    const total = (running.get(item.product_id) ?? 0) + item.qty;
    if (total > MAX_QUANTITY) return index;
    running.set(item.product_id, total);
  }
  return null;
}

/** The line staff read to match an order whose outcome the shop could not confirm. */
export const orderKeyNote = (orderKey: string) => `Shop order key: ${orderKey}`;

/**
 * Whether an order's note (as the portal stored it) carries `orderKey`, and not merely a longer key
 * starting with it.
 */
export function noteCarriesKey(note: string | null | undefined, orderKey: string): boolean {
  const text = orderKeyNote(orderKey);
  for (let at = note?.indexOf(text) ?? -1; note && at >= 0; at = note.indexOf(text, at + 1)) {
    if (!/[A-Za-z0-9-]/.test(note.charAt(at + text.length))) return true;
  }
  return false;
}

/** Why one line cannot be ordered as it stands. */
export type LineProblem =
  | { productId: number; problem: 'unavailable' }
  | { productId: number; problem: 'sold-out' }
  | { productId: number; problem: 'short'; wanted: number; inStock: number };

export type OfferCheck =
  /** Every line is available at the total the shopper saw. */
  | { verdict: 'ok'; liveTotal: Fils }
  /** Some lines could not be checked: nothing may be sent. */
  | { verdict: 'unchecked'; productIds: number[] }
  /** The order must go back to the shopper: lines that cannot be ordered, or another total. */
  | { verdict: 'changed'; problems: LineProblem[]; liveTotal: Fils | null; expectedTotal: Fils };

/**
 * Compares what the shopper is ordering (merged lines) and the total they saw with the portal's
 * live offers. The live Grand Total is the gross sum of the lines at their live prices, the figure
 * the portal charges.
 */
export function checkOffers(
  items: readonly ItemInput[],
  live: LiveOffers,
  expectedTotal: Fils,
): OfferCheck {
  const failed = items.map((i) => i.product_id).filter((id) => live.failed.includes(id));
  if (failed.length > 0) return { verdict: 'unchecked', productIds: failed };

  const offers = new Map<number, LiveOffer>(live.offers.map((offer) => [offer.id, offer]));
  const problems: LineProblem[] = [];
  for (const { product_id: productId, qty } of items) {
    const offer = offers.get(productId);
    if (!offer) problems.push({ productId, problem: 'unavailable' });
    else if (!isAvailable(offer.quantity)) problems.push({ productId, problem: 'sold-out' });
    else if (qty > availableUnits(offer.quantity))
      problems.push({
        productId,
        problem: 'short',
        wanted: qty,
        inStock: availableUnits(offer.quantity),
      });
  }
  const priced = items.flatMap(({ product_id, qty }) => {
    const offer = offers.get(product_id);
    return offer
      ? [
          {
            id: product_id,
            price: offer.price,
            promoPrice: offer.salePrice ?? undefined,
            quantity: qty,
          },
        ]
      : [];
  });
  const liveTotal = priced.length === items.length ? summariseCart(priced).grandTotal : null;
  if (problems.length > 0 || liveTotal !== expectedTotal)
    return { verdict: 'changed', problems, liveTotal, expectedTotal };
  return { verdict: 'ok', liveTotal };
}

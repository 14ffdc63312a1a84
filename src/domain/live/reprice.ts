/**
 * The cart brought up to date with the shop's live answer (`GET /api/live?ids=...`, or the offers
 * of an order refused because they changed). Lines keep their quantities: a line above the stock
 * now says so (see `lineStock`) rather than being cut down behind the shopper's back.
 */
import type { CartLine } from '../cart/cart';
import { unitPrice } from '../cart/cart-summary';
import type { Fils } from '../catalogue';
import type { LiveOffer, LiveOffers } from './live-offer';

/** A unit price (VAT-inclusive, as paid) that is not what the cart said. */
export interface PriceChange {
  id: number;
  from: Fils;
  to: Fils;
}

export interface Repriced {
  /** The cart's lines in their order; a line the answer did not change is the same object. */
  lines: CartLine[];
  changes: PriceChange[];
  /** Lines whose figures the answer confirmed; the rest (their check failed) keep what they had. */
  confirmed: number[];
}

function withOffer(line: CartLine, offer: LiveOffer): CartLine {
  const { promoPrice: _previous, ...rest } = line;
  const sale =
    offer.salePrice !== null && offer.salePrice < offer.price ? offer.salePrice : undefined;
  return {
    ...rest,
    price: offer.price,
    ...(sale !== undefined ? { promoPrice: sale } : {}),
    // The portal not saying is no stock (stock.ts); null stays the cart's "not checked yet".
    quantity_available: offer.quantity ?? 0,
    vatPercent: offer.vatPercent,
  };
}

function sameFigures(a: CartLine, b: CartLine): boolean {
  return (
    a.price === b.price &&
    unitPrice(a) === unitPrice(b) &&
    (a.promoPrice ?? null) === (b.promoPrice ?? null) &&
    a.quantity_available === b.quantity_available &&
    a.vatPercent === b.vatPercent
  );
}

export function repriceCart(lines: readonly CartLine[], live: LiveOffers): Repriced {
  const offers = new Map(live.offers.map((offer) => [offer.id, offer]));
  const unavailable = new Set(live.unavailable);
  const changes: PriceChange[] = [];
  const confirmed: number[] = [];
  const repriced = lines.map((line) => {
    const offer = offers.get(line.id);
    // A product the portal no longer sells is out of stock for good.
    const next = offer
      ? withOffer(line, offer)
      : unavailable.has(line.id)
        ? { ...line, quantity_available: 0 }
        : null;
    if (!next) return line;
    confirmed.push(line.id);
    if (unitPrice(next) !== unitPrice(line))
      changes.push({ id: line.id, from: unitPrice(line), to: unitPrice(next) });
    return sameFigures(line, next) ? line : next;
  });
  return { lines: repriced, changes, confirmed };
}

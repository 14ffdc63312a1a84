/**
 * What `npm run bench:routes` sends the shop and reads back, kept in step with the shop's own code:
 * shoppers' addresses, an order the order route accepts (the checkout form's fields, the Grand
 * Total the checkout page would show for the live offer) and the orders the portal stored per key.
 * Imports src/: load it after scripts/runtime/src-loader.ts.
 */
import { summariseCart } from '../../../src/domain/cart/cart-summary.ts';
import { noteCarriesKey } from '../../../src/domain/checkout/checkout.ts';
import { checkoutForm } from '../../../src/domain/fixtures/checkout-form.ts';
import type { LiveOffer } from '../../../src/domain/live/live-offer.ts';

const ADDRESSES = 2 ** 24;

/**
 * The `n`th shopper's address, one of 10.0.0.0/8's 16,777,216 (then round again): with
 * TRUST_PROXY=1, the shop takes the X-Forwarded-For entry its one proxy appended as the client, so
 * each address sent so is a client of its own to the per-client limits.
 */
export function shopperAddress(n: number): string {
  const at = ((n % ADDRESSES) + ADDRESSES) % ADDRESSES;
  return `10.${at >>> 16}.${(at >>> 8) & 255}.${at & 255}`;
}

/** One unit of `offer`'s product ordered by `email`, as the checkout page sends it: the Grand Total at the live offer, in fils. */
export function oneUnitOrder(email: string, offer: LiveOffer) {
  const items = [{ product_id: offer.id, qty: 1 }];
  const line = { id: offer.id, price: offer.price, promoPrice: offer.salePrice ?? undefined, quantity: 1, vatPercent: offer.vatPercent };
  return { ...checkoutForm, email, items, same_as_billing: true as const, expected_total: summariseCart([line]).grandTotal };
}

/**
 * Guest checkouts stored per order key, read from the demo portal's submissions file (one JSON
 * object a line, every POST whatever its outcome; '' when nothing was ever submitted): those the
 * portal did not refuse, by the key the shop writes in each order's note.
 */
export function ordersPerKey(submissions: string, keys: readonly string[]): number[] {
  const notes = submissions
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { endpoint: string; status: number; body?: { note?: string } })
    .filter((submission) => submission.endpoint.includes('guest-checkout') && submission.status < 400)
    .map((submission) => submission.body?.note);
  return keys.map((key) => notes.filter((note) => noteCarriesKey(note, key)).length);
}

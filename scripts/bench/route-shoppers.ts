/**
 * What the route benches (`npm run bench:routes`, `bench:busy`, `bench:instances`) send the shop
 * and read back, kept in step with the shop's own code: shoppers' addresses, the products an order
 * can take, an order the order route accepts (the checkout form's fields, the Grand Total the
 * checkout page would show for the live offers) and the orders the portal stored per key. Imports
 * src/: load it after scripts/dev/src-loader.ts.
 */
import { summariseCart } from '../../src/domain/cart/cart-summary.ts';
import { noteCarriesKey } from '../../src/domain/checkout/checkout.ts';
import { checkoutForm } from '../../src/domain/fixtures/checkout-form.ts';
import type { LiveOffer } from '../../src/domain/live/live-offer.ts';
import type { Catalogue } from '../demo-portal/catalogue.ts';

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

/**
 * Products an order of a few units can always take: published, sold at their price (no
 * Buy-X-get-Y bonus to add to the total), with at least 10 in stock.
 */
export const orderable = (catalogue: Catalogue) =>
  catalogue.products.filter(
    (p) => p.broken === null && !p.bxgy && typeof p.quantity === 'number' && p.quantity >= 10,
  );

/**
 * One unit of each offer's product ordered by `email`, as the checkout page sends it: the Grand
 * Total at the live offers, in fils.
 */
export function cartOrder(email: string, offers: readonly LiveOffer[]) {
  const items = offers.map((offer) => ({ product_id: offer.id, qty: 1 }));
  const lines = offers.map((offer) => ({
    id: offer.id,
    price: offer.price,
    promoPrice: offer.salePrice ?? undefined,
    quantity: 1,
    vatPercent: offer.vatPercent,
  }));
  return {
    ...checkoutForm,
    email,
    items,
    same_as_billing: true as const,
    expected_total: summariseCart(lines).grandTotal,
  };
}

/** One unit of `offer`'s product: a cart of one line. */
export const oneUnitOrder = (email: string, offer: LiveOffer) => cartOrder(email, [offer]);

/**
 * Guest checkouts stored per order key, read from the demo portal's submissions file (one JSON
 * object a line, every POST whatever its outcome; '' when nothing was ever submitted): those the
 * portal did not refuse, by the key the shop writes in each order's note.
 */
export function ordersPerKey(submissions: string, keys: readonly string[]): number[] {
  const notes = submissions
    .split('\n')
    .filter(Boolean)
    .map(
      (line) => JSON.parse(line) as { endpoint: string; status: number; body?: { note?: string } },
    )
    .filter(
      (submission) => submission.endpoint.includes('guest-checkout') && submission.status < 400,
    )
    .map((submission) => submission.body?.note);
  return keys.map((key) => notes.filter((note) => noteCarriesKey(note, key)).length);
}

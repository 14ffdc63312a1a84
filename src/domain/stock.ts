/**
 * What a stock figure means, the one rule every part of the shop applies: cards, the buy box,
 * compare, the wishlist, the cart and checkout, the product feed and structured data, and the
 * order route.
 *
 * Unknown stock (the portal's `quantity` null or missing) is no stock: the product shows "Out of
 * Stock", cannot be added, is `out_of_stock` in the feed, and the order route refuses it. SPEC
 * counts a product in stock only when its quantity is above 0, a cash-on-delivery order the
 * warehouse cannot fill turns into a wasted delivery, and the back office can always make a
 * product sellable by giving it a quantity (docs/portal-and-orders.md, "Unknown stock").
 */

/** Whole units a shopper may have: 0 when the figure is unknown, negative or not a number. */
export function availableUnits(quantity: number | null | undefined): number {
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0
    ? Math.floor(quantity)
    : 0;
}

export const isAvailable = (quantity: number | null | undefined): boolean =>
  availableUnits(quantity) > 0;

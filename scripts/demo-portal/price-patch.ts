/**
 * A run-time change to a product's price, promotion and stock, so rebuild and live-price tests can
 * watch the shop pick it up (applied by catalogue-editor.ts, which keeps the original for reset).
 */
import type { DemoProduct, PriceState } from './catalogue.ts';
import { date, fils, quantity, type Input } from './edit-input.ts';

/** The AED amounts of a run-time product change; `null` clears promo_price or quantity. */
export interface ProductPatch {
  price?: number | string;
  promo_price?: number | string | null;
  promotion?: boolean;
  start_date?: string | null;
  end_date?: string | null;
  quantity?: number | string | null;
}

export const PRICE_FIELDS: readonly (keyof ProductPatch)[] = [
  'price',
  'promo_price',
  'promotion',
  'start_date',
  'end_date',
  'quantity',
];

/**
 * The product's price state once an untrusted patch is applied; the product itself is left as it
 * is.
 */
export function patchedPrice(product: DemoProduct, patch: Input): PriceState {
  const { price, promoPrice, promotion, startDate, endDate } = product;
  const next: PriceState = {
    price,
    promoPrice,
    promotion,
    startDate,
    endDate,
    quantity: product.quantity,
  };
  if (patch.price !== undefined) next.price = fils(patch.price, 'price', false);
  if (patch.promo_price !== undefined) {
    next.promoPrice =
      patch.promo_price === null ? null : fils(patch.promo_price, 'promo_price', true);
    // A new promo price is live at once unless the patch says otherwise; clearing it ends the
    // promotion.
    next.promotion = next.promoPrice !== null;
    next.startDate = null;
    next.endDate = null;
  }
  if (patch.promotion !== undefined)
    next.promotion = patch.promotion === true || patch.promotion === '1' || patch.promotion === 1;
  if (patch.start_date !== undefined) next.startDate = date(patch.start_date, 'start_date');
  if (patch.end_date !== undefined) next.endDate = date(patch.end_date, 'end_date');
  if (patch.quantity !== undefined) next.quantity = quantity(patch.quantity, 'quantity');
  return next;
}

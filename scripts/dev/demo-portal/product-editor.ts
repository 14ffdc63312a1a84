/**
 * Run-time changes to a product's price, promotion and stock, so rebuild and live-price tests can
 * watch the shop pick them up; reset puts every changed product back as generated.
 */
import type { Catalogue, DemoProduct, PriceState } from './catalogue.ts';

export class PatchError extends Error {}

export interface ProductEditor {
  /** Applies an untrusted patch {price, promo_price, promotion, start_date, end_date, quantity} (AED). */
  update(id: number, patch: unknown): DemoProduct;
  resetAll(): void;
}

function fils(value: unknown, field: string, allowZero: boolean): number {
  const aed = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  if (!Number.isFinite(aed) || aed < 0 || (!allowZero && aed === 0)) throw new PatchError(`${field} must be a ${allowZero ? 'non-negative' : 'positive'} amount in AED`);
  return Math.round(aed * 100);
}

function date(value: unknown, field: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new PatchError(`${field} must be "YYYY-MM-DD" or null`);
  return value;
}

function snapshot(product: DemoProduct): PriceState {
  const { price, promoPrice, promotion, startDate, endDate, quantity } = product;
  return { price, promoPrice, promotion, startDate, endDate, quantity };
}

export function createProductEditor(catalogue: Catalogue): ProductEditor {
  const originals = new Map<number, PriceState>();
  return {
    update(id, input) {
      const product = catalogue.productsById.get(id);
      if (!product) throw new PatchError(`no product with id ${id}`);
      if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new PatchError('the patch must be a JSON object');
      const patch = input as Record<string, unknown>;
      const next = snapshot(product);
      if (patch.price !== undefined) next.price = fils(patch.price, 'price', false);
      if (patch.promo_price !== undefined) {
        next.promoPrice = patch.promo_price === null ? null : fils(patch.promo_price, 'promo_price', true);
        // A new promo price is live at once unless the patch says otherwise; clearing it ends the promotion.
        next.promotion = next.promoPrice !== null;
        next.startDate = null;
        next.endDate = null;
      }
      if (patch.promotion !== undefined) next.promotion = patch.promotion === true || patch.promotion === '1' || patch.promotion === 1;
      if (patch.start_date !== undefined) next.startDate = date(patch.start_date, 'start_date');
      if (patch.end_date !== undefined) next.endDate = date(patch.end_date, 'end_date');
      if (patch.quantity !== undefined) {
        const quantity = patch.quantity === null ? null : Number(patch.quantity);
        if (quantity !== null && (!Number.isFinite(quantity) || quantity < 0)) throw new PatchError('quantity must be a number >= 0 or null');
        next.quantity = quantity;
      }
      if (!originals.has(id)) originals.set(id, snapshot(product));
      Object.assign(product, next);
      return product;
    },
    resetAll() {
      for (const [id, original] of originals) {
        const product = catalogue.productsById.get(id);
        if (product) Object.assign(product, original);
      }
      originals.clear();
    },
  };
}

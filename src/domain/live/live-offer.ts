/**
 * What a product costs and how many are in stock right now, as the shop's live routes answer it
 * (`GET /api/live/{id}`, `GET /api/live?ids=1,2,3`) and the order route refuses with. The browser
 * reads these answers, so their schemas are small ones of ./schema-parts.
 */
import * as v from 'valibot';
import type { Fils } from '../catalogue.ts';
import { fils, percent, positiveInt } from '../schema-parts.ts';

export interface LiveOffer {
  id: number;
  /** VAT-inclusive list price. */
  price: Fils;
  /** VAT-inclusive sale price while a promotion is live and below `price`. */
  salePrice: Fils | null;
  /** Units in stock; null when the portal does not say. */
  quantity: number | null;
  /** The product's VAT rate in percent (5 in the UAE). */
  vatPercent: number;
  /**
   * The last figures the shop read, given while it may not ask the portal again: the page says so.
   */
  stale?: boolean;
}

/**
 * The batch answer: offers read, products the portal no longer sells, and ids whose check failed.
 */
export interface LiveOffers {
  offers: LiveOffer[];
  /** The portal says these do not exist or cannot be sold: they must not be ordered. */
  unavailable: number[];
  /** The portal could not be asked about these just now: their figures are unconfirmed. */
  failed: number[];
}

/** At most this many ids in one batch: a checkout takes at most 100 different products. */
export const MAX_LIVE_IDS = 100;

export const liveOfferSchema = v.object({
  id: positiveInt,
  price: fils,
  salePrice: v.nullable(fils),
  quantity: v.nullable(v.number()),
  vatPercent: percent,
  stale: v.optional(v.boolean()),
}) satisfies v.GenericSchema<unknown, LiveOffer>;

export const liveOffersSchema = v.object({
  offers: v.array(liveOfferSchema),
  unavailable: v.array(positiveInt),
  failed: v.array(positiveInt),
}) satisfies v.GenericSchema<unknown, LiveOffers>;

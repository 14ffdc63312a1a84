/**
 * Current price and stock of one published product, for the product page's buy box: 200 with the
 * offer and `asOf` (when the figures were read from the portal), 404 when this build did not
 * publish the id or the portal no longer sells it. Answered from the shop's copy of the offers,
 * never by a portal call (server/live/live.ts); figures older than two missed refreshes come marked
 * `stale: true`. Never cached. 429 beyond a client's share.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { json } from '../../../server/http';
import { asOf, cacheControl, liveOffer } from '../../../server/live/live';
import { log } from '../../../server/log';
import { overLiveLimit } from '../../../server/live/live-route';
import { otherMethods } from '../../../server/methods';

export const prerender = false;

const unknownProduct = () => json(404, { error: 'Unknown product' });

export const GET: APIRoute = async (context) => {
  const limited = await overLiveLimit(context);
  if (limited) return limited;
  const raw = context.params.id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(raw)) {
    log().warn(
      { event: 'live', id: raw.slice(0, 40), outcome: 'refused', reason: 'not-an-id' },
      `${JSON.stringify(raw.slice(0, 40))} refused: not a product id`,
    );
    return unknownProduct();
  }
  const id = Number(raw);
  if (!publishedIds.has(id)) {
    log().warn(
      { event: 'live', productId: id, outcome: 'refused', reason: 'not-published' },
      `product ${id} refused: not published by this build`,
    );
    return unknownProduct();
  }
  const { offer, lookup } = await liveOffer(id);
  if (!offer) {
    log().warn(
      { event: 'live', productId: id, outcome: 'refused', reason: 'not-sold' },
      `product ${id} refused: the portal no longer sells it`,
    );
    return unknownProduct();
  }
  return json(200, { ...offer, asOf: asOf(lookup) }, cacheControl);
};

export const ALL = otherMethods({ GET });

/**
 * Current price and stock of one published product, for the product page's buy box: 200 with the
 * live offer, 404 when this build did not publish the id (no portal call) or the portal says the
 * product does not exist or cannot be sold, 502 when the portal could not tell. Beyond the live
 * routes' portal budget (or while the portal asks the shop to wait) the last figures known come
 * marked `stale: true`, never cached; a product never read then gets 503 with `Retry-After`. Every
 * refusal is logged with its reason; only fresh offers are cached (server/live.ts). 429 beyond a
 * client's share.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { json } from '../../../server/http';
import { cacheControl, LiveUnavailableError, retryAfterSeconds, serverLiveOffers } from '../../../server/live/live';
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
    log().warn({ event: 'live', id: raw.slice(0, 40), outcome: 'refused', reason: 'not-an-id' }, `${JSON.stringify(raw.slice(0, 40))} refused: not a product id`);
    return unknownProduct();
  }
  const id = Number(raw);
  if (!publishedIds.has(id)) {
    log().warn({ event: 'live', productId: id, outcome: 'refused', reason: 'not-published' }, `product ${id} refused: not published by this build`);
    return unknownProduct();
  }
  try {
    // The source logs why the portal refused a product, or failed.
    const { offer, freshUntil } = await serverLiveOffers().one(id);
    return offer ? json(200, { ...offer }, cacheControl(freshUntil)) : unknownProduct();
  } catch (error) {
    if (error instanceof LiveUnavailableError) return json(503, { error: 'Live price unavailable' }, { 'Retry-After': retryAfterSeconds(error.retryAfterMs) });
    return json(502, { error: 'Live price unavailable' });
  }
};

export const ALL = otherMethods({ GET });

/**
 * Current price and stock of one published product, for the product page's buy box. Answers only
 * for ids this build published (others get 404 without a portal call) and caches each answer for
 * up to 60 seconds, so a busy product page costs the portal one request a minute.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { fetchLiveOffer } from '../../../portal/api';
import { serverPortal } from '../../../server/portal';
import { json } from '../../../server/http';

export const prerender = false;

const ttlMs = 60_000;
const maxEntries = 5_000;
const cache = new Map<number, { at: number; body: Promise<Record<string, unknown> | null> }>();

function cachedOffer(id: number) {
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && now - hit.at < ttlMs) return hit.body;
  const body = fetchLiveOffer(serverPortal(), id).then(
    (offer) => (offer ? { id, price: offer.price, salePrice: offer.salePrice, quantity: offer.quantity } : null),
    (error: unknown) => {
      cache.delete(id);
      throw error;
    },
  );
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as number);
  cache.set(id, { at: now, body });
  return body;
}

export const GET: APIRoute = async ({ params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || !publishedIds.has(id)) return json(404, { error: 'Unknown product' });
  try {
    const offer = await cachedOffer(id);
    if (!offer) return json(404, { error: 'Unknown product' });
    return json(200, offer, { 'Cache-Control': 'public, max-age=60' });
  } catch (error) {
    console.error(`[live] product ${id}: ${error instanceof Error ? error.message : String(error)}`);
    return json(502, { error: 'Live price unavailable' });
  }
};

/**
 * Current price and stock of several published products at once, for the cart and checkout:
 * `GET /api/live?ids=12,15` answers 200 with `{ offers, unavailable, failed }`. Ids are
 * deduplicated; ids this build did not publish are `unavailable` without a portal call; more than
 * MAX_LIVE_IDS, or anything but ids, is a 400. An answer is cached briefly only when every id was
 * answered with fresh figures. Beyond the portal budget an offer may be the last figures known,
 * marked `stale: true`; an id never read is `failed`, and `Retry-After` says when to ask again.
 * 429 beyond a client's share.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { z } from 'zod';
import { MAX_LIVE_IDS, type LiveOffers } from '../../../domain/live/live-offer';
import { json } from '../../../server/http';
import { cacheControl, retryAfterSeconds, serverLiveOffers } from '../../../server/live/live';
import { log } from '../../../server/log';
import { overLiveLimit } from '../../../server/live/live-route';
import { otherMethods } from '../../../server/methods';

export const prerender = false;

const idsSchema = z
  .string({ error: 'Give the product ids as ?ids=12,15' })
  .transform((raw) => raw.split(','))
  .pipe(z.array(z.string().trim().regex(/^[1-9]\d{0,14}$/, 'Product ids are whole numbers above 0').transform(Number)))
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).max(MAX_LIVE_IDS, `At most ${MAX_LIVE_IDS} product ids at once`));

export const GET: APIRoute = async (context) => {
  const { url } = context;
  const limited = await overLiveLimit(context);
  if (limited) return limited;
  const parsed = idsSchema.safeParse(url.searchParams.get('ids') ?? undefined);
  if (!parsed.success) return json(400, { error: parsed.error.issues[0]?.message ?? 'Invalid product ids' });
  const ids = parsed.data;
  const unpublished = ids.filter((id) => !publishedIds.has(id));
  if (unpublished.length > 0) {
    log().warn({ event: 'live', productIds: unpublished, outcome: 'refused', reason: 'not-published' }, `products ${unpublished.join(', ')} refused: not published by this build`);
  }

  const live = await serverLiveOffers().many(ids.filter((id) => publishedIds.has(id)));
  const answer: LiveOffers = {
    offers: live.offers,
    unavailable: ids.filter((id) => unpublished.includes(id) || live.unavailable.includes(id)),
    failed: live.failed,
  };
  const fresh = live.failed.length === 0 && live.offers.every((offer) => !offer.stale);
  const wait: Record<string, string> = live.retryAfterMs === undefined ? {} : { 'Retry-After': retryAfterSeconds(live.retryAfterMs) };
  return json(200, { ...answer }, fresh ? cacheControl(live.freshUntil) : wait);
};

export const ALL = otherMethods({ GET });

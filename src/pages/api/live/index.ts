/**
 * Current price and stock of several published products at once, for the cart and checkout: `GET
 * /api/live?ids=12,15` answers 200 with `{ offers, unavailable, failed, asOf }`. Ids are
 * deduplicated; ids this build did not publish, or the portal no longer sells, are `unavailable`;
 * more than MAX_LIVE_IDS, or anything but ids, is a 400. Answered from the shop's copy of the
 * offers, never by a portal call (server/live/live.ts): `failed` is always empty, and offers older
 * than two missed refreshes come marked `stale: true`. `asOf` is the oldest of the answer's
 * figures' read times (a product a delivery named may have been read since the rest). Never cached.
 * 429 beyond a client's share.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { z } from 'zod';
import { MAX_LIVE_IDS, type LiveOffer } from '../../../domain/live/live-offer';
import { json } from '../../../server/http';
import { asOf, cacheControl, liveOffer, oldest } from '../../../server/live/live';
import type { OfferLookup } from '../../../server/live/offer-book';
import { log } from '../../../server/log';
import { overLiveLimit } from '../../../server/live/live-route';
import { otherMethods } from '../../../server/methods';

export const prerender = false;

const idsSchema = z
  .string({ error: 'Give the product ids as ?ids=12,15' })
  .transform((raw) => raw.split(','))
  .pipe(
    z.array(
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,14}$/, 'Product ids are whole numbers above 0')
        .transform(Number),
    ),
  )
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).max(MAX_LIVE_IDS, `At most ${MAX_LIVE_IDS} product ids at once`));

export const GET: APIRoute = async (context) => {
  const { url } = context;
  const limited = await overLiveLimit(context);
  if (limited) return limited;
  const parsed = idsSchema.safeParse(url.searchParams.get('ids') ?? undefined);
  if (!parsed.success)
    return json(400, { error: parsed.error.issues[0]?.message ?? 'Invalid product ids' });
  const ids = parsed.data;
  const unpublished = ids.filter((id) => !publishedIds.has(id));
  if (unpublished.length > 0) {
    log().warn(
      { event: 'live', productIds: unpublished, outcome: 'refused', reason: 'not-published' },
      `products ${unpublished.join(', ')} refused: not published by this build`,
    );
  }

  const offers: LiveOffer[] = [];
  const unavailable = [...unpublished];
  const lookups: OfferLookup[] = [];
  for (const id of ids.filter((id) => publishedIds.has(id))) {
    const { offer, lookup } = await liveOffer(id);
    if (offer) offers.push(offer);
    else unavailable.push(id);
    lookups.push(lookup);
  }
  return json(
    200,
    {
      offers,
      unavailable: ids.filter((id) => unavailable.includes(id)),
      failed: [],
      asOf: asOf(oldest(lookups)),
    },
    cacheControl,
  );
};

export const ALL = otherMethods({ GET });

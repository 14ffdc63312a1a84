/**
 * Order tracking: `POST /api/track-order` with `{reference, email}` answers 200 with the order as
 * the portal has it now, or 404 with the same words for an unknown reference and a wrong e-mail
 * (server/track-order.ts). Same-origin, throttled per client, never kept by any cache (every
 * answer is `no-store`, and a POST is not cached by shared caches).
 */
import { trackOrderSchema } from '../../domain/tracking/track-order-input';
import { trackMessages } from '../../server/messages';
import { otherMethods } from '../../server/methods';
import { serverPortal } from '../../server/portal';
import { getStorage } from '../../server/storage';
import { trackOrder } from '../../server/tracking/track-order';
import { writeRoute } from '../../server/write-route';

export const prerender = false;

export const POST = writeRoute({
  name: 'track',
  // A shopper who mistypes tries a few times; guessing references and addresses needs thousands.
  limit: 20,
  windowMs: 10 * 60_000,
  schema: trackOrderSchema,
  honeypotAnswer: { order: null },
  messages: (_request, locale) => trackMessages(locale),
  handle: async (input, _request, locale) =>
    trackOrder(input, { store: await getStorage(), client: serverPortal(), locale }),
});

export const ALL = otherMethods({ POST });

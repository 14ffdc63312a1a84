/**
 * One order per intent (the idempotency key), placed only at the prices and stock the portal has
 * now. The key is claimed (a `pending` record bound to the body's digest) before anything is sent;
 * the products' live offers are then read uncached, and the order goes to the portal only when
 * every line can be had at the Grand Total the shopper saw. The record keeps the outcome, and a
 * repeat of the key gets the same answer without sending anything again:
 * - placed: 200 with the order (replayed);
 * - refused (by the portal's 4xx, or 409 offer-changed here): the same refusal;
 * - unknown (the portal may have placed it) or still pending: 202 saying so, never a second POST;
 *   an unknown outcome is then looked for at the portal in the background (order-settlement.ts) and
 *   becomes placed or not-placed (409: nothing was stored, the shopper may order again, new key).
 * An attempt that certainly sent nothing (offers could not be read, the queue was full, the portal
 * refused the shop's key) leaves no record, so the same key may try again.
 *
 * Records live as long as their store: in memory, a server restart or a new release forgets them. A
 * page that was told its order may have gone through therefore asks again with `replayOnly`: a key
 * this server has no record of is then looked for in the portal's recent sales (its note carries
 * the key) and confirmed when found, else answered as unknown; never placed a second time. A key
 * the page sends again after no answer (or a 5xx) comes marked `repeat`: without a record, it too
 * is looked for first, and sent only when no recent sale carries it.
 */
import {
  checkOffers,
  mergeItems,
  type ItemInput,
  type LineProblem,
  type OfferCheck,
} from '../../domain/checkout/checkout';
import { guestCheckoutPayload, type CheckoutInput } from '../../domain/checkout/checkout-input';
import type { LiveOffers } from '../../domain/live/live-offer';
import type { OfferLookup } from '../live/offer-book';
import { shopperOrder, type Order } from '../../domain/checkout/order';
import type { PortalClient } from '../../portal/client';
import { fetchLiveOffers, placeGuestOrder } from '../../portal/api';
import { isPortalError } from '../../portal/errors';
import { json } from '../http';
import { bodyDigest, type Intents, type IntentRecord, type Outcome } from './idempotency';
import {
  offerChanged,
  orderKeyReused,
  orderMessages,
  orderNotPlaced,
  orderUnconfirmed,
} from '../messages';
import { emailDigest } from '../tracking/email-digest';
import type { OrderFollowUp } from './order-follow-up';
import { doubtfulOutcome, isSettling } from './order-settlement';
import { defaultLocale, type Locale } from '../../i18n/locales';
import { shopperRefusal } from '../portal-refusal';
import {
  classifyPortalFailure,
  DEFAULT_RETRY_SECONDS,
  failureResponse,
  logPortalFailure,
} from '../portal-failure';
import { errorText, log } from '../log';
import { recordOrderOutcome } from '../metrics';

export const ORDER_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** The answer a record gives, first time or replayed. */
function answerFor(
  record: IntentRecord<Order>,
  orderKey: string,
  replayed: boolean,
  locale: Locale,
): Response {
  switch (record.state) {
    case 'placed':
      return json(200, { ok: true, order: shopperOrder(record.value), replayed });
    case 'refused':
      return json(record.status, record.body);
    case 'pending':
      // Still with the portal (or with the instance that sent it): the page asks again.
      return json(202, {
        ok: false,
        code: 'order-pending',
        error: orderUnconfirmed(orderKey, locale),
        settling: true,
      });
    case 'unknown':
      // `settling`: the server is still looking for the order at the portal, so the page asks
      // again.
      return json(202, {
        ok: false,
        code: 'outcome-unknown',
        error: orderUnconfirmed(orderKey, locale),
        settling: isSettling(record),
      });
    case 'not-placed':
      return json(409, { ok: false, code: 'not-placed', error: orderNotPlaced(locale) });
  }
}

/**
 * Answers a repeat of the key from its record. A doubtful order is looked for here too, in case the
 * instance that took it stopped; so is a pending one, which that instance may have left pending.
 */
export function answerRecord(
  record: IntentRecord<Order>,
  orderKey: string,
  locale: Locale,
  followUp: OrderFollowUp | undefined,
): Response {
  if (record.state === 'pending' || isSettling(record)) followUp?.doubtful(orderKey);
  return answerFor(record, orderKey, true, locale);
}

const describeProblem = (p: LineProblem) =>
  p.problem === 'short'
    ? `product ${p.productId}: ${p.wanted} wanted, ${p.inStock} in stock`
    : `product ${p.productId}: ${p.problem}`;

function describeChange(check: Extract<OfferCheck, { verdict: 'changed' }>): string {
  const totals =
    check.liveTotal === check.expectedTotal
      ? []
      : [`live total ${check.liveTotal ?? 'unknown'} fils, shopper saw ${check.expectedTotal}`];
  return [...check.problems.map(describeProblem), ...totals].join('; ');
}

/** What the shop's copy of the offers says of a product (offer-book.ts). */
export type CopiedOffer = (id: number) => Promise<OfferLookup>;

/**
 * The copy, read from the portal, does not list the product: deleted or unpublished there since.
 */
const goneFromCopy = ({ offer, readAt }: OfferLookup) => offer === null && readAt !== null;

/**
 * The lines' live offers, read uncached in the checkout lane, a few at a time, and what they mean
 * for this order. A line whose product the shop's copy of the offers no longer lists is unavailable
 * without a portal call: an order naming many such products would otherwise spend a call on each.
 * A line the portal could not be asked about because the hour's calls for reading products are
 * spent is checked against the copy's fresh figures instead: the portal prices the order itself,
 * and a busy hour must not stop orders.
 */
async function readLiveOffers(
  client: PortalClient,
  items: ItemInput[],
  expectedTotal: number,
  orderKey: string,
  copied: CopiedOffer | undefined,
): Promise<{ live: LiveOffers; check: OfferCheck }> {
  const ids = items.map((i) => i.product_id);
  const spent = new Set<number>();
  try {
    const copy = new Map(
      copied ? await Promise.all(ids.map(async (id) => [id, await copied(id)] as const)) : [],
    );
    const gone = ids.filter((id) => {
      const lookup = copy.get(id);
      return lookup !== undefined && goneFromCopy(lookup);
    });
    const read = await fetchLiveOffers(
      client,
      ids.filter((id) => !gone.includes(id)),
      {
        lane: 'checkout',
        onWarning: (line) => log().warn({ event: 'order', orderKey }, line),
        onFailed: (id, error) => {
          if (isPortalError(error, 'spent')) spent.add(id);
        },
      },
    );
    const fromCopy = [...spent].flatMap((id) => {
      const lookup = copy.get(id);
      return lookup?.offer && !lookup.stale ? [lookup.offer] : [];
    });
    if (gone.length > 0) {
      log().warn(
        { event: 'order', orderKey, productIds: gone },
        `products ${gone.join(', ')} are no longer in the shop's copy of the offers ` +
          '(deleted or unpublished at the portal): unavailable, not read again',
      );
    }
    if (fromCopy.length > 0) {
      log().warn(
        { event: 'order', orderKey, productIds: fromCopy.map((o) => o.id) },
        "the portal's hour for reading products is spent: " +
          `products ${fromCopy.map((o) => o.id).join(', ')} checked against the shop's copy of the offers`,
      );
    }
    const live = {
      offers: [...read.offers, ...fromCopy],
      unavailable: [...read.unavailable, ...gone],
      failed: read.failed.filter((id) => !fromCopy.some((o) => o.id === id)),
    };
    return { live, check: checkOffers(items, live, expectedTotal) };
  } catch (error) {
    // Only reads happened: whatever went wrong, no order can have been placed.
    log().error(
      { event: 'order', orderKey, error: errorText(error) },
      'could not read the live offers',
    );
    return {
      live: { offers: [], unavailable: [], failed: ids },
      check: { verdict: 'unchecked', productIds: ids },
    };
  }
}

/**
 * The sale whose note carries the key among the portal's recent ones (in the checkout lane's
 * budget), null when none does, `unanswered` when they could not be read: a repeat the store has no
 * record of (lost with a restart, or a Redis emptied) is confirmed from the portal's own sales,
 * which do not depend on the store keeping anything.
 */
async function foundAtPortal(
  orderKey: string,
  followUp: OrderFollowUp | undefined,
): Promise<Order | null | 'unanswered'> {
  if (!followUp) return 'unanswered';
  try {
    const search = await followUp.find(orderKey);
    return search.state === 'found' ? search.order : null;
  } catch (error) {
    logPortalFailure('order', error, { orderKey, doing: 'looking for the order at the portal' });
    return 'unanswered';
  }
}

export async function placeOrder(
  input: CheckoutInput,
  orderKey: string,
  {
    client,
    intents,
    replayOnly = false,
    repeat = false,
    locale = defaultLocale,
    followUp,
    offerCopy,
  }: {
    client: PortalClient;
    intents: Intents<Order>;
    replayOnly?: boolean;
    /**
     * The page sent this key before and got no answer saying nothing was sent: it may have placed
     * an order.
     */
    repeat?: boolean;
    /** The language of the answers. */
    locale?: Locale;
    /** Tracking records for placed orders, settling for doubtful ones. */
    followUp?: OrderFollowUp;
    /**
     * The shop's copy of the offers: lines it no longer lists are not read, and its fresh figures
     * stand in for lines the portal's spent hour keeps from being read.
     */
    offerCopy?: CopiedOffer;
  },
): Promise<Response> {
  const digest = bodyDigest(input);
  const trackingEmail = emailDigest(input.email);
  const claim = await intents.claim(orderKey, digest, trackingEmail);
  if (!claim.owner) {
    if (claim.record.digest !== digest) {
      log().warn(
        { event: 'order', orderKey, outcome: 'key-reused' },
        'key reused with another body: refused',
      );
      return json(422, { ok: false, code: 'key-reused', error: orderKeyReused(locale) });
    }
    return answerRecord(claim.record, orderKey, locale, followUp);
  }
  const settle = async (outcome: Outcome<Order>) => {
    await claim.settle(outcome);
    recordOrderOutcome(outcome.state);
    return answerFor({ ...outcome, digest }, orderKey, false, locale);
  };
  const messages = orderMessages(orderKey, locale);
  if (replayOnly || repeat) {
    const kept = await foundAtPortal(orderKey, followUp);
    if (kept !== null && kept !== 'unanswered') {
      log().warn(
        {
          event: 'order',
          orderKey,
          outcome: 'placed',
          reason: 'found-by-key',
          orderId: kept.orderId,
          referenceNo: kept.referenceNo,
        },
        'sent again with no record of it kept here (restarted, or the store emptied?): ' +
          `found at the portal as sale ${kept.orderId}, confirmed, not sent again`,
      );
      await followUp?.placed(kept, trackingEmail);
      await claim.settle({ state: 'placed', value: kept });
      return answerFor({ state: 'placed', value: kept, digest }, orderKey, true, locale);
    }
    if (replayOnly) {
      log().error(
        { event: 'order', orderKey, outcome: 'unknown', reason: 'no-record' },
        'asked again after an unknown outcome, but no record of it is kept here (restarted since?) ' +
          'and no recent sale at the portal is known to carry its key: not sent again',
      );
      return settle({ state: 'unknown' });
    }
    if (kept === 'unanswered') {
      await claim.release();
      return failureResponse(
        { kind: 'not-sent', retryAfterSeconds: DEFAULT_RETRY_SECONDS },
        messages,
      );
    }
    // No recent sale carries the key: the earlier try never reached the portal, so this one is
    // sent.
  }

  const items = mergeItems(input.items);
  const { live, check } = await readLiveOffers(
    client,
    items,
    input.expected_total,
    orderKey,
    offerCopy,
  );
  if (check.verdict === 'unchecked') {
    await claim.release();
    log().error(
      { event: 'order', orderKey, outcome: 'not-sent', productIds: check.productIds },
      `could not read the live offers of products ${check.productIds.join(', ')}: nothing sent`,
    );
    return failureResponse(
      { kind: 'not-sent', retryAfterSeconds: DEFAULT_RETRY_SECONDS },
      messages,
    );
  }
  if (check.verdict === 'changed') {
    log().warn(
      {
        event: 'order',
        orderKey,
        outcome: 'refused',
        reason: 'offer-changed',
        detail: describeChange(check),
      },
      `refused, offers changed (${describeChange(check)})`,
    );
    return settle({
      state: 'refused',
      status: 409,
      body: { ok: false, code: 'offer-changed', error: offerChanged(locale), offers: live },
    });
  }

  const sentAt = Date.now();
  try {
    const order = await placeGuestOrder(client, guestCheckoutPayload(input, orderKey));
    log().info(
      {
        event: 'order',
        orderKey,
        outcome: 'placed',
        orderId: order.orderId,
        referenceNo: order.referenceNo,
      },
      `placed as portal order ${order.orderId}`,
    );
    await followUp?.placed(order, trackingEmail);
    return await settle({ state: 'placed', value: order });
  } catch (error) {
    const failure = classifyPortalFailure(error);
    logPortalFailure('order', error, { orderKey });
    switch (failure.kind) {
      case 'unknown': {
        log().error(
          { event: 'order', orderKey, outcome: 'unknown' },
          'the portal may have placed this order; ' +
            `looking for it at the portal by the note "Shop order key: ${orderKey}"`,
        );
        const answered = isPortalError(error) && error.delivery === 'answered';
        const answer = await settle(
          doubtfulOutcome({ sentAt, endedAt: Date.now(), answered, trackingEmail }),
        );
        followUp?.doubtful(orderKey);
        return answer;
      }
      case 'refused':
        return settle({
          state: 'refused',
          status: 422,
          body: { ok: false, ...shopperRefusal(failure.reason, locale, messages.refused) },
        });
      case 'config':
      case 'not-sent':
        await claim.release();
        return failureResponse(failure, messages);
    }
  }
}

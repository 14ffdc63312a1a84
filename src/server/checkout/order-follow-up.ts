/**
 * What happens to an order after the order route answered: a placed order is remembered for
 * tracking (its reference and the shopper's e-mail digest), a doubtful one is settled in the
 * background (order-settlement.ts). One instance of each per process, on the shared store.
 */
import { readSettings } from '../../config/settings';
import type { Order } from '../../domain/checkout/order';
import type { EmailDigest } from '../tracking/email-digest';
import { createIntents, type Intents } from './idempotency';
import {
  createSettlement,
  findOrderByKey,
  orderTimeLimitMs,
  type SaleSearch,
  type Settled,
  type Settlement,
} from './order-settlement';
import { errorText, log } from '../log';
import { recordOrderOutcome } from '../metrics';
import { logPortalFailure } from '../portal-failure';
import { serverPortal } from '../portal';
import type { RouteStore } from '../route-store';
import { onShutdown } from '../shutdown';
import { rememberForTracking } from '../tracking/tracking-records';

export interface OrderFollowUp {
  /** The order was placed: tracking may find it by its reference and this e-mail. */
  placed(order: Order, email: EmailDigest | undefined): Promise<void>;
  /**
   * The order's outcome is unknown, or its attempt may have been left pending: look for it at the
   * portal.
   */
  doubtful(orderKey: string): void;
  /**
   * One search of the portal's recent sales for the one whose note carries the key; throws when the
   * portal did not answer.
   */
  find(orderKey: string): Promise<SaleSearch>;
}

/** The one line staff get per settled order, and its count in the orders metric. */
export function logSettledOrder(orderKey: string, settled: Settled, afterMs: number): void {
  const afterSeconds = Math.round(afterMs / 1000);
  const after = `${afterSeconds} s after the attempt`;
  const fields = {
    event: 'order',
    orderKey,
    outcome: 'settled',
    settledAs: settled.state,
    afterSeconds,
  };
  recordOrderOutcome('settled');
  switch (settled.state) {
    case 'placed':
      log().warn(
        { ...fields, orderId: settled.order.orderId, referenceNo: settled.order.referenceNo },
        `settled: placed, found at the portal as sale ${settled.order.orderId} ` +
          `(${settled.order.referenceNo ?? 'no reference'}) ${after}`,
      );
      return;
    case 'not-placed':
      log().warn(
        fields,
        `settled: not placed, no sale at the portal carries the key ${after}; the shopper may submit it again`,
      );
      return;
    case 'still-unknown':
      log().error(
        fields,
        `settled: still unknown ${after} ` +
          "(the portal's sales could not be read, or not back to the attempt); " +
          `staff can look for the note "Shop order key: ${orderKey}"`,
      );
  }
}

/**
 * The line staff get when an order left pending by a stopped process becomes doubtful, and its
 * count as unknown.
 */
export function logLeftPendingOrder(orderKey: string, pendingMs: number): void {
  const pendingSeconds = Math.round(pendingMs / 1000);
  recordOrderOutcome('unknown');
  log().error(
    { event: 'order', orderKey, outcome: 'unknown', reason: 'left-pending', pendingSeconds },
    `still pending ${pendingSeconds} s after it was claimed: ` +
      'the process placing it stopped mid-way, so it may have been sent; ' +
      `looking for it at the portal by the note "Shop order key: ${orderKey}"`,
  );
}

/** Keeps what tracking needs of a placed order; a failure loses tracking for that order only. */
async function rememberPlaced(
  store: RouteStore,
  order: Order,
  email: EmailDigest | undefined,
): Promise<void> {
  if (!order.referenceNo || !email) return;
  await rememberForTracking(store, order.referenceNo, email).catch((error: unknown) =>
    log().error(
      { event: 'order', referenceNo: order.referenceNo, error: errorText(error) },
      `could not keep the tracking record of ${order.referenceNo}`,
    ),
  );
}

export function createOrderFollowUp(
  store: RouteStore,
  intents: Intents<Order>,
  findOrder: (orderKey: string) => Promise<SaleSearch>,
  timeLimitMs: number,
): OrderFollowUp & { settlement: Settlement } {
  const settlement = createSettlement({
    intents,
    store,
    findOrder,
    orderTimeLimitMs: timeLimitMs,
    logLeftPending: logLeftPendingOrder,
    logHandOver: (orderKeys) =>
      log().warn(
        { event: 'shutdown', orderKeys },
        `stopping: the search for ${orderKeys.length} doubtful order(s) is handed over ` +
          `(${orderKeys.join(', ')}); ` +
          'an instance sharing these order records takes each over when its page asks',
      ),
    onPlaced: (order, email) => rememberPlaced(store, order, email),
    log: logSettledOrder,
    logSearchFailure: (orderKey, error) =>
      logPortalFailure('order', error, { orderKey, doing: 'looking for the order at the portal' }),
  });
  return {
    settlement,
    placed: (order, email) => rememberPlaced(store, order, email),
    doubtful: (orderKey) => settlement.follow(orderKey),
    find: findOrder,
  };
}

let shared: { store: RouteStore; followUp: OrderFollowUp } | undefined;

/**
 * The follow-up of this process's orders, on `store` (the route store the order records live in).
 */
export function serverOrderFollowUp(store: RouteStore): OrderFollowUp {
  if (shared?.store !== store) {
    const { timeZone, timeoutMs } = readSettings().portal;
    const findOrder = (key: string) => findOrderByKey(serverPortal(), key, timeZone);
    const followUp = createOrderFollowUp(
      store,
      createIntents<Order>(store, 'order'),
      findOrder,
      orderTimeLimitMs(timeoutMs),
    );
    onShutdown(() => followUp.settlement.handOver());
    shared = { store, followUp };
  }
  return shared.followUp;
}

/**
 * What happens to an order after the order route answered: a placed order is remembered for
 * tracking (its reference and the shopper's e-mail digest), a doubtful one is settled in the
 * background (order-settlement.ts). One instance of each per process, on the shared store.
 */
import type { Order } from '../domain/order';
import type { EmailDigest } from './email-digest';
import { createIntents, type Intents } from './idempotency';
import { createSettlement, findOrderByKey, type Settled, type Settlement } from './order-settlement';
import { logPortalFailure } from './portal-failure';
import { serverPortal } from './portal';
import type { RouteStore } from './route-store';
import { rememberForTracking } from './tracking-records';

export interface OrderFollowUp {
  /** The order was placed: tracking may find it by its reference and this e-mail. */
  placed(order: Order, email: EmailDigest | undefined): Promise<void>;
  /** The order's outcome is unknown: look for it at the portal. */
  doubtful(orderKey: string): void;
}

/** The one line staff get per settled order. */
export function logSettledOrder(orderKey: string, settled: Settled, afterMs: number): void {
  const after = `${Math.round(afterMs / 1000)} s after the attempt`;
  switch (settled.state) {
    case 'placed':
      console.warn(`[order] ${orderKey}: settled: placed, found at the portal as sale ${settled.order.orderId} (${settled.order.referenceNo ?? 'no reference'}) ${after}`);
      return;
    case 'not-placed':
      console.warn(`[order] ${orderKey}: settled: not placed, no sale at the portal carries the key ${after}; the shopper may submit it again`);
      return;
    case 'still-unknown':
      console.error(`[order] ${orderKey}: settled: still unknown ${after} (the portal's sales could not be read); staff can look for the note "Shop order key: ${orderKey}"`);
  }
}

/** Keeps what tracking needs of a placed order; a failure loses tracking for that order only. */
async function rememberPlaced(store: RouteStore, order: Order, email: EmailDigest | undefined): Promise<void> {
  if (!order.referenceNo || !email) return;
  await rememberForTracking(store, order.referenceNo, email).catch((error: unknown) =>
    console.error(`[order] ${order.referenceNo}: could not keep the tracking record (${error instanceof Error ? error.message : String(error)})`),
  );
}

export function createOrderFollowUp(store: RouteStore, intents: Intents<Order>, findOrder: (orderKey: string) => Promise<Order | null>): OrderFollowUp & { settlement: Settlement } {
  const settlement = createSettlement({
    intents,
    store,
    findOrder,
    onPlaced: (order, email) => rememberPlaced(store, order, email),
    log: logSettledOrder,
    logSearchFailure: (orderKey, error) => logPortalFailure('order', error, `${orderKey}: looking for the order at the portal`),
  });
  return {
    settlement,
    placed: (order, email) => rememberPlaced(store, order, email),
    doubtful: (orderKey) => settlement.follow(orderKey),
  };
}

let shared: { store: RouteStore; followUp: OrderFollowUp } | undefined;

/** The follow-up of this process's orders, on `store` (the route store the order records live in). */
export function serverOrderFollowUp(store: RouteStore): OrderFollowUp {
  if (shared?.store !== store) {
    shared = { store, followUp: createOrderFollowUp(store, createIntents<Order>(store, 'order'), (key) => findOrderByKey(serverPortal(), key)) };
  }
  return shared.followUp;
}

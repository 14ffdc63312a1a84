/**
 * Doubtful orders settle themselves. When the portal did not answer a guest checkout in time, or
 * answered 5xx, or the process sending it stopped mid-way (its record left pending), the order may
 * or may not be stored there; its note carries the shop's order key
 * (`Shop order key: …`), so the server reads the portal's recent sales back, in the background, for
 * up to SETTLE_FOR_MS after the attempt, and never sends the order again. The outcome replaces the
 * key's record, which every repeat of the key and the page's polling read:
 * - a sale carries the key: placed, with the sale's number, reference, totals and items;
 * - once the attempt is over, a search that reached back before it (a sale older than the attempt,
 *   or the end of the portal's list) and found no sale with the key: not placed (the shopper may
 *   submit again, under a new key). Only the portal's own answers count: a gateway's 504 or a web
 *   server's 404 page for `GET sales` is no answer (portal/client.ts), never an empty list;
 * - neither within SETTLE_FOR_MS: the record stays unknown (the shop's phone and e-mail).
 *
 * Several instances on one Redis: each search is made by the holder of the key's lease
 * (`settling:<key>`), so one search per scheduled round, not one per instance; another instance
 * takes the lease over only when its holder stops renewing it (it was stopped mid-way).
 */
import { noteCarriesKey } from '../../domain/checkout/checkout';
import type { Order } from '../../domain/checkout/order';
import { fetchRecentSales } from '../../portal/api';
import type { PortalClient } from '../../portal/client';
import { mapSale } from '../../portal/map-order';
import { portalTimeToEpoch } from '../../portal/portal-time';
import type { EmailDigest } from '../tracking/email-digest';
import type { IntentRecord, Intents } from './idempotency';
import type { RouteStore } from '../route-store';

/** How long after a doubtful attempt the server keeps looking for its order. */
export const SETTLE_FOR_MS = 3 * 60_000;
/**
 * When each search is made, in ms after the attempt ended: often at first (a slow portal stores the
 * order seconds after the shop gave up waiting, and the shopper's page is waiting), then seldom.
 */
export const SEARCH_AFTER_MS = [
  1_000,
  4_000,
  7_000,
  10_000,
  15_000,
  20_000,
  30_000,
  45_000,
  60_000,
  90_000,
  120_000,
  150_000,
  SETTLE_FOR_MS,
];
/**
 * A checkout the portal never answered may still be running there (PHP runs a script to its end
 * after the client hung up; shared hosts stop one after 30 to 60 s): only this long after it was
 * sent does "no sale carries the key" mean it was not stored.
 */
export const UNANSWERED_RUNS_FOR_MS = 90_000;
/**
 * How far the portal's clock may be off the shop's: a search proves an order absent only when it
 * reaches a sale dated this much before the attempt.
 */
export const CLOCK_SKEW_MS = 5 * 60_000;
/**
 * How long the order route can take when each portal call is bounded by `portalTimeoutMs`: the live
 * offers, then the checkout (place-order.ts), and a few seconds for the store. A record still
 * pending after that was left by a process that stopped mid-order.
 */
export const orderTimeLimitMs = (portalTimeoutMs: number) => 2 * portalTimeoutMs + 5_000;
/** Longer than the longest gap between two searches plus a search's own time. */
const LEASE_MS = 45_000;
/** Recent sales read per search: 3 pages of 50, far more orders than a shop takes in 3 minutes. */
const SALES_PAGE = 50;
const SALES_PAGES = 3;

export type UnknownRecord = Extract<IntentRecord<Order>, { state: 'unknown' }>;

/**
 * One search of the portal's recent sales: the sale that carries the key, or how far back the sales
 * read go: `all` when the portal's list ended (fewer sales than asked for, or its own 404 for "no
 * sale"), else the time of the oldest sale read (null: none had a date the shop could read).
 */
export type SaleSearch =
  { state: 'found'; order: Order } | { state: 'absent'; reachedBack: number | 'all' | null };

/** How one doubtful order ended, for the one line staff get about it. */
export type Settled =
  { state: 'placed'; order: Order } | { state: 'not-placed' } | { state: 'still-unknown' };

export interface SettlementOptions {
  intents: Intents<Order>;
  store: RouteStore;
  /**
   * Searches the portal's recent sales for the one whose note carries the key; throws when the
   * portal did not answer.
   */
  findOrder: (orderKey: string) => Promise<SaleSearch>;
  /** A found order is placed: keep what tracking needs. */
  onPlaced: (order: Order, trackingEmail: EmailDigest | undefined) => Promise<void>;
  /** One line per settled order; `afterMs` since the attempt ended. */
  log: (orderKey: string, settled: Settled, afterMs: number) => void;
  /** A search the portal did not answer (kept looking). */
  logSearchFailure: (orderKey: string, error: unknown) => void;
  /** A pending record past the order time limit became doubtful; `pendingMs` since its claim. */
  logLeftPending: (orderKey: string, pendingMs: number) => void;
  /** This process stops while it looks for these orders: the other instances take them over. */
  logHandOver: (orderKeys: string[]) => void;
  /** The order time limit (orderTimeLimitMs). */
  orderTimeLimitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** This process's name in the lease. */
  instance?: string;
}

export interface Settlement {
  /**
   * Looks for the order of `orderKey` in the background (one left pending too), unless this process
   * already is.
   */
  follow(orderKey: string): void;
  /** Resolves when every search this process started has ended (tests, shutdown). */
  idle(): Promise<void>;
  /**
   * For a process that stops: its searches end at their next wait (one under way is let finish),
   * none starts any more, and the leases it holds are released, so another instance takes each key
   * over at the page's next poll instead of waiting out LEASE_MS.
   */
  handOver(): Promise<void>;
}

/** The record of a doubtful attempt that is still being looked for. */
export const isSettling = (
  record: IntentRecord<Order> | null,
  now = Date.now(),
): record is UnknownRecord =>
  record?.state === 'unknown' &&
  record.settleUntil !== undefined &&
  now < record.settleUntil + LEASE_MS;

/**
 * The record for an attempt whose outcome is unknown: answered by the portal (its 5xx, an
 * unreadable 2xx) or not at all.
 */
export function doubtfulOutcome({
  sentAt,
  endedAt,
  answered,
  trackingEmail,
}: {
  sentAt: number;
  endedAt: number;
  answered: boolean;
  trackingEmail: EmailDigest | undefined;
}): Omit<UnknownRecord, 'digest'> {
  return {
    state: 'unknown',
    sentAt,
    settleUntil: endedAt + SETTLE_FOR_MS,
    overAt: answered ? endedAt : sentAt + UNANSWERED_RUNS_FOR_MS,
    trackingEmail,
  };
}

/**
 * Whether a search that reached back to `reachedBack` would have seen an order sent at `sentAt`.
 */
function reachesBefore(reachedBack: number | 'all' | null, sentAt: number | undefined): boolean {
  if (reachedBack === 'all') return true;
  return reachedBack !== null && sentAt !== undefined && reachedBack < sentAt - CLOCK_SKEW_MS;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSettlement(options: SettlementOptions): Settlement {
  const {
    intents,
    store,
    findOrder,
    onPlaced,
    log,
    logSearchFailure,
    logLeftPending,
    logHandOver,
    orderTimeLimitMs,
    now = Date.now,
    sleep = defaultSleep,
  } = options;
  const instance = options.instance ?? `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const running = new Map<string, Promise<void>>();
  /** Keys whose lease this process took. */
  const leased = new Set<string>();
  let stopping = false;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });

  async function holdLease(orderKey: string): Promise<boolean> {
    const lease = `settling:${orderKey}`;
    if (await store.claim(lease, instance, LEASE_MS)) {
      leased.add(orderKey);
      return true;
    }
    return store.renew(lease, instance, LEASE_MS);
  }

  async function releaseLease(orderKey: string): Promise<void> {
    try {
      await store.release(`settling:${orderKey}`, instance);
    } catch {
      // The store is out: the lease expires by itself within LEASE_MS.
    }
  }

  /** One search; the outcome when it settles the order, null to keep looking. */
  async function search(orderKey: string, record: UnknownRecord): Promise<Settled | null> {
    const startedAt = now();
    let found: SaleSearch;
    try {
      found = await findOrder(orderKey);
    } catch (error) {
      logSearchFailure(orderKey, error);
      return null;
    }
    if (found.state === 'found') return { state: 'placed', order: found.order };
    const over = startedAt >= (record.overAt ?? Number.POSITIVE_INFINITY);
    return over && reachesBefore(found.reachedBack, record.sentAt) ? { state: 'not-placed' } : null;
  }

  async function settle(
    orderKey: string,
    record: UnknownRecord,
    settled: Settled,
    endedAt: number,
  ): Promise<void> {
    if (settled.state === 'placed') {
      await intents.write(orderKey, {
        state: 'placed',
        value: settled.order,
        digest: record.digest,
      });
      await onPlaced(settled.order, record.trackingEmail);
    } else if (settled.state === 'not-placed') {
      await intents.write(orderKey, { state: 'not-placed', digest: record.digest });
    }
    log(orderKey, settled, now() - endedAt);
  }

  /**
   * A record pending past the order time limit was left by a process that stopped mid-order, maybe
   * after sending it: it becomes doubtful, as an attempt the portal never answered, sent when it
   * was claimed, and is looked for from now on.
   */
  async function doubtLeftPending(
    orderKey: string,
    record: IntentRecord<Order> | null,
  ): Promise<IntentRecord<Order> | null> {
    // Written as "not past": a record from before claims were timed has no claimedAt, and is never
    // taken for left.
    if (record?.state !== 'pending' || !(now() - record.claimedAt > orderTimeLimitMs))
      return record;
    const doubtful = {
      ...doubtfulOutcome({
        sentAt: record.claimedAt,
        endedAt: now(),
        answered: false,
        trackingEmail: record.trackingEmail,
      }),
      digest: record.digest,
    };
    await intents.write(orderKey, doubtful);
    logLeftPending(orderKey, now() - record.claimedAt);
    return doubtful;
  }

  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.all(running.values());
  }

  async function run(orderKey: string): Promise<void> {
    for (const [round, after] of SEARCH_AFTER_MS.entries()) {
      if (stopping) return;
      const record = await doubtLeftPending(orderKey, await intents.read(orderKey));
      if (!isSettling(record, now())) return;
      const endedAt = (record.settleUntil ?? 0) - SETTLE_FOR_MS;
      const next = SEARCH_AFTER_MS[round + 1];
      // A follower that starts late (its instance took over) skips the rounds already past.
      if (next !== undefined && endedAt + next <= now()) continue;
      const wait = endedAt + after - now();
      if (wait > 0) await Promise.race([sleep(wait), stopped]);
      if (stopping || !(await holdLease(orderKey))) continue;
      const current = await intents.read(orderKey);
      if (current?.state !== 'unknown') return;
      const settled = await search(orderKey, current);
      if (settled) return settle(orderKey, current, settled, endedAt);
      if (next === undefined) return settle(orderKey, current, { state: 'still-unknown' }, endedAt);
    }
  }

  return {
    follow(orderKey) {
      if (stopping || running.has(orderKey)) return;
      const done = run(orderKey)
        .catch((error: unknown) => logSearchFailure(orderKey, error))
        .finally(() => running.delete(orderKey));
      running.set(orderKey, done);
    },
    idle,
    async handOver() {
      stopping = true;
      stop();
      if (running.size > 0) logHandOver([...running.keys()]);
      await idle();
      await Promise.all([...leased].map(releaseLease));
    },
  };
}

/**
 * Looks for the sale whose note carries `orderKey` among the portal's most recent ones; `timeZone`
 * is the portal clock's.
 */
export async function findOrderByKey(
  client: PortalClient,
  orderKey: string,
  timeZone: string,
): Promise<SaleSearch> {
  let oldest: number | null = null;
  for (let page = 0; page < SALES_PAGES; page++) {
    const sales = await fetchRecentSales(client, {
      start: 1 + page * SALES_PAGE,
      limit: SALES_PAGE,
    });
    const sale = sales.find((s) => noteCarriesKey(s.note, orderKey));
    if (sale) return { state: 'found', order: mapSale(sale) };
    if (sales.length < SALES_PAGE) return { state: 'absent', reachedBack: 'all' };
    for (const { date } of sales) {
      const at = portalTimeToEpoch(date, timeZone);
      if (at !== null) oldest = Math.min(oldest ?? at, at);
    }
  }
  return { state: 'absent', reachedBack: oldest };
}

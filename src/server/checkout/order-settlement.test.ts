import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/checkout/order';
import { sampleOrder } from '../../../tests/fixtures/order';
import { emailDigest } from '../tracking/email-digest';
import { createIntents, type IntentRecord } from './idempotency';
import { createMemoryStore } from '../memory-store';
import { createPortalClient } from '../../portal/client';
import { fakeFetch, type FakeAnswer } from '../../portal/fake-fetch';
import {
  CLOCK_SKEW_MS,
  createSettlement,
  doubtfulOutcome,
  findOrderByKey,
  orderTimeLimitMs,
  SEARCH_AFTER_MS,
  SETTLE_FOR_MS,
  UNANSWERED_RUNS_FOR_MS,
  type SaleSearch,
  type Settled,
} from './order-settlement';
import type { RouteStore } from '../route-store';

const KEY = 'doubtful-0001';
const tracking = emailDigest('Shopper@Example.ae');

type Instance = ReturnType<typeof createSettlement>;

let store: RouteStore;
let logs: { key: string; settled: Settled; afterMs: number }[];
let leftPending: { key: string; pendingMs: number }[];
let handedOver: string[][];
let placedFor: unknown[];
let findOrder: ReturnType<typeof vi.fn<(key: string) => Promise<SaleSearch>>>;

const found: SaleSearch = { state: 'found', order: sampleOrder };
/**
 * No sale carries the key; the portal's whole list was read unless `reachedBack` says how far back.
 */
const absent = (reachedBack: number | 'all' | null = 'all'): SaleSearch => ({
  state: 'absent',
  reachedBack,
});
/** The portal has the sale from the moment `at` on. */
const storedAt = (at: number) =>
  findOrder.mockImplementation(async () => (Date.now() >= at ? found : absent()));

function instance(name: string): Instance {
  return createSettlement({
    intents: createIntents<Order>(store, 'order'),
    store,
    findOrder,
    onPlaced: async (order, email) => void placedFor.push({ order: order.orderId, email }),
    log: (key, settled, afterMs) => logs.push({ key, settled, afterMs }),
    logSearchFailure: () => undefined,
    logLeftPending: (key, pendingMs) => void leftPending.push({ key, pendingMs }),
    logHandOver: (keys) => void handedOver.push(keys),
    orderTimeLimitMs: orderTimeLimitMs(10_000),
    instance: name,
  });
}

/** An instance that follows KEY. */
function following(name: string): Instance {
  const one = instance(name);
  one.follow(KEY);
  return one;
}

/** A doubtful attempt that ended now: answered (a 5xx) or not (a timeout after 10 s). */
async function doubtful(answered: boolean) {
  const endedAt = Date.now();
  const record = {
    ...doubtfulOutcome({ sentAt: endedAt - 10_000, endedAt, answered, trackingEmail: tracking }),
    digest: 'd1',
  };
  await createIntents<Order>(store, 'order').write(KEY, record);
  return endedAt;
}

const record = () => createIntents<Order>(store, 'order').read(KEY) as Promise<IntentRecord<Order>>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  store = createMemoryStore();
  logs = [];
  leftPending = [];
  handedOver = [];
  placedFor = [];
  findOrder = vi.fn<(key: string) => Promise<SaleSearch>>();
});
afterEach(() => vi.useRealTimers());

describe('doubtful orders settle themselves', () => {
  it('finds an order the portal stored after the shop gave up waiting, and makes its record placed', async () => {
    const endedAt = await doubtful(false);
    // The portal stores it 5 s after the shop's 10 s timeout (a 15 s portal).
    storedAt(endedAt + 5_000);
    const settling = following('a');
    await vi.advanceTimersByTimeAsync(6_999);
    expect((await record()).state).toBe('unknown');
    await vi.advanceTimersByTimeAsync(1);
    await settling.idle();

    expect(await record()).toEqual({ state: 'placed', value: sampleOrder, digest: 'd1' });
    expect(findOrder).toHaveBeenCalledTimes(3);
    expect(placedFor).toEqual([{ order: sampleOrder.orderId, email: tracking }]);
    expect(logs).toEqual([
      { key: KEY, settled: { state: 'placed', order: sampleOrder }, afterMs: 7_000 },
    ]);
  });

  it.each([
    ["to the end of the portal's list", () => 'all' as const],
    [
      'to a sale dated before the attempt by more than the clocks may be apart',
      (sentAt: number) => sentAt - CLOCK_SKEW_MS - 1_000,
    ],
  ])(
    'after a 5xx (the attempt is over) finding nothing in sales read back %s means not placed, at the first search',
    async (_, reachedBack) => {
      const endedAt = await doubtful(true);
      findOrder.mockResolvedValue(absent(reachedBack(endedAt - 10_000)));
      const settling = following('a');
      await vi.advanceTimersByTimeAsync(1_000);
      await settling.idle();
      expect(await record()).toEqual({ state: 'not-placed', digest: 'd1' });
      expect(findOrder).toHaveBeenCalledTimes(1);
      expect(logs.map((l) => l.settled.state)).toEqual(['not-placed']);
    },
  );

  it('after a timeout looks until the portal must have finished the request, then says not placed', async () => {
    const endedAt = await doubtful(false);
    findOrder.mockResolvedValue(absent());
    const settling = following('a');
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await record()).state).toBe('unknown');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await settling.idle();
    expect(await record()).toEqual({ state: 'not-placed', digest: 'd1' });
    // Sent 10 s before the timeout; the request counts as over 90 s after it was sent: the 90 s
    // search decides.
    expect(logs).toEqual([{ key: KEY, settled: { state: 'not-placed' }, afterMs: 90_000 }]);
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(90_000);
  });

  it('never says not placed from searches that did not reach back before the attempt: it stays unknown', async () => {
    const endedAt = await doubtful(true);
    const sentAt = endedAt - 10_000;
    // 150 sales, the oldest of them dated within the clocks' skew of the attempt; then none dated
    // at all.
    findOrder
      .mockResolvedValueOnce(absent(sentAt - CLOCK_SKEW_MS + 1_000))
      .mockResolvedValue(absent(null));
    const settling = following('a');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS + 1_000);
    await settling.idle();
    expect(await record()).toMatchObject({ state: 'unknown' });
    expect(findOrder).toHaveBeenCalledTimes(SEARCH_AFTER_MS.length);
    expect(logs).toEqual([
      { key: KEY, settled: { state: 'still-unknown' }, afterMs: SETTLE_FOR_MS },
    ]);
  });

  it('stays unknown when the portal cannot be searched for 3 minutes, and says so once', async () => {
    await doubtful(true);
    findOrder.mockRejectedValue(new Error('HTTP 500'));
    const settling = following('a');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS + 1_000);
    await settling.idle();
    expect((await record()).state).toBe('unknown');
    expect(findOrder).toHaveBeenCalledTimes(SEARCH_AFTER_MS.length);
    expect(logs).toEqual([
      { key: KEY, settled: { state: 'still-unknown' }, afterMs: SETTLE_FOR_MS },
    ]);
  });

  it('makes one search per round however many instances follow the key, and one log line', async () => {
    await doubtful(true);
    findOrder.mockRejectedValue(new Error('HTTP 503'));
    const instances = ['a', 'b', 'c'].map(instance);
    for (const one of instances) one.follow(KEY);
    // The same process asked twice (a page polling) still runs one loop.
    instances[0]?.follow(KEY);
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS + 1_000);
    await Promise.all(instances.map((one) => one.idle()));
    expect(findOrder).toHaveBeenCalledTimes(SEARCH_AFTER_MS.length);
    expect(logs).toHaveLength(1);
  });

  it('takes over the searches of an instance that stopped', async () => {
    const endedAt = await doubtful(false);
    storedAt(endedAt + 40_000);
    // "a" searched a round, then its process ended (its loop is simply never followed again).
    await store.claim(`settling:${KEY}`, 'a', 45_000);
    const b = following('b');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await b.idle();
    expect((await record()).state).toBe('placed');
    // Not before a's lease ran out (45 s after it last searched).
    expect(logs).toEqual([
      { key: KEY, settled: { state: 'placed', order: sampleOrder }, afterMs: 45_000 },
    ]);
  });

  it('looks for an order left pending by a stopped process once past the order time limit from its claim', async () => {
    const claimedAt = Date.now();
    const claim = await createIntents<Order>(store, 'order').claim(KEY, 'd1', tracking);
    expect(claim.owner).toBe(true);
    findOrder.mockResolvedValue(absent());
    const settling = instance('a');
    // Still within the 25 s an order can take (two 10 s portal calls): the process placing it may
    // be at work.
    await vi.advanceTimersByTimeAsync(orderTimeLimitMs(10_000));
    settling.follow(KEY);
    await settling.idle();
    expect(await record()).toEqual({
      state: 'pending',
      claimedAt,
      trackingEmail: tracking,
      digest: 'd1',
    });

    await vi.advanceTimersByTimeAsync(1);
    settling.follow(KEY);
    await vi.advanceTimersByTimeAsync(0);
    const foundAt = Date.now();
    expect(await record()).toEqual({
      state: 'unknown',
      sentAt: claimedAt,
      overAt: claimedAt + UNANSWERED_RUNS_FOR_MS,
      settleUntil: foundAt + SETTLE_FOR_MS,
      trackingEmail: tracking,
      digest: 'd1',
    });
    expect(leftPending).toEqual([{ key: KEY, pendingMs: orderTimeLimitMs(10_000) + 1 }]);
    // Nothing found: not placed only once the portal must have finished a request sent at the
    // claim.
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await settling.idle();
    expect(await record()).toEqual({ state: 'not-placed', digest: 'd1' });
    // Decided by the first search past claim + 90 s: its rounds run from the moment it was found.
    expect(logs).toEqual([{ key: KEY, settled: { state: 'not-placed' }, afterMs: 90_000 }]);
    expect(foundAt + 60_000).toBeLessThan(claimedAt + UNANSWERED_RUNS_FOR_MS);
  });

  it('finds an order left pending and keeps its tracking record', async () => {
    await createIntents<Order>(store, 'order').claim(KEY, 'd1', tracking);
    await vi.advanceTimersByTimeAsync(60_000);
    findOrder.mockResolvedValue(found);
    const settling = following('a');
    await vi.advanceTimersByTimeAsync(1_000);
    await settling.idle();
    expect(await record()).toEqual({ state: 'placed', value: sampleOrder, digest: 'd1' });
    expect(placedFor).toEqual([{ order: sampleOrder.orderId, email: tracking }]);
  });

  it('hands its searches over when its process stops: the lease released, another searches next round', async () => {
    const endedAt = await doubtful(false);
    storedAt(endedAt + 3_000);
    const a = following('a');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await store.get(`settling:${KEY}`)).toBe('a');
    await a.handOver();
    expect(await store.get(`settling:${KEY}`)).toBeNull();
    expect(handedOver).toEqual([[KEY]]);
    // Polled again while it stops, it starts nothing.
    a.follow(KEY);
    const b = following('b');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await Promise.all([a.idle(), b.idle()]);
    // b searched at once and at the 4 s round, not once a's lease had run out (45 s after its
    // search).
    expect(logs).toEqual([
      { key: KEY, settled: { state: 'placed', order: sampleOrder }, afterMs: 4_000 },
    ]);
    expect(findOrder).toHaveBeenCalledTimes(3);
  });

  it('lets a search under way when its process stops finish, and settle the order', async () => {
    await doubtful(true);
    findOrder.mockImplementation(
      () => new Promise((resolve) => setTimeout(() => resolve(found), 2_000)),
    );
    const a = following('a');
    await vi.advanceTimersByTimeAsync(1_500);
    const handedOver = a.handOver();
    await vi.advanceTimersByTimeAsync(1_500);
    await handedOver;
    expect(await record()).toEqual({ state: 'placed', value: sampleOrder, digest: 'd1' });
    expect(await store.get(`settling:${KEY}`)).toBeNull();
  });

  it('leaves records that are not doubtful alone', async () => {
    await createIntents<Order>(store, 'order').write(KEY, {
      state: 'placed',
      value: sampleOrder,
      digest: 'd1',
    });
    const settling = following('a');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await settling.idle();
    expect(findOrder).not.toHaveBeenCalled();
  });
});

describe("findOrderByKey: the portal's recent sales", () => {
  const note = (n: number) => `Shop order key: other-${n}`;
  /** Sale `id`, dated `minutesAgo` before 10:00 UTC on the portal's clock (Dubai, UTC+4). */
  const sale = (id: number, minutesAgo: number, saleNote = note(id)) => ({
    id: String(id),
    date: new Date(Date.parse('2026-11-27T14:00:00Z') - minutesAgo * 60_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' '),
    reference_no: `SALE2026/11/${id}`,
    note: saleNote,
    grand_total: '105.0000',
  });
  const portalWith = (answer: (start: number) => FakeAnswer) => {
    const { fetch, requests } = fakeFetch(({ query }) => answer(Number(query.get('start'))));
    return {
      client: createPortalClient({
        baseUrl: 'http://portal.test',
        apiKey: 'k',
        fetch,
        sleep: async () => undefined,
      }),
      requests,
    };
  };
  /** Page of 50 sales from row `start`, one a minute, newest first. */
  const page = (start: number) => ({
    body: {
      data: Array.from({ length: 50 }, (_, i) => sale(9000 - start - i, start + i)),
      limit: 50,
      start,
      total: 500,
    },
  });

  it('finds the sale whose note carries the key, on a later page too', async () => {
    const { client, requests } = portalWith((start) =>
      start === 51 ? { body: { data: [sale(8000, 1, `Shop order key: ${KEY}`)] } } : page(start),
    );
    const search = await findOrderByKey(client, KEY, 'Asia/Dubai');
    expect(search).toMatchObject({
      state: 'found',
      order: { orderId: '8000', referenceNo: 'SALE2026/11/8000' },
    });
    expect(requests.map((r) => r.query.get('start'))).toEqual(['1', '51']);
  });

  it("reads the portal's whole list when it ends, or its own 404 for no sale at all", async () => {
    const short = portalWith(() => ({ body: { data: [sale(1, 3), sale(2, 2)] } }));
    expect(await findOrderByKey(short.client, KEY, 'Asia/Dubai')).toEqual({
      state: 'absent',
      reachedBack: 'all',
    });
    const none = portalWith(() => ({
      status: 404,
      body: { message: 'No sale record found.', status: false },
    }));
    expect(await findOrderByKey(none.client, KEY, 'Asia/Dubai')).toEqual({
      state: 'absent',
      reachedBack: 'all',
    });
  });

  it("says how far back 150 sales reach, their dates read on the portal's clock", async () => {
    const { client } = portalWith(page);
    // The oldest read is row 150, 150 minutes before 14:00 in Dubai: 07:30 UTC.
    expect(await findOrderByKey(client, KEY, 'Asia/Dubai')).toEqual({
      state: 'absent',
      reachedBack: Date.parse('2026-11-27T07:30:00Z'),
    });
    expect(await findOrderByKey(client, KEY, 'UTC')).toEqual({
      state: 'absent',
      reachedBack: Date.parse('2026-11-27T11:30:00Z'),
    });
  });

  it("fails on a web server's 404 page for the sales: it is no empty list", async () => {
    const { client } = portalWith(() => ({
      status: 404,
      body: '<!DOCTYPE html><html><head><title>404 Not Found</title></head></html>',
    }));
    await expect(findOrderByKey(client, KEY, 'Asia/Dubai')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      delivery: 'unknown',
    });
  });
});

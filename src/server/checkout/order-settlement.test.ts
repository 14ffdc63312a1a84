import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../domain/checkout/order';
import { sampleOrder } from '../../../tests/fixtures/order';
import { emailDigest } from '../tracking/email-digest';
import { createIntents, type IntentRecord } from './idempotency';
import { createMemoryStore } from '../memory-store';
import { createSettlement, doubtfulOutcome, SEARCH_AFTER_MS, SETTLE_FOR_MS, type Settled } from './order-settlement';
import type { RouteStore } from '../route-store';

const KEY = 'doubtful-0001';
const tracking = emailDigest('Shopper@Example.ae');

interface Instance {
  follow(key: string): void;
  idle(): Promise<void>;
}

let store: RouteStore;
let logs: { key: string; settled: Settled; afterMs: number }[];
let placedFor: unknown[];
let findOrder: ReturnType<typeof vi.fn<(key: string) => Promise<Order | null>>>;

function instance(name: string): Instance {
  return createSettlement({
    intents: createIntents<Order>(store, 'order'),
    store,
    findOrder,
    onPlaced: async (order, email) => void placedFor.push({ order: order.orderId, email }),
    log: (key, settled, afterMs) => logs.push({ key, settled, afterMs }),
    logSearchFailure: () => undefined,
    instance: name,
  });
}

/** A doubtful attempt that ended now: answered (a 5xx) or not (a timeout after 10 s). */
async function doubtful(answered: boolean) {
  const endedAt = Date.now();
  const record = { ...doubtfulOutcome({ sentAt: endedAt - 10_000, endedAt, answered, trackingEmail: tracking }), digest: 'd1' };
  await createIntents<Order>(store, 'order').write(KEY, record);
  return endedAt;
}

const record = () => createIntents<Order>(store, 'order').read(KEY) as Promise<IntentRecord<Order>>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
  store = createMemoryStore();
  logs = [];
  placedFor = [];
  findOrder = vi.fn<(key: string) => Promise<Order | null>>();
});
afterEach(() => vi.useRealTimers());

describe('doubtful orders settle themselves', () => {
  it('finds an order the portal stored after the shop gave up waiting, and makes its record placed', async () => {
    const endedAt = await doubtful(false);
    // The portal stores it 5 s after the shop's 10 s timeout (a 15 s portal).
    findOrder.mockImplementation(async () => (Date.now() >= endedAt + 5_000 ? sampleOrder : null));
    const settling = instance('a');
    settling.follow(KEY);
    await vi.advanceTimersByTimeAsync(6_999);
    expect((await record()).state).toBe('unknown');
    await vi.advanceTimersByTimeAsync(1);
    await settling.idle();

    expect(await record()).toEqual({ state: 'placed', value: sampleOrder, digest: 'd1' });
    expect(findOrder).toHaveBeenCalledTimes(3);
    expect(placedFor).toEqual([{ order: sampleOrder.orderId, email: tracking }]);
    expect(logs).toEqual([{ key: KEY, settled: { state: 'placed', order: sampleOrder }, afterMs: 7_000 }]);
  });

  it('after a 5xx (the attempt is over) finding nothing means not placed, at the first search', async () => {
    await doubtful(true);
    findOrder.mockResolvedValue(null);
    const settling = instance('a');
    settling.follow(KEY);
    await vi.advanceTimersByTimeAsync(1_000);
    await settling.idle();
    expect(await record()).toEqual({ state: 'not-placed', digest: 'd1' });
    expect(findOrder).toHaveBeenCalledTimes(1);
    expect(logs.map((l) => l.settled.state)).toEqual(['not-placed']);
  });

  it('after a timeout keeps looking until the portal must have finished the request, then says not placed', async () => {
    const endedAt = await doubtful(false);
    findOrder.mockResolvedValue(null);
    const settling = instance('a');
    settling.follow(KEY);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await record()).state).toBe('unknown');
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await settling.idle();
    expect(await record()).toEqual({ state: 'not-placed', digest: 'd1' });
    // Sent 10 s before the timeout; the request counts as over 90 s after it was sent: the 90 s search decides.
    expect(logs).toEqual([{ key: KEY, settled: { state: 'not-placed' }, afterMs: 90_000 }]);
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(90_000);
  });

  it('stays unknown when the portal cannot be searched for 3 minutes, and says so once', async () => {
    await doubtful(true);
    findOrder.mockRejectedValue(new Error('HTTP 500'));
    const settling = instance('a');
    settling.follow(KEY);
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS + 1_000);
    await settling.idle();
    expect((await record()).state).toBe('unknown');
    expect(findOrder).toHaveBeenCalledTimes(SEARCH_AFTER_MS.length);
    expect(logs).toEqual([{ key: KEY, settled: { state: 'still-unknown' }, afterMs: SETTLE_FOR_MS }]);
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
    findOrder.mockImplementation(async () => (Date.now() >= endedAt + 40_000 ? sampleOrder : null));
    // "a" searched a round, then its process ended (its loop is simply never followed again).
    await store.claim(`settling:${KEY}`, 'a', 45_000);
    const b = instance('b');
    b.follow(KEY);
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await b.idle();
    expect((await record()).state).toBe('placed');
    // Not before a's lease ran out (45 s after it last searched).
    expect(logs).toEqual([{ key: KEY, settled: { state: 'placed', order: sampleOrder }, afterMs: 45_000 }]);
  });

  it('leaves records that are not doubtful alone', async () => {
    await createIntents<Order>(store, 'order').write(KEY, { state: 'placed', value: sampleOrder, digest: 'd1' });
    const settling = instance('a');
    settling.follow(KEY);
    await vi.advanceTimersByTimeAsync(SETTLE_FOR_MS);
    await settling.idle();
    expect(findOrder).not.toHaveBeenCalled();
  });
});

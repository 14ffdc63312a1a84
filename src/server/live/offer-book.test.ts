import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveOffer } from '../../domain/live/live-offer';
import { createMemoryStore } from '../memory-store';
import {
  ageLimitMs,
  createOfferBook,
  GROW_AFTER,
  LARGEST_PAGE_SIZE,
  MIN_PAGE_SIZE,
  readCadenceMs,
  RETRY_MS,
  ROUND_MS,
  type NamedRead,
  type OfferBookOptions,
  type OfferRead,
} from './offer-book';
import type { OfferNotice } from './offer-notices';

const offer = (id: number, price = 10_000, quantity: number | null = 5): LiveOffer => ({
  id,
  price,
  salePrice: null,
  quantity,
  vatPercent: 5,
});
const HOUR = 3_600_000;

function bookOn(store = createMemoryStore(), overrides: Partial<OfferBookOptions> = {}) {
  let clock = 1_000_000;
  const read =
    overrides.read ??
    vi.fn<(pageSize: number) => Promise<OfferRead>>(async () => ({
      offers: [offer(1, 12_000, 3), offer(2), offer(99)],
      calls: 1,
    }));
  const readNamed =
    overrides.readNamed ??
    vi.fn<(ids: readonly number[]) => Promise<NamedRead>>(async (ids) => ({
      offers: ids.filter((id) => id !== 2).map((id) => offer(id, 15_000, 0)),
      gone: ids.filter((id) => id === 2),
    }));
  const book = createOfferBook({
    store: async () => store,
    seed: () => [offer(1, 11_000, null), offer(2, 20_000, 0)],
    published: new Set([1, 2, 3]),
    callsPerHour: 200,
    hourMs: HOUR,
    pageMayBeTooLarge: () => true,
    now: () => clock,
    ...overrides,
    read,
    readNamed,
  });
  return { book, read, readNamed, store, tick: (ms: number) => (clock += ms), now: () => clock };
}

afterEach(() => vi.useRealTimers());

describe('the shop’s copy of the offers', () => {
  it('answers the build’s figures, marked stale, until the portal is read; then the portal’s, fresh', async () => {
    const { book, read } = bookOn(createMemoryStore(), {
      read: vi.fn(() => new Promise<OfferRead>(() => {})),
    });
    expect(await book.lookup(1)).toEqual({
      offer: offer(1, 11_000, null),
      readAt: null,
      stale: true,
    });
    expect(read).not.toHaveBeenCalled();

    const reading = bookOn();
    await reading.book.round();
    expect(await reading.book.lookup(1)).toEqual({
      offer: offer(1, 12_000, 3),
      readAt: reading.now(),
      stale: false,
    });
  });

  it('answers only published products, and none the portal no longer sells', async () => {
    const { book } = bookOn();
    await book.round();
    expect((await book.lookup(99)).offer).toBeNull();
    // Published by the build but gone from the portal's list.
    expect((await book.lookup(3)).offer).toBeNull();
  });

  it('reads the portal as often as the budget allows, once per cadence however many lookups', async () => {
    const { book, read, tick } = bookOn();
    await book.round();
    // 200 calls an hour at one call a read: a read every 18 s.
    expect(book.cadenceMs()).toBe(18_000);
    for (let i = 0; i < 1_000; i++) await book.lookup(1 + (i % 2));
    tick(17_999);
    await book.round();
    expect(read).toHaveBeenCalledTimes(1);
    tick(1);
    await book.round();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads less often when the catalogue takes more calls than the cadence allows in the hour', async () => {
    const { book, read, tick } = bookOn(createMemoryStore(), {
      read: vi.fn(async () => ({ offers: [offer(1)], calls: 40 })),
    });
    await book.round();
    // 200 calls an hour at 40 a read: 5 reads an hour, one every 12 minutes.
    expect(book.cadenceMs()).toBe(12 * 60_000);
    tick(11 * 60_000);
    await book.round();
    expect(read).toHaveBeenCalledTimes(1);
    tick(60_000);
    await book.round();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never reads more often than every 10 s of an hour, and a setting may only slow it down', () => {
    expect(
      readCadenceMs({ callsPerRead: 1, callsPerHour: Number.POSITIVE_INFINITY, hourMs: HOUR }),
    ).toBe(10_000);
    expect(
      readCadenceMs({ callsPerRead: 1, callsPerHour: 200, hourMs: HOUR, refreshMs: 300_000 }),
    ).toBe(300_000);
    expect(
      readCadenceMs({ callsPerRead: 10, callsPerHour: 200, hourMs: HOUR, refreshMs: 60_000 }),
    ).toBe(180_000);
    // A compressed hour (the busy-hour bench) compresses the floor alike.
    expect(
      readCadenceMs({ callsPerRead: 1, callsPerHour: Number.POSITIVE_INFINITY, hourMs: 36_000 }),
    ).toBe(100);
  });

  it('asks for the catalogue in as few pages as the portal answers, in smaller ones after a failed read', async () => {
    const sizes: number[] = [];
    const read = vi.fn(async (pageSize: number) => {
      sizes.push(pageSize);
      if (sizes.length === 1) throw new Error('HTTP 500 with an empty body');
      return { offers: [offer(1)], calls: 1 };
    });
    const { book, tick } = bookOn(createMemoryStore(), { read });
    await book.round();
    tick(RETRY_MS);
    await book.round();
    expect(sizes).toEqual([LARGEST_PAGE_SIZE, LARGEST_PAGE_SIZE / 2]);
    const tiny = bookOn(createMemoryStore(), {
      read: vi.fn(async () => Promise.reject(new Error('down'))),
    });
    for (let i = 0; i < 12; i++) {
      await tiny.book.round();
      tiny.tick(tiny.book.cadenceMs());
    }
    expect(tiny.read).toHaveBeenLastCalledWith(MIN_PAGE_SIZE);
  });

  it('keeps its pages after a failure size cannot cause; tries larger pages after a run of good reads', async () => {
    const sizes: number[] = [];
    let failing: Error | null = new Error('connect ECONNREFUSED');
    const read = vi.fn(async (pageSize: number) => {
      sizes.push(pageSize);
      if (failing) throw failing;
      return { offers: [offer(1)], calls: 1 };
    });
    const { book, tick } = bookOn(createMemoryStore(), {
      read,
      pageMayBeTooLarge: (error) => error === timeout,
    });
    const timeout = new Error('timed out');
    await book.round();
    failing = timeout;
    tick(RETRY_MS);
    await book.round();
    failing = null;
    for (let i = 0; i <= GROW_AFTER; i++) {
      tick(book.cadenceMs());
      await book.round();
    }
    expect(sizes.slice(0, 3)).toEqual([
      LARGEST_PAGE_SIZE,
      LARGEST_PAGE_SIZE,
      LARGEST_PAGE_SIZE / 2,
    ]);
    expect(sizes.at(-1)).toBe(LARGEST_PAGE_SIZE);
  });

  it('one instance reads for all: another on the same store takes the copy instead of reading', async () => {
    const store = createMemoryStore();
    const first = bookOn(store, { instance: 'a' });
    await first.book.round();
    const second = bookOn(store, { instance: 'b' });
    await second.book.round();
    expect(second.read).not.toHaveBeenCalled();
    expect((await second.book.lookup(1)).offer).toEqual(offer(1, 12_000, 3));
  });

  it('marks figures stale once two reads were missed, and keeps answering them', async () => {
    const failing = vi
      .fn<() => Promise<OfferRead>>()
      .mockResolvedValueOnce({ offers: [offer(1, 12_000, 3)], calls: 1 })
      .mockRejectedValue(new Error('portal down'));
    const onRead = vi.fn();
    const { book, tick } = bookOn(createMemoryStore(), { read: failing, onRead });
    await book.round();
    tick(ageLimitMs(18_000));
    expect((await book.lookup(1)).stale).toBe(false);
    await book.round();
    tick(1);
    expect(await book.lookup(1)).toMatchObject({ offer: offer(1, 12_000, 3), stale: true });
    expect(onRead).toHaveBeenLastCalledWith(expect.objectContaining({ ok: false }));
  });

  it('a first lookup waits a little for the first read instead of answering the build’s figures', async () => {
    vi.useFakeTimers();
    let finish: (read: OfferRead) => void = () => {};
    const { book } = bookOn(createMemoryStore(), {
      read: () => new Promise((resolve) => (finish = resolve)),
    });
    const lookup = book.lookup(1, 3_000);
    await vi.advanceTimersByTimeAsync(500);
    finish({ offers: [offer(1, 12_000, 3)], calls: 1 });
    expect(await lookup).toMatchObject({ offer: offer(1, 12_000, 3), stale: false });
  });
});

describe('a new release and the copy in the store', () => {
  it('reads the portal at start if the stored copy is older; answers what it lacks from the build', async () => {
    const store = createMemoryStore();
    const before = bookOn(store, { instance: 'old', published: new Set([1, 2]) });
    await before.book.round();
    // A new release publishes product 3, added in the back office after the copy was read.
    let finish: (read: OfferRead) => void = () => {};
    const release = bookOn(store, {
      instance: 'new',
      seed: () => [offer(1, 11_000, null), offer(3, 30_000, 2)],
      read: vi.fn(() => new Promise<OfferRead>((resolve) => (finish = resolve))),
      now: () => 2_000_000,
    });
    const reading = release.book.round();
    expect(await release.book.lookup(3)).toEqual({
      offer: offer(3, 30_000, 2),
      readAt: null,
      stale: true,
    });
    await vi.waitFor(() => expect(release.read).toHaveBeenCalledTimes(1));
    finish({ offers: [offer(1, 12_500, 3), offer(3, 31_000, 2)], calls: 1 });
    await reading;
    expect(await release.book.lookup(3)).toMatchObject({
      offer: offer(3, 31_000, 2),
      stale: false,
    });
    expect((await release.book.lookup(1)).offer).toEqual(offer(1, 12_500, 3));
  });
});

describe('a read that fails', () => {
  it('is tried again after seconds, doubling, by whichever instance: the lease is not left to expire', async () => {
    const store = createMemoryStore();
    let down = true;
    const read = vi.fn(async () => {
      if (down) throw new Error('connect ECONNREFUSED');
      return { offers: [offer(1, 12_000, 3)], calls: 1 };
    });
    const a = bookOn(store, { instance: 'a', read });
    const b = bookOn(store, { instance: 'b', read });
    await a.book.round();
    expect(read).toHaveBeenCalledTimes(1);
    // The other instance waits for the backoff too rather than trying at once.
    await b.book.round();
    expect(read).toHaveBeenCalledTimes(1);
    b.tick(RETRY_MS);
    await b.book.round();
    expect(read).toHaveBeenCalledTimes(2);
    // The second wait is twice the first.
    a.tick(RETRY_MS);
    await a.book.round();
    expect(read).toHaveBeenCalledTimes(2);
    a.tick(2 * RETRY_MS);
    down = false;
    await a.book.round();
    expect(read).toHaveBeenCalledTimes(3);
    expect(await a.book.lookup(1)).toMatchObject({ offer: offer(1, 12_000, 3), stale: false });
  });
});

describe('a portal down for two minutes', () => {
  it('is read again within 12 s of answering, each try costing one read', async () => {
    let down = true;
    const read = vi.fn(async () => {
      if (down) throw new Error('HTTP 503');
      return { offers: [offer(1, 12_000, 3)], calls: 1 };
    });
    const { book, tick, now } = bookOn(createMemoryStore(), { read });
    const downAt = now();
    while (now() - downAt < 120_000) {
      await book.round();
      tick(500);
    }
    const tries = read.mock.calls.length;
    // 2, 4, 8, then every 12 s: a dozen tries in two minutes, not one per round.
    expect(tries).toBeGreaterThan(8);
    expect(tries).toBeLessThan(15);
    down = false;
    const upAt = now();
    while ((await book.lookup(1)).stale) {
      tick(500);
      await book.round();
    }
    expect(now() - upAt).toBeLessThanOrEqual(12_000);
  });
});

describe('a delivery from the back office', () => {
  const notice = (id: string, at: number, products: number[] | null): OfferNotice => ({
    id,
    at,
    products,
  });

  it('has the products it names read alone and answered at once, with their read time, by every instance', async () => {
    const store = createMemoryStore();
    const notices: OfferNotice[] = [];
    const a = bookOn(store, { instance: 'a', notices: async () => notices });
    const b = bookOn(store, { instance: 'b', notices: async () => notices });
    await a.book.round();
    await b.book.round();
    a.tick(3_000);
    b.tick(3_000);
    notices.push(notice('msg_1', a.now(), [1, 2, 77]));
    await a.book.round();
    await b.book.round();
    // One instance read them (77 is not published by this build: not asked), the other took the
    // patch.
    expect(
      vi.mocked(a.readNamed).mock.calls.length + vi.mocked(b.readNamed).mock.calls.length,
    ).toBe(1);
    expect(
      [...vi.mocked(a.readNamed).mock.calls, ...vi.mocked(b.readNamed).mock.calls][0]?.[0],
    ).toEqual([1, 2]);
    for (const book of [a.book, b.book]) {
      expect(await book.lookup(1)).toEqual({
        offer: offer(1, 15_000, 0),
        readAt: a.now(),
        stale: false,
      });
      // Gone from the portal since the copy was read.
      expect((await book.lookup(2)).offer).toBeNull();
    }
    expect(a.read).toHaveBeenCalledTimes(1);
  });

  it('is outrun by the next whole read, which started after it', async () => {
    const notices: OfferNotice[] = [];
    const { book, tick, now, read } = bookOn(createMemoryStore(), { notices: async () => notices });
    await book.round();
    tick(1_000);
    notices.push(notice('msg_2', now(), [1]));
    await book.round();
    expect((await book.lookup(1)).offer).toEqual(offer(1, 15_000, 0));
    tick(book.cadenceMs());
    await book.round();
    expect(read).toHaveBeenCalledTimes(2);
    expect(await book.lookup(1)).toEqual({
      offer: offer(1, 12_000, 3),
      readAt: now(),
      stale: false,
    });
  });

  it('that names no products makes a whole read due at once', async () => {
    const notices: OfferNotice[] = [];
    const { book, tick, now, read, readNamed } = bookOn(createMemoryStore(), {
      notices: async () => notices,
    });
    await book.round();
    tick(1_000);
    notices.push(notice('msg_3', now(), null));
    await book.round();
    await book.round();
    expect(read).toHaveBeenCalledTimes(2);
    expect(readNamed).not.toHaveBeenCalled();
  });

  it('made before the process started is left alone: its rebuild is what the process serves', async () => {
    const { book, readNamed } = bookOn(createMemoryStore(), {
      notices: async () => [notice('msg_0', 1, [1])],
    });
    await book.round();
    expect(readNamed).not.toHaveBeenCalled();
  });
});

describe('a delivery during a whole read', () => {
  it('is handled at once, not after the read', async () => {
    vi.useFakeTimers();
    const notices: OfferNotice[] = [];
    let finish: (read: OfferRead) => void = () => {};
    let reads = 0;
    const read = vi.fn(() => {
      reads += 1;
      return reads === 1
        ? Promise.resolve({ offers: [offer(1, 12_000, 3)], calls: 1 })
        : new Promise<OfferRead>((resolve) => (finish = resolve));
    });
    const { book, tick, now, readNamed } = bookOn(createMemoryStore(), {
      read,
      notices: async () => notices,
    });
    await book.round();
    tick(book.cadenceMs());
    book.start();
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    expect(read).toHaveBeenCalledTimes(2);
    notices.push({ id: 'msg_9', at: now(), products: [1] });
    await vi.advanceTimersByTimeAsync(ROUND_MS);
    expect(readNamed).toHaveBeenCalledWith([1]);
    expect((await book.lookup(1)).offer).toEqual(offer(1, 15_000, 0));
    finish({ offers: [offer(1, 12_000, 3)], calls: 1 });
    book.stop();
  });
});

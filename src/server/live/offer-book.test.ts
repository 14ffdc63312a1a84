import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveOffer } from '../../domain/live/live-offer';
import { createMemoryStore } from '../memory-store';
import { ageLimitMs, createOfferBook, type OfferBookOptions, type OfferRead } from './offer-book';

const offer = (id: number, price = 10_000, quantity: number | null = 5): LiveOffer => ({ id, price, salePrice: null, quantity, vatPercent: 5 });
const HOUR = 3_600_000;

function bookOn(store = createMemoryStore(), overrides: Partial<OfferBookOptions> = {}) {
  let clock = 1_000_000;
  const read = overrides.read ?? vi.fn<() => Promise<OfferRead>>(async () => ({ offers: [offer(1, 12_000, 3), offer(2), offer(99)], calls: 1 }));
  const book = createOfferBook({
    store: async () => store,
    seed: () => [offer(1, 11_000, null), offer(2, 20_000, 0)],
    published: new Set([1, 2, 3]),
    refreshMs: 300_000,
    callsPerHour: 200,
    hourMs: HOUR,
    now: () => clock,
    ...overrides,
    read,
  });
  return { book, read, store, tick: (ms: number) => (clock += ms), now: () => clock };
}

afterEach(() => vi.useRealTimers());

describe('the shop’s copy of the offers', () => {
  it('answers the build’s figures, marked stale, until the portal has been read; then the portal’s, fresh', async () => {
    const { book, read } = bookOn(createMemoryStore(), { read: vi.fn(() => new Promise<OfferRead>(() => {})) });
    expect(await book.lookup(1)).toEqual({ offer: offer(1, 11_000, null), readAt: null, stale: true });
    expect(read).not.toHaveBeenCalled();

    const reading = bookOn();
    await reading.book.round();
    expect(await reading.book.lookup(1)).toEqual({ offer: offer(1, 12_000, 3), readAt: reading.now(), stale: false });
  });

  it('answers only published products, and none the portal no longer sells', async () => {
    const { book } = bookOn();
    await book.round();
    expect((await book.lookup(99)).offer).toBeNull();
    // Published by the build but gone from the portal's list.
    expect((await book.lookup(3)).offer).toBeNull();
  });

  it('reads the portal once per cadence, however many lookups', async () => {
    const { book, read, tick } = bookOn();
    await book.round();
    for (let i = 0; i < 1_000; i++) await book.lookup(1 + (i % 2));
    tick(299_000);
    await book.round();
    expect(read).toHaveBeenCalledTimes(1);
    tick(1_000);
    await book.round();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads less often when the catalogue takes more calls than the cadence allows in the hour', async () => {
    const { book, read, tick } = bookOn(createMemoryStore(), { read: vi.fn(async () => ({ offers: [offer(1)], calls: 40 })) });
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
    tick(ageLimitMs(300_000));
    expect((await book.lookup(1)).stale).toBe(false);
    await book.round();
    tick(1);
    expect(await book.lookup(1)).toMatchObject({ offer: offer(1, 12_000, 3), stale: true });
    expect(onRead).toHaveBeenLastCalledWith(expect.objectContaining({ ok: false }));
  });

  it('a first lookup waits a little for the first read instead of answering the build’s figures', async () => {
    vi.useFakeTimers();
    let finish: (read: OfferRead) => void = () => {};
    const { book } = bookOn(createMemoryStore(), { read: () => new Promise((resolve) => (finish = resolve)) });
    const lookup = book.lookup(1, 3_000);
    await vi.advanceTimersByTimeAsync(500);
    finish({ offers: [offer(1, 12_000, 3)], calls: 1 });
    expect(await lookup).toMatchObject({ offer: offer(1, 12_000, 3), stale: false });
  });
});

describe('a new release and the copy in the store', () => {
  it('reads the portal once at its start when the store’s copy is older than the process, answering products that copy lacks with the build’s figures meanwhile', async () => {
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
    expect(await release.book.lookup(3)).toEqual({ offer: offer(3, 30_000, 2), readAt: null, stale: true });
    await vi.waitFor(() => expect(release.read).toHaveBeenCalledTimes(1));
    finish({ offers: [offer(1, 12_500, 3), offer(3, 31_000, 2)], calls: 1 });
    await reading;
    expect(await release.book.lookup(3)).toMatchObject({ offer: offer(3, 31_000, 2), stale: false });
    expect((await release.book.lookup(1)).offer).toEqual(offer(1, 12_500, 3));
  });
});

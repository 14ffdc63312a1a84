import { createStorage } from 'unstorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boundedMemoryDriver } from './memory-driver';
import { createMemoryStorage } from './storage';

describe('boundedMemoryDriver', () => {
  afterEach(() => vi.useRealTimers());

  it("expires each item after its own ttl, and after the default when it has none", async () => {
    vi.useFakeTimers({ now: 0 });
    const storage = createStorage({ driver: boundedMemoryDriver({ maxEntries: 10, defaultTtlSeconds: 60 }) });
    await storage.setItem('short', 1, { ttl: 5 });
    await storage.setItem('plain', 2);
    vi.advanceTimersByTime(4_999);
    expect([await storage.getItem('short'), await storage.getItem('plain')]).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect([await storage.getItem('short'), await storage.hasItem('short'), await storage.getKeys()]).toEqual([null, false, ['plain']]);
    vi.advanceTimersByTime(55_000);
    expect(await storage.getItem('plain')).toBeNull();
  });

  it('holds at most maxEntries, dropping the least recently written', async () => {
    const storage = createStorage({ driver: boundedMemoryDriver({ maxEntries: 3, defaultTtlSeconds: 60 }) });
    for (const key of ['a', 'b', 'c']) await storage.setItem(key, key);
    await storage.setItem('a', 'a again');
    await storage.setItem('d', 'd');
    expect((await storage.getKeys()).sort()).toEqual(['a', 'c', 'd']);
  });

  it('keeps order records apart from throttle counters, so a flood of clients cannot push them out', async () => {
    const storage = createMemoryStorage();
    await storage.setItem('idempotency:order:key-0001', { state: 'pending', digest: 'd' }, { ttl: 86_400 });
    for (let i = 0; i < 50_001; i++) await storage.setItem(`throttle:order:10.0.${i >> 8}.${i & 255}`, { start: 0, count: 1 }, { ttl: 600 });
    expect(await storage.getItem('idempotency:order:key-0001')).toEqual({ state: 'pending', digest: 'd' });
    expect(await storage.getItem('throttle:order:10.0.0.0')).toBeNull();
  });
});

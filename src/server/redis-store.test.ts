/**
 * The Redis store against a real redis-server (scripts/dev/redis-server.ts starts one; its absence
 * fails the test).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../../scripts/dev/redis-server.ts';
import { openRedisStore, redisAddress } from './redis-store';
import { StoreUnavailableError, type RouteStore } from './route-store';

let redis: RedisServer;
let store: RouteStore;
const logged: string[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  store = await openRedisStore(redis.url, { log: (line) => logged.push(line) });
});
afterAll(async () => {
  await store?.close();
  await redis?.stop();
});

describe('openRedisStore', () => {
  it('claims a key for exactly one of many concurrent claims, on two connections', async () => {
    const other = await openRedisStore(redis.url);
    try {
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : store).claim('idempotency:t:k1', { n: i }, 60_000),
        ),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await other.get('idempotency:t:k1')).toEqual({ n: claims.indexOf(true) });
    } finally {
      await other.close();
    }
  });

  it('lets one of two instances racing for a lease hold it: the other cannot renew or release it', async () => {
    const other = await openRedisStore(redis.url);
    try {
      const lease = 'settling:race';
      // Ten tries from each instance at once, each as the settlement holds its lease: claim it,
      // else renew it.
      const hold = (on: RouteStore, holder: string, ttlMs = 60_000) =>
        on
          .claim(lease, holder, ttlMs)
          .then(async (claimed) => claimed || on.renew(lease, holder, ttlMs));
      const tries = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? hold(other, 'b') : hold(store, 'a')).then((held) => (held ? 'ab'[i % 2] : '')),
        ),
      );
      const winners = new Set(tries.filter(Boolean));
      expect(winners.size).toBe(1);
      const [winner, loser] = winners.has('a') ? [store, other] : [other, store];
      const [holder, outsider] = winners.has('a') ? ['a', 'b'] : ['b', 'a'];
      await loser.release(lease, outsider);
      expect(await hold(loser, outsider)).toBe(false);
      await winner.release(lease, holder);
      expect(await hold(loser, outsider)).toBe(true);
      // A holder that stopped renewing (its lease ran out) gets nothing back once another took it.
      await loser.release(lease, outsider);
      expect(await hold(winner, holder, 100)).toBe(true);
      await vi.waitFor(async () => expect(await store.get(lease)).toBeNull(), { interval: 20 });
      expect(await hold(loser, outsider)).toBe(true);
      expect(await winner.renew(lease, holder, 60_000)).toBe(false);
      await winner.release(lease, holder);
      expect(await store.get(lease)).toBe(outsider);
    } finally {
      await other.close();
    }
  });

  it('counts concurrent hits exactly, in a window that starts with the first', async () => {
    const hits = await Promise.all(
      Array.from({ length: 15 }, () => store.hit('throttle:t:1.2.3.4', 60_000)),
    );
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
    expect(Math.min(...hits.map((h) => h.msLeft))).toBeGreaterThan(59_000);
  });

  it('shares a sliding-window budget between connections: never more than the limit in any window', async () => {
    const other = await openRedisStore(redis.url);
    try {
      const takes = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 ? other : store).take('budget:t:live', 5, 400)),
      );
      expect(takes.filter((t) => t.taken)).toHaveLength(5);
      const refused = takes.filter((t) => !t.taken);
      expect(Math.min(...refused.map((t) => t.msUntilFree))).toBeGreaterThan(0);
      expect(Math.max(...refused.map((t) => t.msUntilFree))).toBeLessThanOrEqual(400);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect((await other.take('budget:t:live', 5, 400)).taken).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('lets Redis expire every record on its own: claims, records and counts', async () => {
    await store.claim('idempotency:t:short', 'pending', 150);
    await store.set('idempotency:t:placed', 'placed', 150);
    await store.hit('throttle:t:short', 150);
    expect(await store.claim('idempotency:t:short', 'again', 150)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([
      await store.get('idempotency:t:short'),
      await store.get('idempotency:t:placed'),
    ]).toEqual([null, null]);
    expect((await store.hit('throttle:t:short', 150)).count).toBe(1);
    expect(await store.claim('idempotency:t:short', 'again', 150)).toBe(true);
  });

  it('fails at once while Redis is down, says so once naming the variable, and works again once back', async () => {
    logged.length = 0;
    await redis.stop();
    await expect(store.get('idempotency:t:any')).rejects.toThrow(StoreUnavailableError);
    await expect(store.claim('idempotency:t:any', 'x', 1_000)).rejects.toThrow(
      /SHOP_STORAGE_REDIS_URL/,
    );
    await expect(store.hit('throttle:t:any', 1_000)).rejects.toThrow(StoreUnavailableError);
    await redis.restart();
    await vi.waitFor(
      async () => expect(await store.claim('idempotency:t:any', 'x', 1_000)).toBe(true),
      { timeout: 5_000, interval: 100 },
    );
    expect(logged).toEqual([
      expect.stringMatching(
        /^Redis at SHOP_STORAGE_REDIS_URL \(redis:\/\/127\.0\.0\.1:\d+\) cannot be reached/,
      ),
      expect.stringMatching(
        /^Redis at SHOP_STORAGE_REDIS_URL \(redis:\/\/127\.0\.0\.1:\d+\) is reachable again$/,
      ),
    ]);
  });

  it('refuses to open when nothing answers at the URL, naming the variable', async () => {
    const nobody = `redis://127.0.0.1:${redis.port + 1}`;
    await expect(openRedisStore(nobody)).rejects.toThrow(
      `Redis at SHOP_STORAGE_REDIS_URL (${nobody}) cannot be reached`,
    );
  });
});

describe('redisAddress', () => {
  it('never shows the password of a URL', () => {
    expect(redisAddress('rediss://shop:s3cret@cache.example.ae:6380/2')).toBe(
      'rediss://cache.example.ae:6380/2',
    );
  });
});

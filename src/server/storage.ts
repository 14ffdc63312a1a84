/**
 * Where the server routes keep throttling counters and idempotency records. In memory by default
 * (one node process), each kind in its own bounded store whose items expire with their ttl, so a
 * flood of throttle keys cannot push out order records. Set SHOP_STORAGE_REDIS_URL to share them
 * between instances (install `ioredis`, which unstorage's Redis driver uses; Redis honours ttl).
 * Claiming an idempotency key is atomic within one process (serialise.ts); instances sharing Redis
 * would need the claim done with SET NX.
 */
import { createStorage, type Storage } from 'unstorage';
import { readSettings } from '../config/settings';
import { boundedMemoryDriver } from './memory-driver';

let storage: Promise<Storage> | undefined;

const DAY_SECONDS = 24 * 3600;

/** The in-memory stores, by key prefix. */
export function createMemoryStorage(): Storage {
  const memory = createStorage({ driver: boundedMemoryDriver({ maxEntries: 10_000, defaultTtlSeconds: DAY_SECONDS }) });
  memory.mount('idempotency', boundedMemoryDriver({ maxEntries: 20_000, defaultTtlSeconds: DAY_SECONDS }));
  memory.mount('throttle', boundedMemoryDriver({ maxEntries: 50_000, defaultTtlSeconds: 3600 }));
  return memory;
}

export function getStorage(): Promise<Storage> {
  storage ??= (async () => {
    const { redisUrl } = readSettings().storage;
    if (redisUrl) {
      const { default: redisDriver } = await import('unstorage/drivers/redis');
      return createStorage({ driver: redisDriver({ url: redisUrl, base: 'shop' }) });
    }
    return createMemoryStorage();
  })();
  return storage;
}

/**
 * Where the server routes keep throttling counters and idempotency records. In memory by default
 * (one node process); set SHOP_STORAGE_REDIS_URL to share them between instances (install `ioredis`,
 * which unstorage's Redis driver uses), so the routes scale out unchanged.
 */
import { createStorage, type Storage } from 'unstorage';

let storage: Promise<Storage> | undefined;

export function getStorage(env: NodeJS.ProcessEnv = process.env): Promise<Storage> {
  storage ??= (async () => {
    if (env.SHOP_STORAGE_REDIS_URL) {
      const { default: redisDriver } = await import('unstorage/drivers/redis');
      return createStorage({ driver: redisDriver({ url: env.SHOP_STORAGE_REDIS_URL, base: 'shop' }) });
    }
    return createStorage();
  })();
  return storage;
}

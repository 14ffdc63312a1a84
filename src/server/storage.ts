/**
 * Where the server routes keep throttling counts and idempotency records: in this process's memory
 * by default (memory-store.ts), in Redis when SHOP_STORAGE_REDIS_URL is set (redis-store.ts), so
 * that several instances share them. A configured Redis that cannot be reached is never replaced by
 * memory, which would split the state between instances: the request fails (503, nothing done) and
 * the next one tries to connect again.
 */
import { readSettings } from '../config/settings';
import { createMemoryStore } from './memory-store';
import { errorText, log } from './log';
import { openRedisStore } from './redis-store';
import type { RouteStore } from './route-store';

let store: Promise<RouteStore> | undefined;
let reported = false;

export function getStorage(): Promise<RouteStore> {
  if (!store) {
    const { redisUrl } = readSettings().storage;
    const opening = redisUrl ? openRedisStore(redisUrl) : Promise.resolve(createMemoryStore());
    store = opening;
    opening.then(
      () => {
        reported = false;
      },
      (error: unknown) => {
        if (store === opening) store = undefined;
        if (!reported) log().error({ event: 'storage', error: errorText(error) }, errorText(error));
        reported = true;
      },
    );
  }
  return store;
}

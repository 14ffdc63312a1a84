/**
 * Instances that share Redis must never fall back to memory, which would split throttle counts and
 * order records between them: a server whose SHOP_STORAGE_REDIS_URL cannot be reached does not
 * start.
 */
import { openRedisStore } from '../shop-src.ts';

/** Why the server must not start, or null when Redis answers (or none is configured). */
export async function sharedStorageProblem(redisUrl: string | undefined): Promise<string | null> {
  if (!redisUrl) return null;
  try {
    const store = await openRedisStore(redisUrl);
    await store.close();
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return (
      `${reason}: start Redis there, or leave SHOP_STORAGE_REDIS_URL unset ` +
      "to keep the routes' state in this server's memory (one instance only)."
    );
  }
}

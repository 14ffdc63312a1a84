import type { Storage } from 'unstorage';

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the client may try again, when not allowed. */
  retryAfter: number;
}

interface Window {
  start: number;
  count: number;
}

/**
 * Read-then-write of one key is serialised within the process, so a burst of parallel requests
 * cannot all read the same count. (Across instances sharing Redis the limit is approximate.)
 */
const queues = new Map<string, Promise<unknown>>();

function serialised<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}

/** A fixed-window limit of `limit` requests per `windowMs` for one client on one route. */
export function throttle(
  storage: Storage,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<ThrottleResult> {
  return serialised(key, () => count(storage, key, limit, windowMs, now));
}

async function count(storage: Storage, key: string, limit: number, windowMs: number, now: number): Promise<ThrottleResult> {
  const storageKey = `throttle:${key}`;
  const current = await storage.getItem<Window>(storageKey);
  const window = current && now - current.start < windowMs ? current : { start: now, count: 0 };
  if (window.count >= limit) {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
  }
  await storage.setItem(storageKey, { start: window.start, count: window.count + 1 }, { ttl: Math.ceil(windowMs / 1000) });
  return { allowed: true, retryAfter: 0 };
}

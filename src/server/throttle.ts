import type { Storage } from 'unstorage';
import { serialised } from './serialise';

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
 * A fixed-window limit of `limit` requests per `windowMs` for one client on one route. Each key's
 * read-then-write is serialised, so a burst of parallel requests cannot all read the same count.
 */
export function throttle(
  storage: Storage,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<ThrottleResult> {
  const storageKey = `throttle:${key}`;
  return serialised(storageKey, () => count(storage, storageKey, limit, windowMs, now));
}

async function count(storage: Storage, storageKey: string, limit: number, windowMs: number, now: number): Promise<ThrottleResult> {
  const current = await storage.getItem<Window>(storageKey);
  const window = current && now - current.start < windowMs ? current : { start: now, count: 0 };
  if (window.count >= limit) {
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
  }
  await storage.setItem(storageKey, { start: window.start, count: window.count + 1 }, { ttl: Math.ceil(windowMs / 1000) });
  return { allowed: true, retryAfter: 0 };
}

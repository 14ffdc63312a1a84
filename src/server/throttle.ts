import type { RouteStore } from './route-store';

export interface ThrottleResult {
  allowed: boolean;
  /** Seconds until the client may try again, when not allowed. */
  retryAfter: number;
}

/**
 * A fixed-window limit of `limit` requests per `windowMs` for one client on one route. The window
 * starts with the client's first request and each request counts in one atomic step of the store,
 * so parallel requests, on one instance or several, cannot all read the same count.
 */
export async function throttle(
  store: RouteStore,
  key: string,
  limit: number,
  windowMs: number,
): Promise<ThrottleResult> {
  const { count, msLeft } = await store.hit(`throttle:${key}`, windowMs);
  if (count <= limit) return { allowed: true, retryAfter: 0 };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(msLeft / 1000)) };
}

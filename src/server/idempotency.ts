import type { Storage } from 'unstorage';

interface Outcome<T> {
  value: T;
  replayed: boolean;
}

/** Operations under way in this process, registered before any await so duplicates always see them. */
const inFlight = new Map<string, Promise<Outcome<unknown>>>();

/**
 * Runs `operation` once per key: a concurrent duplicate waits for the first and gets its result; a
 * later retry gets the stored result for `ttlSeconds`. Only successful results are stored, so a
 * failed order can be tried again.
 */
export function once<T>(
  storage: Storage,
  key: string,
  ttlSeconds: number,
  operation: () => Promise<{ ok: boolean; value: T }>,
): Promise<Outcome<T>> {
  const storageKey = `idempotency:${key}`;
  const running = inFlight.get(storageKey) as Promise<Outcome<T>> | undefined;
  if (running) return running.then((outcome) => ({ value: outcome.value, replayed: true }));

  const promise = (async (): Promise<Outcome<T>> => {
    const stored = await storage.getItem<{ value: T }>(storageKey);
    if (stored) return { value: stored.value, replayed: true };
    const result = await operation();
    if (result.ok) await storage.setItem(storageKey, { value: result.value }, { ttl: ttlSeconds });
    return { value: result.value, replayed: false };
  })();
  inFlight.set(storageKey, promise);
  return promise.finally(() => inFlight.delete(storageKey));
}

/**
 * The routes' state in this process: each kind of record (by the key's first segment) in its own
 * bounded map, so a flood of throttle keys cannot push out order records. Every record expires with
 * its ttl, and a map holds at most its number of entries, dropping the least recently written
 * first, so a flood of new keys costs a known amount of memory. Each operation runs without an
 * `await` inside, which makes it atomic within the process.
 */
import type { RouteStore } from './route-store';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * Entries per kind of record; `idempotency:` records are kept 24 h, `throttle:` counts for their
 * window, `track:` records 90 days (a process that lives that long; Redis keeps them across
 * restarts).
 */
export const MEMORY_LIMITS: Readonly<Record<string, number>> = {
  idempotency: 20_000,
  throttle: 50_000,
  track: 50_000,
};
const OTHER_KINDS_LIMIT = 10_000;

function boundedMap(maxEntries: number) {
  const entries = new Map<string, Entry>();
  return {
    get(key: string): Entry | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
      return entries.get(key);
    },
    set(key: string, value: unknown, ttlMs: number) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    },
    delete: (key: string) => entries.delete(key),
  };
}

export function createMemoryStore(limits = MEMORY_LIMITS): RouteStore {
  const maps = new Map<string, ReturnType<typeof boundedMap>>();
  const mapFor = (key: string) => {
    const kind = key.split(':')[0] ?? '';
    let map = maps.get(kind);
    if (!map) {
      map = boundedMap(limits[kind] ?? OTHER_KINDS_LIMIT);
      maps.set(kind, map);
    }
    return map;
  };
  return {
    async claim(key, value, ttlMs) {
      const map = mapFor(key);
      if (map.get(key)) return false;
      map.set(key, value, ttlMs);
      return true;
    },
    async renew(key, holder, ttlMs) {
      const map = mapFor(key);
      if (map.get(key)?.value !== holder) return false;
      map.set(key, holder, ttlMs);
      return true;
    },
    async release(key, holder) {
      const map = mapFor(key);
      if (map.get(key)?.value === holder) map.delete(key);
    },
    get: async <T>(key: string) => (mapFor(key).get(key)?.value as T | undefined) ?? null,
    async set(key, value, ttlMs) {
      mapFor(key).set(key, value, ttlMs);
    },
    async remove(key) {
      mapFor(key).delete(key);
    },
    async hit(key, windowMs) {
      const map = mapFor(key);
      const current = map.get(key);
      const count = typeof current?.value === 'number' ? current.value + 1 : 1;
      const expiresAt = current?.expiresAt ?? Date.now() + windowMs;
      map.set(key, count, expiresAt - Date.now());
      return { count, msLeft: expiresAt - Date.now() };
    },
    async ping() {},
    async take(key, limit, windowMs) {
      const map = mapFor(key);
      const now = Date.now();
      const current = map.get(key)?.value;
      const uses = (Array.isArray(current) ? (current as number[]) : []).filter(
        (at) => at > now - windowMs,
      );
      const taken = uses.length < limit;
      if (taken) uses.push(now);
      map.set(key, uses, windowMs);
      return {
        taken,
        msUntilFree: taken ? 0 : (uses[0] as number) + windowMs - now,
        used: uses.length,
      };
    },
    async close() {
      maps.clear();
    },
  };
}

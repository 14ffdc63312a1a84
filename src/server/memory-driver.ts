/**
 * unstorage keeps items in memory for ever by default: its memory driver ignores `ttl` and has no
 * bound. This one honours each item's `ttl` (seconds) and holds at most `maxEntries`, dropping the
 * least recently written first, so a flood of new keys costs a known amount of memory.
 */
import { defineDriver } from 'unstorage';

export interface BoundedMemoryOptions {
  maxEntries: number;
  /** For items written without a ttl: nothing stays for ever. */
  defaultTtlSeconds: number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export const boundedMemoryDriver = defineDriver((options: BoundedMemoryOptions) => {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    name: 'bounded-memory',
    options,
    hasItem: (key) => live(key) !== undefined,
    getItem: (key) => live(key)?.value ?? null,
    setItem(key, value, { ttl }: { ttl?: number } = {}) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + (ttl ?? options.defaultTtlSeconds) * 1000 });
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
    },
    removeItem(key) {
      entries.delete(key);
    },
    getKeys: () => [...entries.keys()].filter((key) => live(key) !== undefined),
    clear() {
      entries.clear();
    },
    dispose() {
      entries.clear();
    },
  };
});

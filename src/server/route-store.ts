/**
 * What the routes' state (throttle counts, order records) needs from a store: each operation that
 * correctness rests on is one atomic step in the store itself, so it holds however many server
 * instances share the store. `memory-store.ts` keeps one process's state; `redis-store.ts` shares
 * it.
 */
export interface RouteStore {
  /**
   * Writes `value` under `key` for `ttlMs` unless a live record is there; true when it was written.
   */
  claim(key: string, value: unknown, ttlMs: number): Promise<boolean>;
  /**
   * Extends the ttl of `key` to `ttlMs` while `holder` is its value (a lease it holds); true when
   * it did.
   */
  renew(key: string, holder: string, ttlMs: number): Promise<boolean>;
  /** Removes `key` while `holder` is its value: a lease another has taken since is left to it. */
  release(key: string, holder: string): Promise<void>;
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Counts a hit on `key`; the count starts at 1 and expires `windowMs` after that first hit. */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** Resolves when the store answers; throws StoreUnavailableError when it cannot be reached. */
  ping(): Promise<void>;
  /**
   * Takes one of `limit` uses of `key` in any `windowMs` (a sliding window: no two windows' worth
   * at a boundary); when none is left, `msUntilFree` says when the oldest use leaves the window.
   * `used`: the uses in the window now.
   */
  take(
    key: string,
    limit: number,
    windowMs: number,
  ): Promise<{ taken: boolean; msUntilFree: number; used: number }>;
  close(): Promise<void>;
}

/**
 * The shared store cannot be reached: nothing was done, and the request may be made again later.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

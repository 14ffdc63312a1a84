/**
 * One outcome per intent. A request carrying an idempotency key first claims the key, writing a
 * `pending` record before anything is sent, bound to a digest of its body; the record then keeps
 * how the attempt ended: placed, refused, or unknown (it may have been carried out). Only an
 * attempt that certainly sent nothing is forgotten, so the same key may try again. Records expire
 * after `ttlSeconds` in every store.
 */
import { createHash } from 'node:crypto';
import { errorText, log } from '../log';
import type { EmailDigest } from '../tracking/email-digest';
import type { RouteStore } from '../route-store';

export const INTENT_TTL_SECONDS = 24 * 3600;

/** How an attempt ended, as kept for repeats of the same key. */
export type Outcome<T> =
  | { state: 'placed'; value: T }
  /** The answer given, replayed as it was. */
  | { state: 'refused'; status: number; body: Record<string, unknown> }
  /**
   * It may have been carried out. While `settleUntil` (ms since the epoch) is ahead, the server
   * looks for it at the portal (order-settlement.ts); from `overAt` on, finding nothing there, in
   * sales reaching back before `sentAt` (when it was sent), means it was not. `trackingEmail` is
   * kept for the order's tracking record, should it be found.
   */
  | {
      state: 'unknown';
      settleUntil?: number;
      overAt?: number;
      sentAt?: number;
      trackingEmail?: EmailDigest;
    }
  /** Looked for once the attempt was over, and not found: nothing was carried out. */
  | { state: 'not-placed' };

/**
 * An attempt under way since `claimedAt` (ms since the epoch), or left so by a process that stopped
 * mid-way (order-settlement.ts tells them apart by its age). `trackingEmail` as for unknown.
 */
export type Pending = { state: 'pending'; claimedAt: number; trackingEmail?: EmailDigest };

export type IntentRecord<T> = (Pending | Outcome<T>) & { digest: string };

export type Claim<T> =
  | {
      owner: true;
      settle(outcome: Outcome<T>): Promise<void>;
      /** For an attempt that sent nothing: the key is free again. */
      release(): Promise<void>;
    }
  | { owner: false; record: IntentRecord<T> };

export interface Intents<T> {
  /** Claims `key` for a request whose body has `digest`, or returns the record already there. */
  claim(key: string, digest: string, trackingEmail?: EmailDigest): Promise<Claim<T>>;
  /** The record of `key`, if any. */
  read(key: string): Promise<IntentRecord<T> | null>;
  /** Replaces the record of `key` (an outcome settled later, in the background). */
  write(key: string, record: IntentRecord<T>): Promise<void>;
}

export function createIntents<T>(
  store: RouteStore,
  namespace: string,
  ttlSeconds = INTENT_TTL_SECONDS,
): Intents<T> {
  const ttlMs = ttlSeconds * 1000;
  const storageKeyOf = (key: string) => `idempotency:${namespace}:${key}`;
  return {
    read: (key) => store.get<IntentRecord<T>>(storageKeyOf(key)),
    write: (key, record) => store.set(storageKeyOf(key), record, ttlMs),
    async claim(key, digest, trackingEmail) {
      const storageKey = storageKeyOf(key);
      // The shopper's answer no longer depends on the record: one left pending errs on the safe
      // side, as every repeat of the key is then told the order may have gone through.
      const keep = (what: string, write: () => Promise<void>) =>
        write().catch((error: unknown) =>
          log().error(
            { event: 'idempotency', key, error: errorText(error) },
            `could not ${what} (${errorText(error)}); the key stays pending until it expires`,
          ),
        );
      for (;;) {
        const pending: IntentRecord<T> = {
          state: 'pending',
          claimedAt: Date.now(),
          trackingEmail,
          digest,
        };
        if (await store.claim(storageKey, pending, ttlMs)) {
          return {
            owner: true,
            settle: (outcome) =>
              keep(`record the outcome "${outcome.state}"`, () =>
                store.set(storageKey, { ...outcome, digest }, ttlMs),
              ),
            release: () => keep('free the key', () => store.remove(storageKey)),
          };
        }
        const record = await store.get<IntentRecord<T>>(storageKey);
        // Otherwise the key was freed or expired between the two reads: claim it again.
        if (record) return { owner: false, record };
      }
    },
  };
}

/**
 * SHA-256 of the value as canonical JSON (keys sorted at every level), so key order is no
 * difference.
 */
export function bodyDigest(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

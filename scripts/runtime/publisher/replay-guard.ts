/**
 * Remembers the ids of accepted deliveries for as long as their timestamp could still pass (five
 * minutes either side of now), so a captured delivery sent again is refused. Only signed
 * deliveries are recorded, so nobody without the secret can fill it.
 */
import { TOLERANCE_SECONDS } from './signature.ts';

const KEEP_MS = 2 * TOLERANCE_SECONDS * 1000;

export function createReplayGuard() {
  const seen = new Map<string, number>();
  return {
    /** Records `id`; false when it was seen already. */
    firstTime(id: string, now = Date.now()): boolean {
      for (const [known, expires] of seen) {
        if (expires > now) break;
        seen.delete(known);
      }
      if (seen.has(id)) return false;
      seen.set(id, now + KEEP_MS);
      return true;
    },
  };
}

export type ReplayGuard = ReturnType<typeof createReplayGuard>;

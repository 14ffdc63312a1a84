/**
 * Fault switches that make the demo portal behave like the real one on a bad day: slow, failing
 * at random (deterministically, from the seed), failing on given paths, down, empty, shrunk, or
 * answering a database error page with status 200.
 */
import { createRng, type Rng } from './prng.ts';

export const FAULT_MODES = ['normal', 'down', 'empty', 'shrink', 'html'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Faults {
  /** Added to every API response. */
  latencyMs: number;
  /** Share (0..1) of API requests answered 500 with an empty body. */
  errorRate: number;
  /** API path prefixes after /api/v1/ (e.g. "products/featured") answered 500. */
  failPaths: string[];
  mode: FaultMode;
}

export const NO_FAULTS: Faults = { latencyMs: 0, errorRate: 0, failPaths: [], mode: 'normal' };

/** What a request gets instead of its answer, if anything. */
export type FaultOutcome = 'down' | 'error' | 'html' | null;

export class FaultInputError extends Error {}

function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

/** Merges a partial, untrusted fault description (JSON body, options) into `base`. */
export function mergeFaults(base: Faults, input: unknown): Faults {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new FaultInputError('faults must be a JSON object');
  const patch = input as Record<string, unknown>;
  const next: Faults = { ...base, failPaths: [...base.failPaths] };
  if (patch.latencyMs !== undefined) {
    const latency = Number(patch.latencyMs);
    if (!Number.isFinite(latency) || latency < 0) throw new FaultInputError('latencyMs must be a number >= 0');
    next.latencyMs = latency;
  }
  if (patch.errorRate !== undefined) {
    const rate = Number(patch.errorRate);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new FaultInputError('errorRate must be between 0 and 1');
    next.errorRate = rate;
  }
  if (patch.failPaths !== undefined) {
    if (!Array.isArray(patch.failPaths) || !patch.failPaths.every((p) => typeof p === 'string'))
      throw new FaultInputError('failPaths must be an array of strings');
    next.failPaths = patch.failPaths.map((p: string) => p.replace(/^\/+/, '').replace(/^api\/v1\//, ''));
  }
  if (patch.mode !== undefined) {
    if (!isFaultMode(patch.mode)) throw new FaultInputError(`mode must be one of ${FAULT_MODES.join(', ')}`);
    next.mode = patch.mode;
  }
  return next;
}

/** The fault switches in the environment (validated by mergeFaults): DEMO_PORTAL_LATENCY_MS, DEMO_PORTAL_ERROR_RATE, DEMO_PORTAL_FAIL_PATHS (comma-separated), DEMO_PORTAL_MODE. */
export function faultsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (env.DEMO_PORTAL_LATENCY_MS) patch.latencyMs = Number(env.DEMO_PORTAL_LATENCY_MS);
  if (env.DEMO_PORTAL_ERROR_RATE) patch.errorRate = Number(env.DEMO_PORTAL_ERROR_RATE);
  if (env.DEMO_PORTAL_FAIL_PATHS) patch.failPaths = env.DEMO_PORTAL_FAIL_PATHS.split(',').map((p) => p.trim()).filter(Boolean);
  if (env.DEMO_PORTAL_MODE) patch.mode = env.DEMO_PORTAL_MODE;
  return patch;
}

export interface FaultGate {
  current(): Faults;
  /** Merges `patch` and restarts the random error sequence, so a test sees the same sequence each time. */
  set(patch: unknown): Faults;
  reset(): Faults;
  /** Decides the fate of one API request to `path` (after /api/v1/). */
  decide(path: string): FaultOutcome;
}

export function createFaultGate(seed: number, initial: Faults = NO_FAULTS): FaultGate {
  let faults = initial;
  let rng: Rng = createRng(seed ^ 0xfa17fa17);
  const restart = () => {
    rng = createRng(seed ^ 0xfa17fa17);
  };
  return {
    current: () => faults,
    set(patch) {
      faults = mergeFaults(faults, patch);
      restart();
      return faults;
    },
    reset() {
      faults = NO_FAULTS;
      restart();
      return faults;
    },
    decide(path) {
      if (faults.mode === 'down') return 'down';
      if (faults.failPaths.some((prefix) => path.startsWith(prefix))) return 'error';
      // Draw on every request so the sequence does not depend on the rate.
      if (rng.next() < faults.errorRate) return 'error';
      if (faults.mode === 'html') return 'html';
      return null;
    },
  };
}

/**
 * Fault switches that make the demo portal behave like the real one on a bad day: slow (everywhere
 * or on given paths), failing at random (deterministically, from the seed), failing on given
 * paths, down, empty, shrunk, or answering a database error page with status 200; the host in
 * front of it answering instead (its gateway's 504 after the work was done, its web server's 404
 * page); and the shape of its answers: the shop's own portal, or a stock SMA install (tax-rate
 * rows, stock columns).
 */
import { HOUR_MS, type HourlyLimitSettings } from './hourly-limit.ts';
import { createRng, type Rng } from './prng.ts';

export const FAULT_MODES = ['normal', 'down', 'empty', 'shrink', 'html'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** 'stock-sma': product answers as a stock SMA install gives them (see stock-sma.ts). */
export const RESPONSE_SHAPES = ['shop', 'stock-sma'] as const;
export type ResponseShape = (typeof RESPONSE_SHAPES)[number];

/** `hourlyLimit` and `hourMs`: the portal's hourly limit per route (hourly-limit.ts). */
export interface Faults extends HourlyLimitSettings {
  /** Added to every API response. */
  latencyMs: number;
  /** Share (0..1) of API requests answered 500 with an empty body. */
  errorRate: number;
  /** API path prefixes after /api/v1/ (e.g. "products/featured") answered 500. */
  failPaths: string[];
  /**
   * API path prefixes whose POSTs are carried out (an order stored) and then answered 500 with an
   * empty body, as PHP does when it fails after the insert (`failPaths` fails before it).
   */
  failAfterPaths: string[];
  /**
   * API path prefixes whose POSTs are carried out and then answered 504 with the gateway's HTML
   * page, as a host's proxy does when it stops waiting for PHP, which goes on to store the order.
   */
  gatewayTimeoutAfterPaths: string[];
  /**
   * API path prefixes answered 404 with a web server's HTML page, before anything is done (a
   * rewrite rule lost, the API folder moved): not the portal's own JSON 404.
   */
  htmlNotFoundPaths: string[];
  /**
   * API path prefix -> the message of a 400 `{message, status: false}` it answers without doing
   * anything, e.g. {"orders/guest-checkout": "Internal SQL error at 10.0.0.5: table sma_sales"}:
   * a refusal written for the portal's staff.
   */
  refusePaths: Record<string, string>;
  mode: FaultMode;
  shape: ResponseShape;
  /**
   * API path prefix -> extra ms on top of latencyMs (the largest of the matching prefixes), e.g.
   * {"orders/guest-checkout": 15000}. A slow POST still does its work after the delay, even when
   * the client has hung up, as a PHP portal does.
   */
  slowPaths: Record<string, number>;
}

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  failPaths: [],
  failAfterPaths: [],
  gatewayTimeoutAfterPaths: [],
  htmlNotFoundPaths: [],
  refusePaths: {},
  mode: 'normal',
  shape: 'shop',
  slowPaths: {},
  hourlyLimit: 0,
  hourMs: HOUR_MS,
};

/** What a request gets instead of its answer, if anything. */
export type FaultOutcome = 'down' | 'error' | 'html' | 'not-found-page' | { refuse: string } | null;

/**
 * What a POST that was carried out gets instead of its answer: an empty 500, or the gateway's 504
 * page.
 */
export type AfterWork = 'error' | 'gateway-timeout' | null;

export class FaultInputError extends Error {}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** "/api/v1/products/view" and "products/view" name the same prefix. */
const apiPrefix = (path: string) => path.replace(/^\/+/, '').replace(/^api\/v1\//, '');

function delayMs(name: string, value: unknown): number {
  const ms = Number(value);
  const blank =
    value === null ||
    typeof value === 'boolean' ||
    (typeof value === 'string' && value.trim() === '');
  if (blank || !Number.isFinite(ms) || ms < 0)
    throw new FaultInputError(`${name} must be a number >= 0`);
  return ms;
}

function wholeNumber(name: string, value: unknown, min: number): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < min)
    throw new FaultInputError(`${name} must be a whole number >= ${min}`);
  return number;
}

/** The faults that are lists of path prefixes, each replaced as a whole by a patch. */
const PATH_LISTS = [
  'failPaths',
  'failAfterPaths',
  'gatewayTimeoutAfterPaths',
  'htmlNotFoundPaths',
] as const;

function pathList(name: string, value: unknown): string[] {
  if (!Array.isArray(value) || !value.every((p) => typeof p === 'string'))
    throw new FaultInputError(`${name} must be an array of strings`);
  return value.map(apiPrefix);
}

/** Merges a partial, untrusted fault description (JSON body, options) into `base`. */
export function mergeFaults(base: Faults, input: unknown): Faults {
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    throw new FaultInputError('faults must be a JSON object');
  const patch = input as Record<string, unknown>;
  const next: Faults = {
    ...base,
    refusePaths: { ...base.refusePaths },
    slowPaths: { ...base.slowPaths },
  };
  if (patch.latencyMs !== undefined) next.latencyMs = delayMs('latencyMs', patch.latencyMs);
  if (patch.errorRate !== undefined) {
    const rate = Number(patch.errorRate);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1)
      throw new FaultInputError('errorRate must be between 0 and 1');
    next.errorRate = rate;
  }
  for (const name of PATH_LISTS) {
    if (patch[name] !== undefined) next[name] = pathList(name, patch[name]);
  }
  if (patch.hourlyLimit !== undefined)
    next.hourlyLimit = wholeNumber('hourlyLimit', patch.hourlyLimit, 0);
  if (patch.hourMs !== undefined) next.hourMs = wholeNumber('hourMs', patch.hourMs, 1);
  if (patch.mode !== undefined) {
    if (!isOneOf(FAULT_MODES, patch.mode))
      throw new FaultInputError(`mode must be one of ${FAULT_MODES.join(', ')}`);
    next.mode = patch.mode;
  }
  if (patch.shape !== undefined) {
    if (!isOneOf(RESPONSE_SHAPES, patch.shape))
      throw new FaultInputError(`shape must be one of ${RESPONSE_SHAPES.join(', ')}`);
    next.shape = patch.shape;
  }
  if (patch.refusePaths !== undefined) {
    const paths = patch.refusePaths;
    if (
      paths === null ||
      typeof paths !== 'object' ||
      Array.isArray(paths) ||
      !Object.values(paths).every((m) => typeof m === 'string')
    )
      throw new FaultInputError('refusePaths must be an object of path prefix -> message');
    next.refusePaths = Object.fromEntries(
      Object.entries(paths as Record<string, string>).map(([path, message]) => [
        apiPrefix(path),
        message,
      ]),
    );
  }
  if (patch.slowPaths !== undefined) {
    const paths = patch.slowPaths;
    if (paths === null || typeof paths !== 'object' || Array.isArray(paths))
      throw new FaultInputError('slowPaths must be an object of path prefix -> ms');
    next.slowPaths = Object.fromEntries(
      Object.entries(paths).map(([path, ms]) => [
        apiPrefix(path),
        delayMs(`slowPaths["${path}"]`, ms),
      ]),
    );
  }
  return next;
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The fault switches in the environment (validated by mergeFaults): DEMO_PORTAL_LATENCY_MS,
 * DEMO_PORTAL_ERROR_RATE, DEMO_PORTAL_FAIL_PATHS, DEMO_PORTAL_FAIL_AFTER_PATHS,
 * DEMO_PORTAL_GATEWAY_TIMEOUT_AFTER_PATHS and DEMO_PORTAL_HTML_NOT_FOUND_PATHS (comma-separated),
 * DEMO_PORTAL_MODE, DEMO_PORTAL_SHAPE, DEMO_PORTAL_SLOW_PATHS
 * ("orders/guest-checkout=15000,products/view=200").
 */
export function faultsFromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (env.DEMO_PORTAL_LATENCY_MS) patch.latencyMs = Number(env.DEMO_PORTAL_LATENCY_MS);
  if (env.DEMO_PORTAL_ERROR_RATE) patch.errorRate = Number(env.DEMO_PORTAL_ERROR_RATE);
  if (env.DEMO_PORTAL_FAIL_PATHS) patch.failPaths = commaList(env.DEMO_PORTAL_FAIL_PATHS);
  if (env.DEMO_PORTAL_FAIL_AFTER_PATHS)
    patch.failAfterPaths = commaList(env.DEMO_PORTAL_FAIL_AFTER_PATHS);
  if (env.DEMO_PORTAL_GATEWAY_TIMEOUT_AFTER_PATHS)
    patch.gatewayTimeoutAfterPaths = commaList(env.DEMO_PORTAL_GATEWAY_TIMEOUT_AFTER_PATHS);
  if (env.DEMO_PORTAL_HTML_NOT_FOUND_PATHS)
    patch.htmlNotFoundPaths = commaList(env.DEMO_PORTAL_HTML_NOT_FOUND_PATHS);
  if (env.DEMO_PORTAL_MODE) patch.mode = env.DEMO_PORTAL_MODE;
  if (env.DEMO_PORTAL_SHAPE) patch.shape = env.DEMO_PORTAL_SHAPE;
  if (env.DEMO_PORTAL_SLOW_PATHS) {
    patch.slowPaths = Object.fromEntries(
      commaList(env.DEMO_PORTAL_SLOW_PATHS).map((entry) => {
        const at = entry.lastIndexOf('=');
        if (at < 1) throw new FaultInputError(`DEMO_PORTAL_SLOW_PATHS: "${entry}" is not path=ms`);
        return [entry.slice(0, at).trim(), entry.slice(at + 1).trim()];
      }),
    );
  }
  return patch;
}

export interface FaultGate {
  current(): Faults;
  /**
   * Merges `patch` and restarts the random error sequence, so a test sees the same sequence each
   * time.
   */
  set(patch: unknown): Faults;
  reset(): Faults;
  /** How long an API request to `path` (after /api/v1/) waits before it is answered. */
  delayFor(path: string): number;
  /** Decides the fate of one API request to `path` (after /api/v1/). */
  decide(path: string): FaultOutcome;
  /** What a POST to `path` that was carried out is answered instead of its answer, if anything. */
  afterWork(path: string): AfterWork;
}

const matches = (prefixes: readonly string[], path: string) =>
  prefixes.some((prefix) => path.startsWith(prefix));

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
    delayFor(path) {
      const slow = Object.entries(faults.slowPaths).filter(([prefix]) => path.startsWith(prefix));
      return faults.latencyMs + Math.max(0, ...slow.map(([, ms]) => ms));
    },
    afterWork(path) {
      if (matches(faults.gatewayTimeoutAfterPaths, path)) return 'gateway-timeout';
      return matches(faults.failAfterPaths, path) ? 'error' : null;
    },
    decide(path) {
      if (faults.mode === 'down') return 'down';
      if (matches(faults.htmlNotFoundPaths, path)) return 'not-found-page';
      if (matches(faults.failPaths, path)) return 'error';
      const refusal = Object.entries(faults.refusePaths).find(([prefix]) =>
        path.startsWith(prefix),
      );
      if (refusal) return { refuse: refusal[1] };
      // Draw on every request so the sequence does not depend on the rate.
      if (rng.next() < faults.errorRate) return 'error';
      if (faults.mode === 'html') return 'html';
      return null;
    },
  };
}

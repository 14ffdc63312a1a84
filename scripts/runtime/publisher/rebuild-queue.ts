/**
 * Coalesces rebuild requests: one build runs, and at most one more waits. A request while a build
 * runs cannot know whether that build saw its change, so one build follows; any number of further
 * requests meanwhile join that same pending build. The first request builds at once (an edit must
 * be live in seconds); the one that follows waits until requests have paused for `settleMs`, so a
 * storm of edits longer than a build (an incremental build takes seconds) still costs two builds,
 * the second seeing the last edit. A build is told which products its requests named
 * (./delivery-body.ts): the union of theirs, or null (any product may have changed) once one of
 * them named none.
 */

export interface BuildOutcome {
  ok: boolean;
  /** The release that went live. */
  release?: string;
  products?: number;
  /** Why the build was not published. */
  error?: string;
  /** Nothing the pages are made from had changed: nothing was built, the live release stays. */
  unchanged?: boolean;
}

export interface BuildRecord extends BuildOutcome {
  reason: string;
  startedAt: string;
  finishedAt: string;
  durationMs: number;
}

export interface QueueStatus {
  state: 'idle' | 'building';
  running: { reason: string; startedAt: string } | null;
  /** The build that will follow the running one, and how many requests it answers. */
  pending: { reason: string; requests: number; since: string; products: number[] | null } | null;
  last: BuildRecord | null;
  lastPublished: BuildRecord | null;
  /** Builds started since the publisher started. */
  builds: number;
}

export type RequestResult = 'started' | 'queued' | 'coalesced';

/** How long requests must pause before the pending build starts. */
export const SETTLE_MS = 2_000;

/** `products`: the products the build's requests named, or null when any may have changed. */
export type Build = (reason: string, products: number[] | null) => Promise<BuildOutcome>;

const union = (a: number[] | null, b: number[] | null) =>
  a && b ? [...new Set([...a, ...b])].sort((x, y) => x - y) : null;

export function createRebuildQueue(
  build: Build,
  log: (line: string) => void = () => {},
  settleMs = SETTLE_MS,
) {
  let running: QueueStatus['running'] = null;
  let pending: QueueStatus['pending'] = null;
  let lastRequestAt = 0;
  let last: BuildRecord | null = null;
  let lastPublished: BuildRecord | null = null;
  let builds = 0;
  let waiters: (() => void)[] = [];

  function start(reason: string, products: number[] | null) {
    const started = Date.now();
    running = { reason, startedAt: new Date(started).toISOString() };
    builds += 1;
    log(
      `build ${builds} started (${reason}${products ? `; products ${products.join(', ')}` : ''})`,
    );
    void build(reason, products)
      .catch((error: unknown): BuildOutcome => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }))
      .then((outcome) => {
        const finished = Date.now();
        last = {
          ...outcome,
          reason,
          startedAt: running?.startedAt ?? '',
          finishedAt: new Date(finished).toISOString(),
          durationMs: finished - started,
        };
        if (outcome.ok) lastPublished = last;
        log(
          `build ${builds} ` +
            (outcome.ok ? `published release ${outcome.release}` : `failed: ${outcome.error}`) +
            ` in ${((finished - started) / 1000).toFixed(1)} s`,
        );
        running = null;
        if (pending) return startPendingOnceSettled();
        for (const wake of waiters) wake();
        waiters = [];
      });
  }

  function startPendingOnceSettled() {
    const wait = lastRequestAt + settleMs - Date.now();
    if (wait > 0) {
      setTimeout(startPendingOnceSettled, wait);
      return;
    }
    const next = pending as NonNullable<QueueStatus['pending']>;
    pending = null;
    start(
      next.requests > 1 ? `${next.reason} and ${next.requests - 1} more` : next.reason,
      next.products,
    );
  }

  return {
    request(reason: string, products: number[] | null = null): RequestResult {
      lastRequestAt = Date.now();
      if (!running && !pending) {
        start(reason, products);
        return 'started';
      }
      if (!pending) {
        pending = { reason, requests: 1, since: new Date().toISOString(), products };
        return 'queued';
      }
      pending.requests += 1;
      pending.products = union(pending.products, products);
      return 'coalesced';
    },
    status(): QueueStatus {
      return {
        state: running || pending ? 'building' : 'idle',
        running,
        pending,
        last,
        lastPublished,
        builds,
      };
    },
    /** Resolves once no build runs or waits. */
    idle(): Promise<void> {
      return running || pending
        ? new Promise((resolve) => waiters.push(resolve))
        : Promise.resolve();
    },
  };
}

export type RebuildQueue = ReturnType<typeof createRebuildQueue>;

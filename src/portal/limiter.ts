/**
 * At most `max` tasks running at once; the portal's shared host answers empty 500s when pressed
 * with many simultaneous requests. Waiting tasks queue in two lanes: a free slot goes to the oldest
 * checkout-lane task before any browse-lane task, so an order never waits behind live lookups.
 * The browse lane can be bounded (a flood of lookups is refused at once rather than queued for
 * ever), and a waiting task leaves the queue as soon as its signal aborts.
 *
 * Written here rather than taken from p-queue (larger, with its two dependencies, than this file):
 * p-queue has priorities and abort-while-waiting, but no bound on a queue (a caller must look at
 * `size` before adding, racing other callers) and its timeout counts only the running time, not the
 * wait; the two lanes, the bound on one lane and the abort-while-waiting are a few lines here.
 * p-limit, which bounds the shop's other pools over lists of work, has one first-come queue with
 * none of the three.
 */
export type Lane = 'checkout' | 'browse';

export interface LimiterOptions {
  max: number;
  /**
   * Browse-lane tasks allowed to wait; one more is refused with QueueFullError. Unbounded when
   * absent.
   */
  maxQueuedBrowse?: number;
}

export interface Limiter {
  /**
   * Runs `task` once it has a slot; rejects without running it when the lane is full or `signal`
   * aborts first.
   */
  run<T>(lane: Lane, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks waiting in `lane`. */
  waiting(lane: Lane): number;
}

/** The browse lane already holds its maximum of waiting tasks. */
export class QueueFullError extends Error {
  constructor(queued: number) {
    super(`${queued} calls already waiting for the portal`);
    this.name = 'QueueFullError';
  }
}

/** The task's signal aborted while it waited for a slot; the cause is the signal's reason. */
export class LeftQueueError extends Error {
  constructor(reason: unknown) {
    super('gave up waiting for a free slot', { cause: reason });
    this.name = 'LeftQueueError';
  }
}

interface Waiter {
  start: () => void;
}

export function createLimiter({
  max,
  maxQueuedBrowse = Number.POSITIVE_INFINITY,
}: LimiterOptions): Limiter {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`concurrency must be a whole number >= 1, got ${max}`);
  let running = 0;
  const queues: Record<Lane, Waiter[]> = { checkout: [], browse: [] };

  const release = () => {
    const next = queues.checkout.shift() ?? queues.browse.shift();
    // Hand the slot straight to the next task so a newcomer cannot overtake it.
    if (next) next.start();
    else running -= 1;
  };

  const acquire = (lane: Lane, signal: AbortSignal | undefined): Promise<void> => {
    if (signal?.aborted) return Promise.reject(new LeftQueueError(signal.reason));
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    const queue = queues[lane];
    if (lane === 'browse' && queue.length >= maxQueuedBrowse)
      return Promise.reject(new QueueFullError(queue.length));
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(new LeftQueueError(signal?.reason));
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    async run(lane, task, signal) {
      await acquire(lane, signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    waiting: (lane) => queues[lane].length,
  };
}

/**
 * At most `max` tasks running at once, the rest waiting in arrival order. The portal's shared
 * host answers empty 500s when pressed with many simultaneous requests.
 */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`concurrency must be a whole number >= 1, got ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    // Hand the slot straight to the next task so a newcomer cannot overtake it.
    if (next) next();
    else running -= 1;
  };

  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}

import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('runs at most max tasks at once, the rest in arrival order', async () => {
    const limit = createLimiter(2);
    const started: number[] = [];
    const releases: (() => void)[] = [];
    let running = 0;
    let peak = 0;
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      limit(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return n;
      }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(started).toEqual([0, 1]);
    releases[1]?.();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (let i = 0; i < 5; i += 1) {
      releases.forEach((release) => release());
      await settle();
    }
    await expect(Promise.all(tasks)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below 1', () => {
    expect(() => createLimiter(0)).toThrow('concurrency must be a whole number >= 1, got 0');
  });
});

import { describe, expect, it } from 'vitest';
import { LeftQueueError, QueueFullError, createLimiter, type Lane, type Limiter } from './limiter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Tasks that run until released, recording the order they started in. */
function harness(limiter: Limiter) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const start = (name: string, lane: Lane = 'browse', signal?: AbortSignal) =>
    limiter.run(
      lane,
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          releases.set(name, () => resolve(name));
        }),
      signal,
    );
  const release = async (name: string) => {
    releases.get(name)?.();
    await settle();
  };
  return { started, start, release };
}

describe('createLimiter', () => {
  it('runs at most max tasks at once, the rest of a lane in arrival order', async () => {
    const { started, start, release } = harness(createLimiter({ max: 2 }));
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => start(name));
    await settle();
    expect(started).toEqual(['a', 'b']);
    await release('b');
    expect(started).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'c', 'd', 'e']) await release(name);
    await expect(Promise.all(tasks)).resolves.toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives a free slot to a waiting checkout task before any waiting browse task', async () => {
    const limiter = createLimiter({ max: 1 });
    const { started, start, release } = harness(limiter);
    void start('lookup 1');
    void start('lookup 2');
    void start('lookup 3');
    void start('order', 'checkout');
    await settle();
    expect([limiter.waiting('browse'), limiter.waiting('checkout')]).toEqual([2, 1]);
    await release('lookup 1');
    expect(started).toEqual(['lookup 1', 'order']);
    await release('order');
    await release('lookup 2');
    expect(started).toEqual(['lookup 1', 'order', 'lookup 2', 'lookup 3']);
  });

  it('refuses a browse task over the queue bound without running it, never a checkout task', async () => {
    const limiter = createLimiter({ max: 1, maxQueuedBrowse: 2 });
    const { started, start } = harness(limiter);
    void start('running');
    void start('queued 1');
    void start('queued 2');
    const refused = start('one too many');
    await expect(refused).rejects.toThrow(QueueFullError);
    await expect(refused).rejects.toThrow('2 calls already waiting for the portal');
    void start('order', 'checkout');
    await settle();
    expect(limiter.waiting('checkout')).toBe(1);
    expect(started).toEqual(['running']);
  });

  it('lets a waiting task leave when its signal aborts, and never runs it', async () => {
    const limiter = createLimiter({ max: 1 });
    const { started, start, release } = harness(limiter);
    void start('running');
    const controller = new AbortController();
    const leaving = start('leaving', 'browse', controller.signal);
    void start('staying');
    await settle();
    controller.abort(new Error('deadline'));
    await expect(leaving).rejects.toThrow(LeftQueueError);
    expect(limiter.waiting('browse')).toBe(1);
    await release('running');
    expect(started).toEqual(['running', 'staying']);
    await expect(start('too late', 'browse', controller.signal)).rejects.toThrow(LeftQueueError);
  });

  it('frees the slot when a task fails', async () => {
    const limiter = createLimiter({ max: 1 });
    await expect(limiter.run('browse', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    await expect(limiter.run('browse', async () => 'next')).resolves.toBe('next');
  });

  it('refuses a limit below 1', () => {
    expect(() => createLimiter({ max: 0 })).toThrow(
      'concurrency must be a whole number >= 1, got 0',
    );
  });
});

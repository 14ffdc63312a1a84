import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTasks } from './in-tasks';

describe('inTasks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs each step after a yield of its own, in order, none in the caller’s task', async () => {
    // Each yield resolves only when the test lets the next task run.
    const tasks: (() => void)[] = [];
    vi.stubGlobal('scheduler', {
      yield: () => new Promise<void>((resolve) => tasks.push(resolve)),
    });
    const ran: string[] = [];
    const done = inTasks([
      () => ran.push('first'),
      () => ran.push('second'),
      () => ran.push('third'),
    ]);
    const nextTask = async () => {
      tasks.shift()?.();
      await new Promise((resolve) => setTimeout(resolve));
    };
    await new Promise((resolve) => setTimeout(resolve));
    expect(ran).toEqual([]);
    await nextTask();
    expect(ran).toEqual(['first']);
    await nextTask();
    expect(ran).toEqual(['first', 'second']);
    await nextTask();
    await done;
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('stops at a step that throws and rejects with its error', async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    const after = vi.fn();
    await expect(
      inTasks([
        () => {
          throw new Error('broken');
        },
        after,
      ]),
    ).rejects.toThrow('broken');
    expect(after).not.toHaveBeenCalled();
  });
});

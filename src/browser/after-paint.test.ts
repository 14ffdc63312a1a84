import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-paint';

describe('afterNextPaint', () => {
  const frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    frames.length = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task in a task after the next frame, not in the frame itself', () => {
    const task = vi.fn();
    afterNextPaint(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('never runs a task cancelled before its frame or after it', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    frames[0]?.(0);
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    frames[1]?.(0);
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

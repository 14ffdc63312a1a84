import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from './memory-store';
import { throttle } from './throttle';

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());

  it('allows `limit` requests a window, then says when to come back', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const store = createMemoryStore();
    const once = () => throttle(store, 'order:1.2.3.4', 3, 60_000);
    expect((await Promise.all([once(), once(), once()])).every((r) => r.allowed)).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(await once()).toEqual({ allowed: false, retryAfter: 50 });
    expect(await throttle(store, 'order:5.6.7.8', 3, 60_000)).toEqual({
      allowed: true,
      retryAfter: 0,
    });
    vi.advanceTimersByTime(50_000);
    expect((await once()).allowed).toBe(true);
  });
});

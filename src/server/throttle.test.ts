import { createStorage } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  it('allows `limit` requests a window, then says when to come back', async () => {
    const storage = createStorage();
    const at = (ms: number) => throttle(storage, 'order:1.2.3.4', 3, 60_000, 1_000_000 + ms);
    expect((await Promise.all([at(0), at(1), at(2)])).every((r) => r.allowed)).toBe(true);
    expect(await at(10_000)).toEqual({ allowed: false, retryAfter: 50 });
    expect(await throttle(storage, 'order:5.6.7.8', 3, 60_000, 1_010_000)).toEqual({ allowed: true, retryAfter: 0 });
    expect((await at(60_001)).allowed).toBe(true);
  });
});

import { createStorage } from 'unstorage';
import { describe, expect, it } from 'vitest';
import { once } from './idempotency';

describe('once', () => {
  it('runs concurrent duplicates once and replays the result to the others', async () => {
    const storage = createStorage();
    let runs = 0;
    const op = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 20));
      return { ok: true, value: `order-${runs}` };
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => once(storage, 'k1', 60, op)));
    expect(runs).toBe(1);
    expect(results.map((r) => r.value)).toEqual(Array(5).fill('order-1'));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await once(storage, 'k1', 60, op)).toEqual({ value: 'order-1', replayed: true });
    expect(runs).toBe(1);
  });

  it('does not keep a failure, so the same key can be retried', async () => {
    const storage = createStorage();
    let runs = 0;
    const failing = async () => ({ ok: ++runs > 1, value: runs });
    expect((await once(storage, 'k2', 60, failing)).value).toBe(1);
    expect(await once(storage, 'k2', 60, failing)).toEqual({ value: 2, replayed: false });
  });
});

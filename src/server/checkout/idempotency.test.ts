import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyDigest, createIntents } from './idempotency';
import { createMemoryStore } from '../memory-store';

const intents = () => createIntents<{ orderId: string }>(createMemoryStore(), 'order');

describe('intents', () => {
  afterEach(() => vi.useRealTimers());

  it('lets one of many concurrent requests claim a key; the others see it pending since, with its digest', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
    const store = intents();
    const tracking = { salt: 's1', digest: 'e1' };
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => store.claim('key-0001', 'd1', tracking)),
    );
    expect(claims.filter((c) => c.owner)).toHaveLength(1);
    expect(claims.filter((c) => !c.owner).map((c) => !c.owner && c.record)).toEqual(
      Array(19).fill({
        state: 'pending',
        claimedAt: Date.parse('2025-03-01T08:00:00Z'),
        trackingEmail: tracking,
        digest: 'd1',
      }),
    );
  });

  it('keeps each outcome for repeats: placed, refused and unknown', async () => {
    const store = intents();
    const outcomes = [
      { state: 'placed', value: { orderId: '77' } },
      { state: 'refused', status: 409, body: { ok: false, code: 'offer-changed' } },
      { state: 'unknown' },
    ] as const;
    for (const [i, outcome] of outcomes.entries()) {
      const claim = await store.claim(`key-000${i}`, 'd1');
      if (!claim.owner) throw new Error('expected to own a fresh key');
      await claim.settle(outcome);
      expect(await store.claim(`key-000${i}`, 'd1')).toEqual({
        owner: false,
        record: { ...outcome, digest: 'd1' },
      });
      expect(await store.claim(`key-000${i}`, 'd2')).toEqual({
        owner: false,
        record: { ...outcome, digest: 'd1' },
      });
    }
  });

  it('frees a key whose attempt sent nothing, so the same key may try again', async () => {
    const store = intents();
    const first = await store.claim('key-0001', 'd1');
    if (!first.owner) throw new Error('expected to own a fresh key');
    await first.release();
    expect((await store.claim('key-0001', 'd1')).owner).toBe(true);
  });

  it('forgets every record after 24 hours, pending ones too', async () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T08:00:00Z') });
    const store = intents();
    const placed = await store.claim('key-placed', 'd1');
    if (!placed.owner) throw new Error('expected to own a fresh key');
    await placed.settle({ state: 'placed', value: { orderId: '77' } });
    await store.claim('key-pending', 'd1');

    vi.setSystemTime(new Date('2025-03-02T07:59:59Z'));
    expect((await store.claim('key-placed', 'd1')).owner).toBe(false);
    expect((await store.claim('key-pending', 'd1')).owner).toBe(false);
    vi.setSystemTime(new Date('2025-03-02T08:00:01Z'));
    expect((await store.claim('key-placed', 'd1')).owner).toBe(true);
    expect((await store.claim('key-pending', 'd1')).owner).toBe(true);
  });
});

describe('bodyDigest', () => {
  it('is the same for the same body in any key order, and differs for any other body', () => {
    const a = { name: 'Sara', items: [{ product_id: 1, qty: 2 }], expected_total: 100 };
    const b = { expected_total: 100, items: [{ qty: 2, product_id: 1 }], name: 'Sara' };
    expect(bodyDigest(a)).toBe(bodyDigest(b));
    expect(bodyDigest(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(bodyDigest({ ...a, expected_total: 101 })).not.toBe(bodyDigest(a));
    expect(bodyDigest({ ...a, items: [{ product_id: 1, qty: 3 }] })).not.toBe(bodyDigest(a));
  });
});

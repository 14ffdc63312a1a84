import { describe, expect, it } from 'vitest';
import { loadUntil } from './load.ts';

describe('loadUntil', () => {
  it('keeps every client one request at a time until the time is up, numbering the requests in order sent', async () => {
    const busy = new Set<number>();
    const seen: [n: number, client: number][] = [];
    const sent = await loadUntil(3, Date.now() + 60, async (n, client) => {
      expect(busy.has(client)).toBe(false);
      busy.add(client);
      seen.push([n, client]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      busy.delete(client);
    });
    expect(sent).toBe(seen.length);
    expect(seen.map(([n]) => n)).toEqual(Array.from({ length: sent }, (_, n) => n));
    expect(new Set(seen.map(([, client]) => client))).toEqual(new Set([0, 1, 2]));
  });

  it('sends nothing once the time is up', async () => {
    let calls = 0;
    expect(await loadUntil(4, Date.now() - 1, async () => void calls++)).toBe(0);
    expect(calls).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

// Generous timeouts: this checks that 20,000 products work, not how fast (that is `npm run bench`).
describe('a 20,000-product portal', { timeout: 60_000 }, () => {
  let portal: DemoPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ products: 20_000, seed: 11 });
  }, 60_000);
  afterAll(async () => {
    await portal.close();
  });

  it('serves the whole catalogue in one call and in pages', async () => {
    const all = await call(portal, '/api/v1/products?limit=20000');
    expect(all.json.data).toHaveLength(20_000);
    expect(all.json.total).toBe(20_000);
    const last = await call(portal, '/api/v1/products?start=19991&limit=20');
    expect(last.json.data.map((p: { id: string }) => p.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(19_991 + i)),
    );
    expect(
      (await call(portal, '/api/v1/products/search?q=cisco&limit=5')).json.total,
    ).toBeGreaterThan(100);
  });
});

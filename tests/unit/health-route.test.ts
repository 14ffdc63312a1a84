import { describe, expect, it, vi } from 'vitest';
import { callRoute } from './route-call';

const PORTAL = 'http://portal.internal.test:8787';
const KEY = 'portal-key-that-must-not-show';
vi.stubEnv('PORTAL_API_URL', PORTAL);
vi.stubEnv('PORTAL_API_KEY', KEY);

const health = await import('../../src/pages/api/health');

describe('GET /api/health', () => {
  it('answers 200 JSON, never cached, without the portal address or key', async () => {
    const res = await callRoute(health.GET, { url: 'http://shop.test/api/health' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({
      status: 'ok',
      release: null,
      products: 4,
      portal: { state: 'unknown' },
    });
    expect(text).not.toContain('portal.internal.test');
    expect(text).not.toContain(KEY);
  });

  it('takes HEAD, and refuses other methods', async () => {
    expect(
      (await callRoute(health.ALL, { method: 'HEAD', url: 'http://shop.test/api/health' })).status,
    ).toBe(200);
    expect(
      (await callRoute(health.ALL, { method: 'POST', url: 'http://shop.test/api/health' })).status,
    ).toBe(405);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '../../src/pages/api/order-slip';
import { callRoute } from './route-call';

const slip = (query: string) => callRoute(GET, { url: `http://shop.test/api/order-slip${query}` });

describe('GET /api/order-slip', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sends the shopper to the portal without the server knowing its key', async () => {
    vi.stubEnv('PORTAL_API_KEY', '');
    vi.stubEnv('PORTAL_PUBLIC_URL', '');
    vi.stubEnv('PORTAL_API_URL', 'https://portal.example.ae/api/v1');
    const res = await slip('?order=1042&hash=a1B2c3');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'https://portal.example.ae/shop/orders?download=1042&hash=a1B2c3',
    );
  });

  it("prefers the portal's public address, and refuses what is not an order slip", async () => {
    vi.stubEnv('PORTAL_API_URL', 'http://10.0.0.5:8080');
    vi.stubEnv('PORTAL_PUBLIC_URL', 'https://portal.example.ae');
    expect((await slip('?order=7&hash=ff')).headers.get('location')).toBe(
      'https://portal.example.ae/shop/orders?download=7&hash=ff',
    );
    expect((await slip('?order=7&hash=../x')).status).toBe(400);
  });
});

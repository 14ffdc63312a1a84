import { describe, expect, it } from 'vitest';
import { readSettings } from '../config/settings';
import { socketAddress, writeOrigins } from './http';

describe('socketAddress', () => {
  it("reads the address of the request's socket", () => {
    expect(socketAddress({ clientAddress: '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('gives no address, instead of failing the route, when the server has none', () => {
    // As Astro's context does for a request without a socket address (the front server's warm-up
    // search).
    const context = {
      get clientAddress(): string {
        throw new Error('ClientAddressNotAvailable');
      },
    };
    expect(socketAddress(context)).toBeUndefined();
  });
});

describe('writeOrigins', () => {
  it("is SITE_URL's origin and the extra origins, never a request's", () => {
    const settings = readSettings({
      SITE_URL: 'https://www.example.ae/shop/',
      SITE_EXTRA_ORIGINS: 'https://example.ae',
    });
    expect([...writeOrigins(settings)]).toEqual(['https://www.example.ae', 'https://example.ae']);
  });

  it("is the server's own address when SITE_URL is unset", () => {
    expect([...writeOrigins(readSettings({ HOST: '127.0.0.1', PORT: '4399' }))]).toEqual([
      'http://127.0.0.1:4399',
    ]);
    expect([...writeOrigins(readSettings({ HOST: '::1' }))]).toEqual(['http://[::1]:4321']);
  });
});

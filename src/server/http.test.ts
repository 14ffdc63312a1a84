import { describe, expect, it } from 'vitest';
import { socketAddress } from './http';

describe('socketAddress', () => {
  it("reads the address of the request's socket", () => {
    expect(socketAddress({ clientAddress: '203.0.113.7' })).toBe('203.0.113.7');
  });

  it('gives no address, instead of failing the route, when the server has none', () => {
    // As Astro's context does for a request without a socket address (the front server's warm-up search).
    const context = {
      get clientAddress(): string {
        throw new Error('ClientAddressNotAvailable');
      },
    };
    expect(socketAddress(context)).toBeUndefined();
  });
});

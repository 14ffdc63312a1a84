import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

const NO_PROXY = { hops: 0 };
const CDN_AND_BALANCER = { ranges: ['10.0.0.0/8', '173.245.48.0/20'] };
const BALANCER = '10.0.0.2';
const CDN = '173.245.48.5';
const SHOPPER = '198.51.100.7';
/** What reaches the shop behind a CDN and a balancer: the client's own entry, then each proxy's. */
const throughCdn = (forged: string) => `${forged}, ${SHOPPER}, ${CDN}`;

describe('clientKey', () => {
  it('trusts nothing unless told: the socket, whatever X-Forwarded-For says', () => {
    expect(clientKey(NO_PROXY, SHOPPER, '203.0.113.1')).toBe(SHOPPER);
    expect(clientKey(NO_PROXY, SHOPPER, null)).toBe(SHOPPER);
  });

  it('with a count of proxies, takes the entry the farthest of them appended, never one the client wrote', () => {
    for (const forged of ['203.0.113.1', '203.0.113.2, 192.0.2.9'])
      expect(clientKey({ hops: 2 }, BALANCER, throughCdn(forged))).toBe(SHOPPER);
    // One proxy counted where there are two: the CDN is everybody's address, but no client chooses
    // one.
    expect(clientKey({ hops: 1 }, BALANCER, throughCdn('203.0.113.1'))).toBe(CDN);
    // Fewer entries than proxies: the first there is, then the socket.
    expect(clientKey({ hops: 2 }, BALANCER, SHOPPER)).toBe(SHOPPER);
    expect(clientKey({ hops: 2 }, BALANCER, null)).toBe(BALANCER);
  });

  it('with addresses and ranges, walks left while the hop is one of them', () => {
    expect(clientKey(CDN_AND_BALANCER, BALANCER, throughCdn('203.0.113.1'))).toBe(SHOPPER);
    // A client that names a CDN address is still behind its own, which the CDN appended.
    expect(clientKey(CDN_AND_BALANCER, BALANCER, throughCdn('173.245.48.9'))).toBe(SHOPPER);
    // Reached around the proxies: the socket is the client, whatever it wrote.
    expect(clientKey(CDN_AND_BALANCER, SHOPPER, `203.0.113.1, ${CDN}`)).toBe(SHOPPER);
    // An IPv4 range takes the IPv4-mapped form Node gives sockets on a dual-stack server.
    expect(clientKey({ ranges: ['loopback'] }, '::ffff:127.0.0.1', SHOPPER)).toBe(SHOPPER);
    expect(clientKey({ ranges: ['127.0.0.1'] }, '::1', SHOPPER)).toBe('::/64');
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4', () => {
    expect(clientKey(NO_PROXY, '2001:db8:1:2:aaaa::1', null)).toBe('2001:db8:1:2::/64');
    expect(clientKey({ hops: 1 }, BALANCER, '2001:db8:1:2:ffff:ffff:ffff:fff0')).toBe(
      '2001:db8:1:2::/64',
    );
    expect(clientKey(NO_PROXY, '2001:db8:1:3::1', null)).toBe('2001:db8:1:3::/64');
    expect(clientKey(NO_PROXY, '::ffff:198.51.100.7', null)).toBe(SHOPPER);
    expect(clientKey({ hops: 1 }, BALANCER, '::ffff:c633:6407')).toBe(SHOPPER);
  });

  it("reads an address written with its port, as some proxies write the client's", () => {
    expect(clientKey({ hops: 1 }, BALANCER, `${SHOPPER}:41234`)).toBe(SHOPPER);
    expect(clientKey({ hops: 1 }, BALANCER, '[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
  });

  it('never counts garbage as a client: the nearest hop that gave an address stands in for it', () => {
    for (const garbage of ['unknown', 'not an address', '10.1', '0x0a000001', '999.1.1.1', '']) {
      expect(clientKey({ hops: 1 }, BALANCER, garbage), garbage).toBe(BALANCER);
      expect(clientKey({ hops: 2 }, BALANCER, `${SHOPPER}, ${garbage}, ${CDN}`), garbage).toBe(
        garbage === '' ? SHOPPER : CDN,
      );
    }
    expect(clientKey(CDN_AND_BALANCER, BALANCER, `203.0.113.1, unknown, ${CDN}`)).toBe(CDN);
  });

  it('counts a request without a socket (the server warming itself up) as one unknown client', () => {
    expect(clientKey({ hops: 1 }, undefined, SHOPPER)).toBe('unknown');
  });
});

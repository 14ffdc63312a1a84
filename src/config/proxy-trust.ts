/**
 * TRUST_PROXY as the shop reads it: whose X-Forwarded-For entries it believes. A proxy appends the
 * address it was reached from, so the entries on the right are the trusted proxies' word and the
 * first one is always the client's: the shop trusts a count of proxies, or proxies by address.
 */
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/** The number of proxies in front of the shop, or the addresses and ranges they connect from. */
export type ProxyTrust = { hops: number } | { ranges: string[] };

export type ProxyTrustReading = { trust: ProxyTrust; notice?: string } | { problem: string };

const MAX_HOPS = 10;
/** proxy-addr's names for the ranges of their kind (IPv4 and IPv6). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * An address as a proxy writes it: IPv4 in four decimal parts, or IPv6. Not the short and hex forms
 * of IPv4 (`10.1`, `0x0a000001`) that ipaddr.js also reads: nobody writes them, so they are a typo.
 */
export const isAddress = (text: string): boolean =>
  ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text);

function isRange(range: string): boolean {
  if (NAMED_RANGES.includes(range)) return true;
  if (!isAddress(range.split('/')[0] ?? '')) return false;
  try {
    proxyAddr.compile(range);
    return true;
  } catch {
    return false;
  }
}

/** `true`, which older configurations may still say, is read as one proxy. */
const TRUE_AS_ONE_HOP =
  'TRUST_PROXY=true is read as 1: the client is the address the one proxy in front of the shop gave ' +
  '(the last X-Forwarded-For entry). Behind a CDN and a load balancer set TRUST_PROXY=2, ' +
  "or the balancer's address and the CDN's ranges (docs/deployment.md).";

const EXPECTED =
  'the number of proxies in front (e.g. 2 for a CDN and a load balancer), ' +
  'their addresses or ranges (e.g. 10.0.0.0/8,173.245.48.0/20), or false';

/**
 * Reads the variable's value (unset is false); a `problem` completes a sentence that starts with
 * its name.
 */
export function readProxyTrust(raw: string | undefined): ProxyTrustReading {
  const value = raw?.trim().toLowerCase() || 'false';
  if (value === 'false' || value === 'no') return { trust: { hops: 0 } };
  if (value === 'true' || value === 'yes') return { trust: { hops: 1 }, notice: TRUE_AS_ONE_HOP };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= MAX_HOPS
      ? { trust: { hops } }
      : { problem: `must be at most ${MAX_HOPS} proxies` };
  }
  const ranges = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = ranges.filter((range) => !isRange(range));
  if (ranges.length > 0 && wrong.length === 0) return { trust: { ranges } };
  return { problem: `must be ${EXPECTED}, not ${JSON.stringify(wrong.join(',') || value)}` };
}

/** Whether `host` (HOST, what the server listens on) is reachable from this machine only. */
function isLoopbackHost(host: string): boolean {
  if (host === 'localhost') return true;
  return isAddress(host) && ipaddr.process(host).range() === 'loopback';
}

/**
 * A count trusts whatever connects: on an address other machines reach, a client that goes round
 * the proxies writes its own X-Forwarded-For and picks the address every per-client limit counts.
 */
export function hopCountNotice(trust: ProxyTrust, host: string): string | undefined {
  if (!('hops' in trust) || trust.hops === 0 || isLoopbackHost(host)) return undefined;
  return (
    `TRUST_PROXY=${trust.hops} trusts the X-Forwarded-For of whatever connects, ` +
    `and the server listens on ${host}, beyond this machine: ` +
    'a client that reaches it directly chooses its own address for every per-client limit. ' +
    "Set TRUST_PROXY to the proxies' addresses instead (loopback, or the balancer's address " +
    'or range, e.g. 10.0.0.5 or 10.0.0.0/24), or HOST to 127.0.0.1 behind a proxy on this machine.'
  );
}

/** Whether any proxy is trusted at all. */
export const trustsAProxy = (trust: ProxyTrust): boolean =>
  'ranges' in trust ? trust.ranges.length > 0 : trust.hops > 0;

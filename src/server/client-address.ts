/**
 * Who a request comes from, as every per-client limit counts it. Each proxy appends to
 * X-Forwarded-For the address it was reached from, so the shop reads the list from the right: from
 * the socket's address leftwards through the trusted proxies (TRUST_PROXY, config/proxy-trust.ts)
 * to the address the nearest untrusted hop gave. Entries further left were written by the client
 * and are never read: rotating them makes no new client.
 */
import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';
import { isAddress, type ProxyTrust } from '../config/proxy-trust';

type Trust = (address: string, hop: number) => boolean;

const compiled = new WeakMap<ProxyTrust, Trust>();

function trustOf(rule: ProxyTrust): Trust {
  let trust = compiled.get(rule);
  if (!trust) {
    // proxy-addr numbers the hops from the socket (0) leftwards through X-Forwarded-For.
    trust = 'hops' in rule ? (_address, hop) => hop < rule.hops : proxyAddr.compile(rule.ranges);
    compiled.set(rule, trust);
  }
  return trust;
}

/** Some proxies (Azure's, for one) write the port too: `203.0.113.9:41234`, `[2001:db8::1]:443`. */
function withoutPort(entry: string): string {
  const match = /^\[([^\]]+)\](?::\d+)?$/.exec(entry) ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
  return match?.[1] ?? entry;
}

/**
 * The addresses the request came through, the socket's first, as far as the trust goes: the last is
 * the client's. The routes have only the socket's address and the header: proxy-addr reads them
 * from what stands in for a Node request.
 */
function requestPath(rule: ProxyTrust, socket: string, forwardedFor: string | null): string[] {
  const entries = (forwardedFor ?? '').split(',').map((entry) => withoutPort(entry.trim()));
  const request = {
    headers: { 'x-forwarded-for': entries.join(',') },
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage;
  return proxyAddr.all(request, trustOf(rule));
}

/**
 * One client's address as the limits count it. An IPv6 client holds a whole /64 (what a provider
 * gives one line) and can take any address in it, so it is counted by its /64; an IPv4-mapped IPv6
 * address is the IPv4 client it stands for.
 */
function countedAs(address: string): string {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The client a request counts as. A trusted proxy writes addresses; anything else in the client's
 * place (`unknown`, a typo) counts as the nearest hop that gave an address, never as a new client.
 * 'unknown' when the server knows no socket (its own warm-up request).
 */
export function clientKey(
  rule: ProxyTrust,
  socket: string | undefined,
  forwardedFor: string | null,
): string {
  if (socket === undefined) return 'unknown';
  const address = requestPath(rule, socket, forwardedFor).findLast(isAddress);
  return address === undefined ? 'unknown' : countedAs(address);
}

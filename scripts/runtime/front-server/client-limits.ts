/**
 * How long the shop's server waits for a client (node:http's defaults would let a client that
 * stops sending its body hold a connection for 300 s and more). A request whose headers are not in
 * within 20 s, or whose headers and body are not in within 25 s, is answered 408 and its connection
 * closed; the check runs every second, so a stalled client is cut within 26 s. Only receiving the
 * request is timed: an order waiting on the portal once its body is in is not cut.
 */
import type { ServerOptions } from 'node:http';

export const CLIENT_LIMITS = {
  headersTimeout: 20_000,
  requestTimeout: 25_000,
  connectionsCheckingInterval: 1_000,
  // A kept-alive connection is closed after 5 s without a request.
  keepAliveTimeout: 5_000,
} satisfies ServerOptions;

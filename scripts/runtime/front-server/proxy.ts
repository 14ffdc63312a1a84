/**
 * Hands a request the static files cannot answer to the build's worker (on-demand routes, 404
 * page) through http-proxy-3, and streams its answer back with the site's security headers,
 * compressed by `compression` when it is text. The shopper's address goes along in a header of its
 * own (worker-process.ts), replacing any a client sent; X-Forwarded-For passes untouched, for the
 * routes to trust or not (TRUST_PROXY).
 */
import type {
  ClientRequest,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import { BROTLI_STREAM_QUALITY, compressible, MIN_COMPRESS_BYTES } from './compression.ts';
import { CLIENT_ADDRESS_HEADER, type Worker } from './worker-process.ts';

const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/** The headers each request's answer carries, replacing the worker's. */
const answerHeaders = new WeakMap<IncomingMessage, [string, string][]>();

/** Each request's own request to the worker, for the answer that comes before its whole body. */
const upstreamOf = new WeakMap<IncomingMessage, ClientRequest>();

const proxy = createProxyServer({ xfwd: false });
proxy.on('proxyReq', (upstream, req) => upstreamOf.set(req, upstream));
proxy.on('proxyRes', (answer, req) => {
  for (const [name, value] of answerHeaders.get(req) ?? [])
    answer.headers[name.toLowerCase()] = value;
  // The worker answered before the whole body reached it (a 413 after the first 32 KB): the rest
  // is dropped as it arrives, so the shopper's connection is not reset under the answer, and the
  // worker's connection, still expecting it, closes after the answer.
  const upstream = upstreamOf.get(req);
  if (upstream && !req.readableEnded) {
    req.unpipe(upstream);
    req.resume();
    answer.once('end', () => upstream.destroy());
  }
});

// compression is typed for Express; it uses only what node's own request and response have.
const compress = compression({
  filter: (_req, res) => compressible(String(res.getHeader('content-type') ?? '')),
  threshold: MIN_COMPRESS_BYTES,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_STREAM_QUALITY } },
}) as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const bodyless = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/**
 * `worker` gives the live worker at each attempt; `headers` are what every response carries (the
 * security headers), replacing the worker's.
 */
export function forwardToWorker(
  req: IncomingMessage,
  res: ServerResponse,
  worker: () => Worker,
  headers: [string, string][],
): void {
  answerHeaders.set(req, headers);
  // The worker's connections are the front server's own, kept alive whatever the client asked.
  for (const name of HOP_BY_HOP) delete req.headers[name];
  const attempt = (retry: boolean) => {
    // Gone while the static files were looked up: nothing to answer, nothing to ask the worker.
    if (res.destroyed) return;
    const { socketPath, agent } = worker();
    proxy.web(
      req,
      res,
      {
        // host and port name nothing here: the socket path is the address.
        target: { host: 'localhost', port: 0, socketPath },
        agent,
        headers: { [CLIENT_ADDRESS_HEADER]: req.socket.remoteAddress ?? '' },
      },
      () => {
        // Nothing answered yet, for a request without a body: safely sent once more, to the live
        // worker (a kept-alive connection a retired worker closed as it was reused).
        if (retry && bodyless(req) && !res.headersSent) return attempt(false);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const out: OutgoingHttpHeaders = {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'retry-after': '1',
        };
        for (const [name, value] of headers) out[name.toLowerCase()] = value;
        res.writeHead(502, out).end('The shop is restarting. Please try again in a moment.\n');
      },
    );
  };
  compress(req, res, () => attempt(true));
}

/**
 * Hands a request the static files cannot answer to the build's worker (on-demand routes, 404
 * page) and streams its answer back with the site's security headers, compressed when it is text.
 * The worker learns the client's address from X-Forwarded-For, which is set here: the socket's
 * address, or what a trusted proxy in front said (TRUST_PROXY=true).
 */
import { request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { compressible, compressStream, pickEncoding } from './compression.ts';
import type { Worker } from './worker-process.ts';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export function clientForwardedFor(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) return forwarded;
  return req.socket.remoteAddress ?? 'unknown';
}

export interface ForwardOptions {
  /** Headers every response carries (security headers); they replace the worker's. */
  headers: [string, string][];
  trustProxy: boolean;
}

export function forwardToWorker(req: IncomingMessage, res: ServerResponse, worker: Worker, { headers, trustProxy }: ForwardOptions): void {
  const upstream = request({
    socketPath: worker.socketPath,
    agent: worker.agent,
    method: req.method,
    path: req.url,
    headers: { ...endToEnd(req.headers), 'x-forwarded-for': clientForwardedFor(req, trustProxy) },
  });

  upstream.on('response', (answer) => {
    const out = endToEnd(answer.headers);
    for (const [name, value] of headers) out[name.toLowerCase()] = value;
    const status = answer.statusCode ?? 502;
    const type = answer.headers['content-type'];
    const bodyless = req.method === 'HEAD' || status === 204 || status === 304;
    const encoding = !bodyless && !answer.headers['content-encoding'] && compressible(type) ? pickEncoding(req.headers['accept-encoding']) : null;
    if (compressible(type)) out.vary = answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (encoding) {
      delete out['content-length'];
      out['content-encoding'] = encoding;
    }
    res.writeHead(status, out);
    // pipeline destroys the rest when one end fails, so a broken stream never hangs the shopper.
    const done = () => {};
    if (encoding) pipeline(answer, compressStream(encoding), res, done);
    else pipeline(answer, res, done);
  });

  upstream.on('error', () => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const out: OutgoingHttpHeaders = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '1' };
    for (const [name, value] of headers) out[name.toLowerCase()] = value;
    res.writeHead(502, out).end('The shop is restarting. Please try again in a moment.\n');
  });
  // A shopper who gives up should not keep a portal call running for nobody.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

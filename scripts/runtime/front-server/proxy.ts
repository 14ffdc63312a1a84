/**
 * Hands a request the static files cannot answer to the build's worker (on-demand routes, 404
 * page) and streams its answer back with the site's security headers, compressed when it is text.
 * The shopper's address goes along in a header of its own (worker-process.ts), replacing any a
 * client sent; X-Forwarded-For passes untouched, for the routes to trust or not (TRUST_PROXY).
 */
import {
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { pipeline } from 'node:stream';
import { compressible, compressStream, pickEncoding } from './compression.ts';
import { discardRestOfBody } from './discard-body.ts';
import { CLIENT_ADDRESS_HEADER, type Worker } from './worker-process.ts';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

const bodyless = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

function answerWith(
  req: IncomingMessage,
  res: ServerResponse,
  answer: IncomingMessage,
  headers: [string, string][],
) {
  // The shopper left while the worker was answering: pipeline() throws on a destroyed stream.
  if (res.destroyed) {
    answer.destroy();
    return;
  }
  const out = endToEnd(answer.headers);
  for (const [name, value] of headers) out[name.toLowerCase()] = value;
  const status = answer.statusCode ?? 502;
  const type = answer.headers['content-type'];
  const empty = req.method === 'HEAD' || status === 204 || status === 304;
  const encoding =
    !empty && !answer.headers['content-encoding'] && compressible(type)
      ? pickEncoding(req.headers['accept-encoding'])
      : null;
  if (compressible(type))
    out.vary = answer.headers.vary ? `${answer.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (encoding) {
    delete out['content-length'];
    out['content-encoding'] = encoding;
  }
  res.writeHead(status, out);
  // pipeline destroys the rest when one end fails, so a broken stream never hangs the shopper.
  const done = () => {};
  if (encoding) pipeline(answer, compressStream(encoding), res, done);
  else pipeline(answer, res, done);
}

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
  const attempt = (retry: boolean) => {
    // Gone while the static files were looked up: res's close event has fired already, so the
    // listener below would never cut the worker's request.
    if (res.destroyed) return;
    const { socketPath, agent } = worker();
    const upstream = request({
      socketPath,
      agent,
      method: req.method,
      path: req.url,
      headers: {
        ...endToEnd(req.headers),
        [CLIENT_ADDRESS_HEADER]: req.socket.remoteAddress ?? '',
      },
    });
    let answered = false;
    upstream.on('response', (answer) => {
      answered = true;
      // The worker answered before the whole body reached it (a 413 after the first 32 KB): the
      // rest is dropped, and the worker's connection, still expecting it, closes after the answer.
      if (!bodyless(req) && !req.readableEnded) {
        req.unpipe(upstream);
        answer.once('end', () => upstream.destroy());
      }
      void discardRestOfBody(req).then(() => answerWith(req, res, answer, headers));
    });
    upstream.on('error', () => {
      // The answer is on its way: a broken stream now ends the shopper's response (pipeline).
      if (answered) return;
      // A kept-alive connection the worker closed as it was reused (a retired worker draining):
      // nothing reached the worker, so a request without a body is safely sent again.
      if (retry && upstream.reusedSocket && bodyless(req) && !res.headersSent)
        return attempt(false);
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
    });
    // A shopper who gives up should not keep a portal call running for nobody.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (bodyless(req)) upstream.end();
    else req.pipe(upstream);
  };
  attempt(true);
}

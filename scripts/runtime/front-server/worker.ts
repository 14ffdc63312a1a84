/**
 * One build's on-demand routes (and its 404 page) in a process of their own: imports the build's
 * server entry (@astrojs/node standalone, autostart off) and serves its handler on the socket the
 * front server gave it. Each release gets a fresh process, so a swap never keeps an old build's
 * modules in memory. On "drain" it finishes the requests it has, then the work the routes left
 * running in the background (src/server/shutdown.ts: doubtful orders being settled are handed over
 * to the other instances), then exits.
 */
import { createServer, request, type RequestListener } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendRefusal } from './refusals.ts';
import { missingLocalizedPage, refuseRequest } from './request-policy.ts';
import { routeMetricsRegistry, runShutdownTasks } from '../shop-src.ts';
import { CLIENT_ADDRESS_HEADER, COLD, type WorkerMessage } from './worker-process.ts';

const [entry, socket, mode] = process.argv.slice(2);
if (!entry || !socket || !process.send)
  throw new Error('worker.ts is started by scripts/runtime/front-server/worker-process.ts');

// A request (or a search for a doubtful order) that outlives this is cut rather than holding a
// retired release forever.
const DRAIN_LIMIT_MS = 30_000;

const clientDir = path.join(path.dirname(path.dirname(entry)), 'client');
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: RequestListener };
const server = createServer((req, res) => {
  // The routes see the shopper's address where a server facing shoppers has it: on the socket.
  const address = req.headers[CLIENT_ADDRESS_HEADER];
  delete req.headers[CLIENT_ADDRESS_HEADER];
  Object.defineProperty(req.socket, 'remoteAddress', {
    value: typeof address === 'string' ? address : undefined,
    configurable: true,
  });
  // The build's handler serves the client folder itself, any method and `_headers` included.
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  // Every page of another language is a static file: one that reaches the worker does not exist.
  const refusal =
    refuseRequest(req.method, pathname, req.headers['content-length']) ??
    (missingLocalizedPage(pathname) ? ({ status: 404 } as const) : null);
  if (refusal) {
    sendRefusal(req, res, refusal, clientDir, []).catch(() => res.destroy());
    return;
  }
  handler(req, res);
});
// Only the front server connects, through a keep-alive pool that cannot know when an idle
// connection would time out here: idle connections stay open until the worker drains.
server.keepAliveTimeout = 0;

let draining = false;
function drain() {
  if (draining) return;
  draining = true;
  // The requests first: one in flight may yet leave a doubtful order behind to hand over.
  server.close(() => void runShutdownTasks().then(() => process.exit(0)));
  // Keep-alive connections from the front server go idle once their last response is sent.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref();
}

process.on('message', (message: WorkerMessage) => {
  if (message.type === 'drain') drain();
  // The registry the build's routes count into (shared through globalThis with this module's copy).
  if (message.type === 'metrics') {
    void routeMetricsRegistry()
      .getMetricsAsJSON()
      .then((metrics) =>
        process.send?.({ type: 'metrics-answer', id: message.id, metrics } satisfies WorkerMessage),
      );
  }
});
process.on('disconnect', drain);
// A stop signal sent to the whole process group (systemd's default, Ctrl-C in a terminal) must not
// end the routes under the requests in flight: the front server drains this worker once they are
// answered, and drains it too by ending (the IPC channel closes).
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => {});
/**
 * Search answers need the build's catalogue index (a while to build on a large catalogue,
 * src/server/listing/source.ts): one search through this worker builds it before the release takes
 * traffic, so no shopper's first search waits for it. Ready either way: a failed search logs
 * itself.
 */
function warmSearch(): Promise<void> {
  return new Promise((resolve) => {
    request({ socketPath: socket, path: '/api/suggestions?search=warm&lang=en' }, (res) =>
      res.resume().on('end', resolve),
    )
      .on('error', () => resolve())
      .end();
  });
}

server.listen(socket, () => {
  const ready = () => process.send?.({ type: 'ready' } satisfies WorkerMessage);
  // A worker started only to check a release takes no traffic: nothing to warm.
  if (mode === COLD) ready();
  else void warmSearch().then(ready);
});

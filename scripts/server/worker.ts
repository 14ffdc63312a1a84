/**
 * One build's on-demand routes (and its 404 page) in a process of their own: imports the build's
 * server entry (@astrojs/node standalone, autostart off) and serves its handler on the socket the
 * front server gave it. Each release gets a fresh process, so a swap never keeps an old build's
 * modules in memory. On "drain" it finishes the requests it has, then exits.
 */
import { createServer, type RequestListener } from 'node:http';
import { pathToFileURL } from 'node:url';

const entry = process.env.SHOP_WORKER_ENTRY;
const socket = process.env.SHOP_WORKER_SOCKET;
if (!entry || !socket || !process.send) throw new Error('worker.ts is started by scripts/server/worker-process.ts');

// A request that outlives this (a portal call stuck in retries) is cut rather than holding a retired release forever.
const DRAIN_LIMIT_MS = 30_000;

const { handler } = (await import(pathToFileURL(entry).href)) as { handler: RequestListener };
const server = createServer(handler);

let draining = false;
function drain() {
  if (draining) return;
  draining = true;
  server.close(() => process.exit(0));
  // Keep-alive connections from the front server go idle once their last response is sent.
  setInterval(() => server.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(0), DRAIN_LIMIT_MS).unref();
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'drain') drain();
});
process.on('disconnect', drain);
server.listen(socket, () => process.send?.({ type: 'ready' }));

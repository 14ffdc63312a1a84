/**
 * `npm run serve`: serves the shop on HOST:PORT (default http://127.0.0.1:4321): the live release
 * (`releases/current`, see `npm run publish`) when there is one, else the last `npm run build` in
 * dist/; SERVE_DIR names another build folder. A newly published release is picked up as it is made
 * live (within a second where the file system does not report it), without dropping requests in
 * flight; SIGHUP makes it look at once. Every response carries the security headers, text is
 * compressed, hashed assets are cached for good. The on-demand routes read the portal settings at
 * run time (PORTAL_API_URL, or the demo portal with `--demo`, see ./portal-env.ts). With
 * SHOP_STORAGE_REDIS_URL set it starts only when that Redis answers.
 *
 * It logs with pino (LOG_FORMAT): one access line per request (ACCESS_LOG), each request's id sent
 * back as X-Request-Id; with METRICS_PORT set it serves Prometheus metrics on
 * 127.0.0.1:METRICS_PORT. SIGTERM (or SIGINT) stops it cleanly: no new connections, the requests in
 * flight answered (an order waiting on the portal included), then exit 0.
 */
import { watch } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { commandPortalEnv } from './portal-env.ts';
import { currentReleaseDir } from '../release/releases.ts';
import { readSettings, createLogger } from '../shop-src.ts';
import {
  createRequestMetrics,
  startMetricsServer,
  type MetricsServer,
} from '../front-server/metrics.ts';
import { routeLabel } from '../front-server/route-label.ts';
import { startShopServer, type RequestDone } from '../front-server/shop-server.ts';
import { sharedStorageProblem } from './shared-storage.ts';

const hasServer = (dir: string) =>
  stat(path.join(dir, 'server', 'entry.mjs')).then(
    () => true,
    () => false,
  );

const portal = await commandPortalEnv(process.argv.slice(2));
const settings = readSettings();
const logger = createLogger(settings.log.format);
for (const notice of settings.notices) logger.warn({ event: 'serve' }, notice);
const metrics = settings.metrics.port ? createRequestMetrics() : null;

function requestDone({ reqId, method, path: pathname, status, ms }: RequestDone): void {
  metrics?.observe(routeLabel(pathname), status ?? 0, ms / 1000);
  if (settings.log.accessLog)
    logger.info(
      { event: 'request', reqId, method, path: pathname, status, ms },
      `${method} ${pathname} ${status ?? '-'} ${ms} ms`,
    );
}

async function liveBuild(): Promise<string | null> {
  if (settings.server.serveDir) return settings.server.serveDir;
  const release = await currentReleaseDir(settings.releases.dir);
  if (release) return release;
  const dist = path.resolve('dist');
  return (await hasServer(dist)) ? dist : null;
}

const storageProblem = await sharedStorageProblem(settings.storage.redisUrl);
if (storageProblem) {
  logger.fatal({ event: 'serve' }, storageProblem);
  await portal.stop();
  process.exit(1);
}

const shop = await startShopServer({
  host: settings.server.host,
  port: settings.server.port,
  env: portal.env,
  locate: liveBuild,
  log: (line) => logger.info({ event: 'serve' }, line),
  trustProxy: settings.server.trustProxy,
  onRequestDone: requestDone,
}).catch(async (error: unknown) => {
  logger.fatal({ event: 'serve' }, error instanceof Error ? error.message : String(error));
  await portal.stop();
  process.exit(1);
});
logger.info(
  { event: 'serve', url: shop.url, dir: shop.servingDir() },
  `Serving the shop at ${shop.url} from ${shop.servingDir()}`,
);

let metricsServer: MetricsServer | null = null;
if (metrics && settings.metrics.port) {
  metricsServer = await startMetricsServer(settings.metrics.port, metrics, () =>
    shop.workerMetrics(),
  );
  logger.info({ event: 'serve', metrics: metricsServer.url }, `Metrics at ${metricsServer.url}`);
}

process.on('SIGHUP', () => void shop.refresh());
// A release made live replaces `current` in the releases folder: looked at as it happens, the
// second's poll staying for file systems that do not report changes.
if (!settings.server.serveDir) {
  try {
    // An error (the folder removed) leaves the poll to it.
    watch(settings.releases.dir, () => void shop.refresh())
      .on('error', () => {})
      .unref();
  } catch {
    // No releases folder (yet): the poll finds the first release.
  }
}
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = performance.now();
  // close() stops listening before it first waits: the line is true when it is written.
  const closing = shop.close();
  logger.info(
    { event: 'shutdown', signal },
    `${signal}: taking no new connections, finishing the requests in flight`,
  );
  const { inFlight, cut } = await closing;
  await metricsServer?.close();
  await portal.stop();
  const ms = Math.round(performance.now() - started);
  logger.info(
    { event: 'shutdown', signal, inFlight, cut, ms },
    `stopped in ${ms} ms: ${inFlight - cut} of ${inFlight} requests in flight answered${cut ? `, ${cut} cut` : ''}`,
  );
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

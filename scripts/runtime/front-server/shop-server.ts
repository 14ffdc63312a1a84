/**
 * The node server of the shop: serves one build (the live release, or dist/) from the client
 * folder itself and hands everything else to that build's worker process. It checks every
 * `pollMs` which build should be live; when that changes it starts the new build's worker, then
 * switches new requests to it, and lets the old worker finish what it has before it ends. A build
 * whose server code is the live one's (an edit's release) has its pages sent while its worker
 * starts. Requests in flight keep the build they started with, so a swap drops none. Requests for
 * files that are not the site's, or with methods the paths do not take, are refused first
 * (request-policy.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { REQUEST_ID_HEADER, requestIdFrom } from '../shop-src.ts';
import { headerMatcher, loadHeaderRules } from '../headers/site-headers.ts';
import { CLIENT_LIMITS } from './client-limits.ts';
import type { MetricsJson } from './metrics.ts';
import { createCompressedFileCache } from './compression.ts';
import { forwardToWorker } from './proxy.ts';
import { sendRefusal } from './refusals.ts';
import { refuseRequest } from './request-policy.ts';
import { startPictureMaker, type PictureMaker } from './picture-maker.ts';
import { findStaticFile, sendStaticFile, type StaticFile } from './static-files.ts';
import { startWorker, type Worker } from './worker-process.ts';
import { sameServerCode } from './server-code.ts';

export interface ShopServerOptions {
  host: string;
  port: number;
  /** The environment of the build's server code (portal settings). */
  env: NodeJS.ProcessEnv;
  /** The build folder (client/, server/) that should be live now, or null when there is none. */
  locate: () => Promise<string | null>;
  /**
   * How often `locate` is asked: a symlink read, cheap. Several times a second rather than once: a
   * release published just after a poll would wait that much longer to be served, a visible part
   * of an edit's way to shoppers (docs/edit-to-live-trace.md).
   */
  pollMs?: number;
  log?: (line: string) => void;
  /** Behind a proxy: keep the X-Request-Id it sends (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Told of every request once it is over: for the access log and the metrics. */
  onRequestDone?: (done: RequestDone) => void;
  /** How long close() lets requests in flight finish before it cuts them. */
  closeGraceMs?: number;
}

export interface RequestDone {
  reqId: string;
  method: string;
  /** The path, without the query (it may carry what a shopper searched for). */
  path: string;
  /**
   * 408 for a request cut because it did not arrive in time; null when the client left before an
   * answer.
   */
  status: number | null;
  ms: number;
}

/** What close() did with the requests it found in flight. */
export interface Closed {
  /** Requests in flight when close() was called. */
  inFlight: number;
  /** Those still unanswered when the grace time ran out, cut. */
  cut: number;
}

export interface ShopServer {
  url: string;
  /** The build folder being served. */
  servingDir(): string;
  /** The process id of the live build's worker (its on-demand routes). */
  workerPid(): number | undefined;
  /** Looks at once for a new live build and switches to it; resolves when done. */
  refresh(): Promise<void>;
  /** The live worker's metrics (its routes' counts). */
  workerMetrics(): Promise<MetricsJson[]>;
  /**
   * Stops taking connections, lets the requests in flight finish (up to closeGraceMs; then they
   * are cut), closes each kept-alive connection as it goes idle, and ends the worker.
   */
  close(): Promise<Closed>;
}

/**
 * An order can wait 10 s on the portal for its offers and 10 s more to be placed; 20 s is what a
 * restart may take.
 */
const CLOSE_GRACE_MS = 17_000;

/** What of a build the front server sends itself: its client folder, its headers, its pictures. */
interface SitePages {
  dir: string;
  clientDir: string;
  headersFor: (pathname: string) => [string, string][];
  /** The headers a response of the on-demand routes carries: the rules without their caching. */
  securityFor: (pathname: string) => [string, string][];
  /**
   * Makes the pictures the build left to the server (a first start on the demo portal); null when
   * it left none.
   */
  pictures: PictureMaker | null;
}

/** A build being served: its pages, and the worker of its on-demand routes. */
interface LiveSite {
  pages: SitePages;
  worker: Worker;
  retire(): Promise<void>;
}

async function openPages(dir: string, log: (line: string) => void): Promise<SitePages> {
  const clientDir = path.join(dir, 'client');
  const headersFor = headerMatcher(await loadHeaderRules(clientDir));
  return {
    dir,
    clientDir,
    headersFor,
    securityFor: (pathname) =>
      headersFor(pathname).filter(([name]) => name.toLowerCase() !== 'cache-control'),
    pictures: await startPictureMaker({ buildDir: dir, log }),
  };
}

async function openSite(
  pages: SitePages,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<LiveSite> {
  const { dir } = pages;
  let retired = false;
  const spawn = (): Promise<Worker> =>
    startWorker({
      buildDir: dir,
      env,
      onUnexpectedExit: (code) => {
        if (retired) return;
        log(`the server of ${dir} stopped (exit code ${code}): starting it again`);
        spawn().then(
          (worker) => {
            site.worker = worker;
          },
          (error: unknown) =>
            log(
              `could not restart the server of ${dir}: ${error instanceof Error ? error.message : String(error)}`,
            ),
        );
      },
    });
  const site: LiveSite = {
    pages,
    worker: await spawn(),
    retire: async () => {
      retired = true;
      await Promise.all([site.worker.drain(), pages.pictures?.stop()]);
    },
  };
  return site;
}

/** A picture file the build left to the server, made now if its turn has not come yet. */
async function laterPicture(site: SitePages, pathname: string): Promise<StaticFile | null> {
  if (!site.pictures || !(await site.pictures.publish(pathname))) return null;
  return findStaticFile(site.clientDir, pathname);
}

function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  trustProxy: boolean,
  onDone: ((done: RequestDone) => void) | undefined,
): void {
  const started = performance.now();
  // The worker's log lines carry the same id: the request takes it along (proxy.ts passes headers
  // on).
  const reqId = (trustProxy && requestIdFrom(req.headers[REQUEST_ID_HEADER])) || randomUUID();
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader('X-Request-Id', reqId);
  if (!onDone) return;
  res.once('close', () => {
    const errored: NodeJS.ErrnoException | null = req.socket.errored;
    const timedOut = errored?.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = res.headersSent ? res.statusCode : timedOut ? 408 : null;
    onDone({
      reqId,
      method: req.method ?? '',
      path: (req.url ?? '/').split('?')[0] ?? '/',
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}

export async function startShopServer({
  host,
  port,
  env,
  locate,
  pollMs = 200,
  log = console.log,
  trustProxy = false,
  onRequestDone,
  closeGraceMs = CLOSE_GRACE_MS,
}: ShopServerOptions): Promise<ShopServer> {
  const first = await locate();
  if (!first)
    throw new Error(
      'Nothing to serve: run `npm run publish` (a release) or `npm run build` (dist/) first.',
    );
  const siteEnv = { ...env, SHOP_STARTED_AT: String(Date.now()) };
  let live = await openSite(await openPages(first, log), siteEnv, log);
  // The pages sent: the live site's, or a release's whose server is starting (`refresh`).
  let shown = live.pages;
  const cache = createCompressedFileCache();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const site = shown;
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const refusal = refuseRequest(req.method, pathname, req.headers['content-length']);
    if (refusal) return sendRefusal(req, res, refusal, site.clientDir, site.securityFor(pathname));
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file =
        (await findStaticFile(site.clientDir, pathname)) ?? (await laterPicture(site, pathname));
      if (file) return sendStaticFile(req, res, file, site.headersFor(pathname), cache);
    }
    // The live build now, not the one the request started with: a retired worker may be closing.
    forwardToWorker(req, res, () => live.worker, live.pages.securityFor(pathname));
  }

  let inFlight = 0;
  const server = createServer(CLIENT_LIMITS, (req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    trackRequest(req, res, trustProxy, onRequestDone);
    handle(req, res).catch((error: unknown) => {
      log(
        `could not answer ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent)
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end('Internal Server Error\n');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  let refreshing: Promise<void> | null = null;
  let refused: string | null = null;
  const refresh = () =>
    (refreshing ??= (async () => {
      const dir = await locate();
      if (!dir || dir === live.pages.dir || dir === refused) return;
      const started = Date.now();
      let next: LiveSite;
      try {
        const pages = await openPages(dir, log);
        // An edit's release runs the live server's code, file for file, with its data: its pages
        // are sent at once, as a front door sending the files itself does (nginx), and its routes
        // follow once its worker has started (its search index: 1.1 to 2.2 s at 20,000 products).
        if (sameServerCode(dir, live.pages.dir)) {
          shown = pages;
          log(`sending the pages of ${dir}; its server starts`);
        }
        next = await openSite(pages, siteEnv, log).catch(async (error: unknown) => {
          await pages.pictures?.stop();
          throw error;
        });
      } catch (error) {
        shown = live.pages;
        // Not retried until the live build changes again, so a broken build does not respawn every
        // poll.
        refused = dir;
        log(
          `not switching to ${dir}: ${error instanceof Error ? error.message : String(error)}; ` +
            `still serving ${live.pages.dir}`,
        );
        return;
      }
      const old = live;
      live = next;
      shown = next.pages;
      log(
        `now serving ${dir} (ready in ${Date.now() - started} ms); ${old.pages.dir} finishes its requests`,
      );
      await old.retire();
    })().finally(() => {
      refreshing = null;
    }));
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    servingDir: () => live.pages.dir,
    workerPid: () => live.worker.pid,
    refresh,
    workerMetrics: async () => [await live.worker.metrics()],
    async close() {
      clearInterval(timer);
      const closed: Closed = { inFlight, cut: 0 };
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Kept-alive connections go idle once their last answer is sent; none takes a new request.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<'late'>((resolve) => {
        graceTimer = setTimeout(() => resolve('late'), closeGraceMs);
      });
      if ((await Promise.race([stopped, grace])) === 'late') {
        closed.cut = inFlight;
        server.closeAllConnections();
        await stopped;
      }
      clearTimeout(graceTimer);
      clearInterval(idle);
      await refreshing;
      await live.retire();
      return closed;
    },
  };
}

/**
 * The node server of the shop: serves one build (the live release, or dist/) from the client
 * folder itself and hands everything else to that build's worker process. It checks every
 * `pollMs` which build should be live; when that changes it starts the new build's worker, then
 * switches new requests to it, and lets the old worker finish what it has before it ends. Requests
 * in flight keep the build they started with, so a swap drops none. Requests for files that are
 * not the site's, or with methods the paths do not take, are refused first (request-policy.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { headerMatcher, loadHeaderRules } from '../headers/site-headers.ts';
import { createCompressedFileCache } from './compression.ts';
import { forwardToWorker } from './proxy.ts';
import { sendRefusal } from './refusals.ts';
import { refuseRequest } from './request-policy.ts';
import { findStaticFile, sendStaticFile } from './static-files.ts';
import { startWorker, type Worker } from './worker-process.ts';

export interface ShopServerOptions {
  host: string;
  port: number;
  /** The environment of the build's server code (portal settings). */
  env: NodeJS.ProcessEnv;
  /** The build folder (client/, server/) that should be live now, or null when there is none. */
  locate: () => Promise<string | null>;
  pollMs?: number;
  log?: (line: string) => void;
}

export interface ShopServer {
  url: string;
  /** The build folder being served. */
  servingDir(): string;
  /** The process id of the live build's worker (its on-demand routes). */
  workerPid(): number | undefined;
  /** Looks at once for a new live build and switches to it; resolves when done. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

interface LiveSite {
  dir: string;
  clientDir: string;
  headersFor: (pathname: string) => [string, string][];
  /** The headers a response of the on-demand routes carries: the rules without their caching. */
  securityFor: (pathname: string) => [string, string][];
  worker: Worker;
  retire(): Promise<void>;
}

async function openSite(dir: string, env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<LiveSite> {
  const clientDir = path.join(dir, 'client');
  const headersFor = headerMatcher(await loadHeaderRules(clientDir));
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
          (error: unknown) => log(`could not restart the server of ${dir}: ${error instanceof Error ? error.message : String(error)}`),
        );
      },
    });
  const site: LiveSite = {
    dir,
    clientDir,
    headersFor,
    securityFor: (pathname) => headersFor(pathname).filter(([name]) => name.toLowerCase() !== 'cache-control'),
    worker: await spawn(),
    retire: async () => {
      retired = true;
      await site.worker.drain();
    },
  };
  return site;
}

export async function startShopServer({ host, port, env, locate, pollMs = 1000, log = console.log }: ShopServerOptions): Promise<ShopServer> {
  const first = await locate();
  if (!first) throw new Error('Nothing to serve: run `npm run publish` (a release) or `npm run build` (dist/) first.');
  let live = await openSite(first, env, log);
  const cache = createCompressedFileCache();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const site = live;
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const refusal = refuseRequest(req.method, pathname, req.headers['content-length']);
    if (refusal) return sendRefusal(req, res, refusal, site.clientDir, site.securityFor(pathname));
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = await findStaticFile(site.clientDir, pathname);
      if (file) return sendStaticFile(req, res, file, site.headersFor(pathname), cache);
    }
    // The live build now, not the one the request started with: a retired worker may be closing.
    forwardToWorker(req, res, () => live.worker, live.securityFor(pathname));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`could not answer ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
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
      if (!dir || dir === live.dir || dir === refused) return;
      const started = Date.now();
      let next: LiveSite;
      try {
        next = await openSite(dir, env, log);
      } catch (error) {
        // Not retried until the live build changes again, so a broken build does not respawn every poll.
        refused = dir;
        log(`not switching to ${dir}: ${error instanceof Error ? error.message : String(error)}; still serving ${live.dir}`);
        return;
      }
      const old = live;
      live = next;
      log(`now serving ${dir} (ready in ${Date.now() - started} ms); ${old.dir} finishes its requests`);
      await old.retire();
    })().finally(() => {
      refreshing = null;
    }));
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    servingDir: () => live.dir,
    workerPid: () => live.worker.pid,
    refresh,
    async close() {
      clearInterval(timer);
      await refreshing;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await live.retire();
    },
  };
}

/**
 * `npm run bench:front-door -- [--seconds 10] [--clients 10]`: requests per second and p99 for a
 * product page, `/api/products` and `/api/live/{id}`, through nginx in front of two `npm run serve`
 * instances on one Redis, beside the node front server alone; writes the "Behind nginx" section of
 * docs/benchmarks.md (front-door-report.ts).
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { startTestPortal } from '../demo-portal/test-support.ts';
import { freePort } from '../dev/free-port.ts';
import { nginxScratchDir, removeScratchDir, startNginx } from '../dev/nginx.ts';
import { startRedisServer } from '../dev/redis-server.ts';
import { nginxConfig } from '../runtime/front-door/nginx-config.ts';
import { loadHeaderRules } from '../runtime/headers/site-headers.ts';
import { activateRelease } from '../runtime/release/releases.ts';
import type { FrontDoor, FrontDoorCase } from './front-door-report.ts';
import { loadUntil } from './load.ts';
import { renderReport } from './report.ts';
import { loadResults, resultsFileOf, saveResults } from './results-file.ts';
import { startShop } from './running-shop.ts';
import { quantile } from './stats.ts';
import { movedLines, movedSince } from './moved.ts';
import { frontDoorMoves } from './run-moves.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '10' },
    out: { type: 'string', default: 'docs/benchmarks.md' },
  },
});
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const log = (line: string) => console.error(`[front-door] ${line}`);

/**
 * The `n`th address of 127.4.0.0/14: loopback, so each is a shopper of its own to nginx and,
 * through X-Forwarded-For, to the node server.
 */
const address = (n: number) => `127.${4 + ((n >>> 16) & 3)}.${(n >>> 8) & 255}.${n & 255 || 1}`;

interface Target {
  name: string;
  origin: string;
}

function get(
  origin: string,
  pathname: string,
  from: string,
  agent: Agent | false,
  encoding: string,
): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(
      `${origin}${pathname}`,
      {
        agent,
        localAddress: from,
        headers: { 'Accept-Encoding': encoding, 'X-Forwarded-For': from },
      },
      (res) => {
        res.resume().once('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end();
  });
}

/** One case against one target: CLIENTS clients for SECONDS after a warm-up of a second. */
async function measure(
  target: Target,
  name: string,
  pathFor: (n: number) => string,
  newAddressEach: boolean,
  encoding = 'gzip',
): Promise<FrontDoorCase> {
  const agents = Array.from({ length: CLIENTS }, (_, c) => ({
    from: address(c + 1),
    agent: new Agent({ keepAlive: true }),
  }));
  const run = async (seconds: number) => {
    const ms: number[] = [];
    const other: Record<string, number> = {};
    await loadUntil(CLIENTS, Date.now() + seconds * 1000, async (n, client) => {
      const own = agents[client] as { from: string; agent: Agent };
      const started = performance.now();
      const status = await get(
        target.origin,
        pathFor(n),
        newAddressEach ? address(1000 + n) : own.from,
        newAddressEach ? false : own.agent,
        encoding,
      );
      ms.push(performance.now() - started);
      if (status !== 200) other[status] = (other[status] ?? 0) + 1;
    });
    return { ms, other };
  };
  await run(1);
  const { ms, other } = await run(SECONDS);
  for (const { agent } of agents) agent.destroy();
  const result = {
    name,
    target: target.name,
    requests: ms.length,
    perSecond: Math.round(ms.length / SECONDS),
    p50Ms: quantile(ms, 0.5),
    p99Ms: quantile(ms, 0.99),
    other,
  };
  log(
    `${name} via ${target.name}: ${result.perSecond}/s, p99 ${result.p99Ms.toFixed(1)} ms${Object.keys(other).length ? ` ${JSON.stringify(other)}` : ''}`,
  );
  return result;
}

const loadAtStart = loadavg()[0] ?? 0;
const scratch = await nginxScratchDir();
const redis = await startRedisServer();
const portal = await startTestPortal({});
const stops: (() => Promise<void>)[] = [];
try {
  // In the project, as `releases/` is: a build's server code finds its packages in node_modules
  // above it.
  await mkdir('test-results', { recursive: true });
  const releasesDir = await mkdtemp(path.resolve('test-results', 'bench-releases-'));
  stops.push(() => removeScratchDir(releasesDir));
  await chmod(releasesDir, 0o755);
  await mkdir(path.join(releasesDir, 'bench'));
  await promisify(execFile)('cp', [
    '-al',
    'dist/client',
    'dist/server',
    'dist/release.json',
    path.join(releasesDir, 'bench'),
  ]);
  await activateRelease(releasesDir, 'bench');
  const env = {
    PORTAL_API_URL: portal.origin,
    PORTAL_API_KEY: portal.apiKey,
    SHOP_STORAGE_REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    ACCESS_LOG: 'false',
    LOG_FORMAT: 'json',
  };
  const instances = [
    await startShop({ RELEASES_DIR: releasesDir }, env),
    await startShop({ RELEASES_DIR: releasesDir }, env),
  ];
  stops.push(...instances.map((shop) => shop.stop));
  const port = await freePort();
  const nginx = await startNginx(
    scratch,
    nginxConfig({
      rules: await loadHeaderRules(path.join(releasesDir, 'current', 'client')),
      upstreams: instances.map((shop) => new URL(shop.origin).host),
      listen: `127.0.0.1:${port}`,
      releasesDir,
      runDir: scratch,
    }),
    port,
  );
  stops.unshift(() => nginx.stop());

  const listing = await (await fetch(`${nginx.url}/network-switches`)).text();
  const product = /href="(\/product\/[a-z0-9-]+)"/.exec(listing)?.[1];
  if (!product) throw new Error('no product page on /network-switches');
  const ids = portal.catalogue.products.filter((p) => p.broken === null).map((p) => p.id);
  const targets: Target[] = [
    { name: 'node front server alone', origin: (instances[0] as { origin: string }).origin },
    { name: 'nginx + 2 instances', origin: nginx.url },
  ];
  const cases: FrontDoorCase[] = [];
  for (const target of targets) {
    cases.push(await measure(target, 'product page', () => product, false));
    // nginx compresses a page on every request, the node server once (compression.ts): the page
    // taken as it is, too.
    cases.push(
      await measure(target, 'product page, uncompressed', () => product, false, 'identity'),
    );
    cases.push(await measure(target, '/api/products', () => '/api/products?page=2', true));
    cases.push(
      await measure(target, '/api/live/{id}', (n) => `/api/live/${ids[n % ids.length]}`, true),
    );
  }
  const frontDoor: FrontDoor = {
    command: `npm run bench:front-door -- --seconds ${SECONDS} --clients ${CLIENTS}`,
    date: new Date().toISOString(),
    seconds: SECONDS,
    clients: CLIENTS,
    products: ids.length,
    loadAverage: [loadAtStart, loadavg()[0] ?? 0],
    cases,
  };
  const file = resultsFileOf(values.out);
  const stored = await loadResults(file);
  const moved =
    stored.frontDoor &&
    movedSince(stored.frontDoor.date, frontDoorMoves(stored.frontDoor, frontDoor));
  for (const line of movedLines(moved)) log(line);
  const results = { ...stored, frontDoor: { ...frontDoor, moved } };
  await saveResults(file, results);
  await writeFile(values.out, renderReport(results));
  log(`stored in ${file} and written to ${values.out}`);
} finally {
  for (const stop of stops) await stop();
  await portal.close();
  await redis.stop();
  await removeScratchDir(scratch);
}

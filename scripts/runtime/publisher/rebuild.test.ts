/**
 * The whole rebuild path on real builds of a small demo catalogue: publish, serve, an editor's
 * signed webhook after a price change, portal failures that must leave the shop serving its last
 * good release, the build guard of `npm run build`, and rollback.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from '../../demo-portal/server.ts';
import { startTestPortal } from '../../demo-portal/test-support.ts';
import { startShopServer, type ShopServer } from '../front-server/shop-server.ts';
import { processEnv } from '../shop-src.ts';
import { publishRelease } from '../release/publish-release.ts';
import { currentReleaseDir, currentReleaseId, listReleases } from '../release/releases.ts';
import type { Receiver } from './receiver.ts';
import { newSecret, parseSecret, signDelivery } from './signature.ts';
import { startTestReceiver } from './test-support.ts';

const run = promisify(execFile);
const BUILD_TIMEOUT = 120_000;

const work = path.resolve('test-results', `rebuild-${randomBytes(4).toString('hex')}`);
const releases = path.join(work, 'releases');
const key = parseSecret(newSecret());
let portal: DemoPortal;
let env: NodeJS.ProcessEnv;
let shop: ShopServer;
let receiver: Receiver;
let productId: number;
let firstRelease: string;
let firstPrice: string;

/** The price in the JSON-LD of a product's page, as the shop serves it now. */
async function servedPrice(id: number): Promise<string> {
  const redirect = await (await fetch(`${shop.url}/product/${id}`)).text();
  const target = /url=(\/product\/[^"]+)"/.exec(redirect)?.[1];
  if (!target) throw new Error(`no redirect page for product ${id}`);
  const res = await fetch(`${shop.url}${target}`);
  expect(res.status).toBe(200);
  return /"price":"([^"]+)"/.exec(await res.text())?.[1] ?? 'none';
}

async function deliver(): Promise<number> {
  const body = Buffer.from(JSON.stringify({ type: 'catalogue.updated', data: { reason: 'test' } }));
  const res = await fetch(`${receiver.url}/hooks/rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signDelivery([key], body) },
    body,
  });
  return res.status;
}

beforeAll(async () => {
  await mkdir(work, { recursive: true });
  portal = await startTestPortal({ products: 60 });
  env = {
    ...processEnv(),
    PORTAL_API_URL: portal.origin,
    PORTAL_API_KEY: portal.apiKey,
    // Under the project, so the releases' server code finds node_modules.
    RELEASES_DIR: releases,
    SHOP_BUILD_STATE_DIR: path.join(work, 'state'),
    // Kept between runs in Astro's cache folder, like the shop's own image cache.
    IMAGE_CACHE_DIR: path.resolve('node_modules/.astro/shop-images-rebuild-tests'),
    CATALOGUE_BASELINE_FILE: '',
    ALLOW_CATALOGUE_SHRINK: '',
    CATALOGUE_MAX_SHRINK: '',
    RELEASES_KEEP: '',
  };
  const first = await publishRelease({ env, quiet: true, log: () => {} });
  firstRelease = first.record.id;
  shop = await startShopServer({
    host: '127.0.0.1',
    port: 0,
    env,
    locate: () => currentReleaseDir(releases),
    pollMs: 100,
    log: () => {},
  });
  receiver = await startTestReceiver(key, async () => {
    const { record } = await publishRelease({ env, quiet: true, log: () => {} });
    return { ok: true, release: record.id, products: record.products };
  });
  const product = portal.catalogue.products.find(
    (p) => p.broken === null && p.taxMethod === 'inclusive' && p.promoPrice === null,
  );
  if (!product) throw new Error('the demo catalogue has no plain product');
  productId = product.id;
}, BUILD_TIMEOUT);

afterAll(async () => {
  await receiver?.close();
  await shop?.close();
  await portal?.close();
  await rm(work, { recursive: true, force: true });
});

/** Waits until the shop server has switched to the live release. */
async function servingLive() {
  await shop.refresh();
  expect(shop.servingDir()).toBe(await currentReleaseDir(releases));
}

describe('catalogue rebuilds', () => {
  it('the first release records its figures and is served', async () => {
    const record = JSON.parse(
      await readFile(path.join(releases, firstRelease, 'release.json'), 'utf8'),
    );
    expect(record).toMatchObject({ id: firstRelease, products: 55, baseline: null });
    expect(record.pages).toBeGreaterThan(100);
    firstPrice = await servedPrice(productId);
    expect(firstPrice).toMatch(/^\d+\.\d\d$/);
    expect(firstPrice).not.toBe('4321.00');
  });

  it(
    "an editor's signed webhooks after a price change (20 in a burst) publish the new price in at most 2 builds",
    async () => {
      portal.updateProduct(productId, { price: 4321 });
      const statuses = await Promise.all(Array.from({ length: 20 }, deliver));
      expect(statuses).toEqual(Array(20).fill(202));
      await receiver.queue.idle();
      const status = receiver.queue.status();
      expect(status.builds).toBeLessThanOrEqual(2);
      expect(status.last).toMatchObject({ ok: true, products: 55 });
      expect(await currentReleaseId(releases)).toBe(status.last?.release);
      const record = JSON.parse(
        await readFile(path.join(releases, status.last?.release as string, 'release.json'), 'utf8'),
      );
      expect(record.baseline).toMatchObject({ products: 55 });
      await servingLive();
      expect(await servedPrice(productId)).toBe('4321.00');
    },
    BUILD_TIMEOUT,
  );

  it(
    'a portal that is down, empty, shrunk or answering HTML pages fails the build and the live release keeps serving',
    async () => {
      const live = await currentReleaseId(releases);
      const published = await listReleases(releases);
      const expected = {
        down: /HTTP 503/,
        empty: /no products/,
        shrink: /6 products, 89% fewer than the last good build/,
        html: /not JSON/,
      };
      for (const [mode, error] of Object.entries(expected)) {
        portal.setFaults({ mode: mode as 'down' });
        expect(await deliver()).toBe(202);
        await receiver.queue.idle();
        expect(receiver.queue.status().last, mode).toMatchObject({
          ok: false,
          error: expect.stringMatching(error),
        });
        expect(await currentReleaseId(releases), mode).toBe(live);
        expect(await listReleases(releases), mode).toEqual(published);
        await servingLive();
        expect(await servedPrice(productId), mode).toBe('4321.00');
      }
      portal.setFaults({ mode: 'normal' });
    },
    BUILD_TIMEOUT,
  );

  it(
    '`npm run build` refuses a shrunk catalogue against the last good build and leaves dist/ as it was',
    async () => {
      const distBefore = await stat(path.resolve('dist')).then(
        (s) => s.mtimeMs,
        () => null,
      );
      portal.setFaults({ mode: 'shrink' });
      const live = path.join(
        releases,
        (await currentReleaseId(releases)) as string,
        'release.json',
      );
      const build = await run('npx', ['node', 'scripts/runtime/cli/build.ts'], {
        env: { ...env, CATALOGUE_BASELINE_FILE: live },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      portal.setFaults({ mode: 'normal' });
      expect(build.code).toBe(1);
      expect(build.stderr).toMatch(
        /Build FAILED: the portal returned 6 products, 89% fewer than the last good build \(55 in .*release\.json/,
      );
      expect(build.stderr).toMatch(/ALLOW_CATALOGUE_SHRINK=1/);
      expect(build.stderr).toMatch(/dist\/ was left as it was/);
      expect(
        await stat(path.resolve('dist')).then(
          (s) => s.mtimeMs,
          () => null,
        ),
      ).toBe(distBefore);
    },
    BUILD_TIMEOUT,
  );

  // The command's own script on the Node running the tests (Node 24): npx would only add its
  // start-up.
  it('`npm run rollback` brings the previous release back, or a named one, and the server serves it', async () => {
    const ids = await listReleases(releases);
    const before = (await currentReleaseId(releases)) as string;
    const { stdout } = await run(process.execPath, ['scripts/runtime/cli/rollback.ts'], { env });
    const previous = ids[ids.indexOf(before) - 1];
    expect(await currentReleaseId(releases)).toBe(previous);
    expect(stdout).toContain(`Release ${previous} is live again`);
    await servingLive();

    await run(process.execPath, ['scripts/runtime/cli/rollback.ts', firstRelease], { env });
    await servingLive();
    expect(await servedPrice(productId)).toBe(firstPrice);
  });
});

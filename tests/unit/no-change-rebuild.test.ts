/**
 * The no-change check of a rebuild against a running demo portal: the same catalogue, code and
 * settings give the digest a release recorded; a repriced product, another VAT display or a
 * release recorded before digests were kept mean a build.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPortal, type DemoPortal } from '../../scripts/demo-portal/server.ts';
import type { ReleaseRecord } from '../../scripts/runtime/release/releases.ts';
import { checkForChange } from '../../scripts/runtime/release/unchanged.ts';
import { digestOfCatalogueNow } from '../../scripts/runtime/shop-src.ts';

let portal: DemoPortal;
let dir: string;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  portal = await startDemoPortal({
    port: 0,
    products: 40,
    seed: 3,
    submissionsFile: path.join(tmpdir(), `no-change-${process.pid}.jsonl`),
  });
  dir = await mkdtemp(path.join(tmpdir(), 'no-change-'));
  env = {
    PORTAL_API_URL: portal.origin,
    PORTAL_API_KEY: portal.apiKey,
    SITE_URL: 'https://shop.example.ae',
  };
});
afterAll(async () => {
  await portal.close();
  await rm(dir, { recursive: true, force: true });
});

const release = (digest: string | undefined): ReleaseRecord => ({
  id: '20261124-120000-abcd',
  builtAt: '2026-11-24T12:00:00.000Z',
  durationMs: 1000,
  products: 40,
  categories: 10,
  slides: 4,
  brands: 10,
  pages: 100,
  dropped: 0,
  warnings: [],
  baseline: null,
  ...(digest ? { digest } : {}),
});

async function keep(record: ReleaseRecord) {
  await writeFile(path.join(dir, 'release.json'), JSON.stringify(record));
}

describe('checkForChange', () => {
  it('builds nothing when the portal, the code and the settings are as the release recorded', async () => {
    await keep(release(await digestOfCatalogueNow(env, process.cwd())));
    const check = await checkForChange(env, dir);
    expect(check.unchangedSince?.id).toBe('20261124-120000-abcd');
    expect(check.message).toMatch(
      /^No change since release 20261124-120000-abcd \(digest [0-9a-f]{12}, checked in [\d.]+ s\): nothing rebuilt\.$/,
    );
  });

  it('builds when a price changed at the portal', async () => {
    await keep(release(await digestOfCatalogueNow(env, process.cwd())));
    const id = portal.catalogue.products[0]!.id;
    const repriced = await fetch(`${portal.origin}/__demo/products/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price: 1234.5 }),
    });
    expect(repriced.status).toBe(200);
    const check = await checkForChange(env, dir);
    expect(check.unchangedSince).toBeNull();
    expect(check.message).toMatch(/^changed since release 20261124-120000-abcd/);
  });

  it('builds when a setting the pages show changed', async () => {
    await keep(release(await digestOfCatalogueNow(env, process.cwd())));
    expect(
      (await checkForChange({ ...env, PRICES_INCLUDE_VAT: 'false' }, dir)).unchangedSince,
    ).toBeNull();
  });

  it('builds when the release kept no digest, or there is none', async () => {
    await keep(release(undefined));
    expect((await checkForChange(env, dir)).message).toBe(
      'no earlier build with a digest to compare with: building',
    );
    expect((await checkForChange(env, null)).unchangedSince).toBeNull();
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth, readReleaseSummary } from './health';
import { createMemoryStore } from './memory-store';
import { StoreUnavailableError } from './route-store';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'health-test-'));
  await writeFile(
    path.join(dir, 'release.json'),
    JSON.stringify({
      id: '20261127-101502-3fa9',
      builtAt: '2026-11-27T10:15:02.000Z',
      products: 500,
      warnings: [],
    }),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const base = {
  release: null,
  products: 500,
  startedAt: 1_000,
  redis: null,
  portal: null,
  now: 91_400,
};

describe('readReleaseSummary', () => {
  it("reads the release's id and build time, and nothing else", async () => {
    expect(await readReleaseSummary(dir)).toEqual({
      id: '20261127-101502-3fa9',
      builtAt: '2026-11-27T10:15:02.000Z',
    });
  });

  it('is null for a server without a build folder or release.json', async () => {
    expect(await readReleaseSummary(undefined)).toBeNull();
    expect(await readReleaseSummary(path.join(dir, 'missing'))).toBeNull();
  });
});

describe('checkHealth', () => {
  it('is ok without Redis or a portal call yet, with the uptime in seconds', async () => {
    expect(await checkHealth(base)).toEqual({
      status: 'ok',
      release: null,
      products: 500,
      uptimeSeconds: 90,
      portal: { state: 'unknown' },
    });
  });

  it('says whether a configured Redis answers; one that does not makes the status degraded, not failed', async () => {
    expect(await checkHealth({ ...base, redis: async () => createMemoryStore() })).toMatchObject({
      status: 'ok',
      redis: 'up',
    });
    const unreachable = async () => {
      throw new StoreUnavailableError(
        'Redis at SHOP_STORAGE_REDIS_URL (redis://10.0.0.9:6379) cannot be reached',
      );
    };
    const health = await checkHealth({ ...base, redis: unreachable });
    expect(health).toMatchObject({ status: 'degraded', redis: 'down' });
    expect(JSON.stringify(health)).not.toContain('10.0.0.9');
  });

  it("reports the portal's last contact as information only", async () => {
    const portal = { state: 'unreachable', at: '2026-11-27T10:20:00.000Z' } as const;
    expect(await checkHealth({ ...base, portal })).toMatchObject({ status: 'ok', portal });
  });
});

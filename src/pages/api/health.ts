/**
 * `GET /api/health`: what a load balancer polls (src/server/health.ts). Never cached, never a
 * portal call: the portal's state is what its last call found.
 */
import type { APIRoute } from 'astro';
import publishedIds from 'virtual:shop/product-ids';
import { readSettings } from '../../config/settings';
import { checkHealth, readReleaseSummary } from '../../server/health';
import { json } from '../../server/http';
import { otherMethods } from '../../server/methods';
import { lastPortalContact } from '../../server/portal';
import { getStorage } from '../../server/storage';

export const prerender = false;

/** A worker runs one build all its life: its release is read once. */
let release: ReturnType<typeof readReleaseSummary> | undefined;
const processStartedAt = Date.now() - process.uptime() * 1000;

export const GET: APIRoute = async () => {
  const { instance, storage } = readSettings();
  release ??= readReleaseSummary(instance.releaseDir);
  const health = await checkHealth({
    release: await release,
    products: publishedIds.size,
    startedAt: instance.startedAt ?? processStartedAt,
    redis: storage.redisUrl ? getStorage : null,
    portal: lastPortalContact(),
  });
  return json(200, { ...health });
};

export const ALL = otherMethods({ GET });

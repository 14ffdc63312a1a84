/**
 * The health answer of `GET /api/health`, for a load balancer and for whoever runs the shop: the
 * release served and when it was built, the products it publishes, the instance's uptime, the
 * shared store when Redis is configured, and whether the portal could be reached at its last call.
 *
 * The answer is 200 whenever this server answers: the pages and the search are served without the
 * portal and without Redis, so neither fails the check. A Redis that cannot be reached makes the
 * status "degraded" (the write routes answer 503 until it is back). No address, key or password is
 * in the answer.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PortalContact } from './portal';
import type { RouteStore } from './route-store';

const releaseSchema = z.object({ id: z.string(), builtAt: z.string() });

export type ReleaseSummary = z.infer<typeof releaseSchema>;

/** The release.json of the build folder a server runs, or null when it has none (a dev server). */
export async function readReleaseSummary(dir: string | undefined): Promise<ReleaseSummary | null> {
  if (!dir) return null;
  try {
    const parsed = releaseSchema.safeParse(
      JSON.parse(await readFile(path.join(dir, 'release.json'), 'utf8')),
    );
    return parsed.success ? { id: parsed.data.id, builtAt: parsed.data.builtAt } : null;
  } catch {
    return null;
  }
}

export interface HealthInputs {
  release: ReleaseSummary | null;
  products: number;
  /** When the instance started (ms since the epoch). */
  startedAt: number;
  /** The shared store, when Redis is configured: opening it (it may fail) is left to the check. */
  redis: (() => Promise<RouteStore>) | null;
  portal: PortalContact | null;
  now?: number;
}

export interface Health {
  status: 'ok' | 'degraded';
  release: ReleaseSummary | null;
  products: number;
  uptimeSeconds: number;
  redis?: 'up' | 'down';
  portal: PortalContact | { state: 'unknown' };
}

async function redisState(open: () => Promise<RouteStore>): Promise<'up' | 'down'> {
  try {
    await (await open()).ping();
    return 'up';
  } catch {
    return 'down';
  }
}

export async function checkHealth({
  release,
  products,
  startedAt,
  redis,
  portal,
  now = Date.now(),
}: HealthInputs): Promise<Health> {
  const redisNow = redis ? await redisState(redis) : undefined;
  return {
    status: redisNow === 'down' ? 'degraded' : 'ok',
    release,
    products,
    uptimeSeconds: Math.max(0, Math.round((now - startedAt) / 1000)),
    ...(redisNow ? { redis: redisNow } : {}),
    portal: portal ?? { state: 'unknown' },
  };
}

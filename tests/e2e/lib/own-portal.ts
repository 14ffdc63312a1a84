/**
 * The demo portal of a shop server a test starts for itself (./isolated-shop.ts,
 * ./serve-process.ts): on a free loopback port, generating the catalogue the suite's build read
 * (same size and seed), so the build's published ids and prices are this portal's too, with a
 * submissions file of its own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startDemoPortal, type DemoPortal } from '../../../scripts/demo-portal/server.ts';

export interface PortalSubmission {
  endpoint: string;
  status: number;
  body: Record<string, unknown>;
}

export interface OwnPortal {
  portal: DemoPortal;
  /** What the portal received (orders, contact messages), in order. */
  submissions(): Promise<PortalSubmission[]>;
  /** Closes the portal and removes its submissions file. */
  close(): Promise<void>;
}

export async function startOwnPortal(): Promise<OwnPortal> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'own-portal-'));
  const portal = await startDemoPortal({
    port: 0,
    products: process.env.DEMO_PORTAL_PRODUCTS
      ? Number(process.env.DEMO_PORTAL_PRODUCTS)
      : undefined,
    seed: process.env.DEMO_PORTAL_SEED ? Number(process.env.DEMO_PORTAL_SEED) : undefined,
    submissionsFile: path.join(scratch, 'submissions.jsonl'),
    // Fault switches in this process's environment are the suite server's, not this portal's.
    env: {},
  });
  return {
    portal,
    async submissions() {
      const text = await readFile(portal.submissionsFile, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as PortalSubmission);
    },
    async close() {
      await portal.close();
      await rm(scratch, { recursive: true, force: true });
    },
  };
}

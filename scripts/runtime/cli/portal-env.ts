/**
 * Gives a command the portal settings it needs: the real portal's when PORTAL_API_URL is set,
 * otherwise an embedded demo portal started on a free loopback port for the command's lifetime.
 * The demo portal is development code: it is imported only when it is needed, so a production
 * server configured with a portal never loads it.
 */
import { writeFile } from 'node:fs/promises';

export interface PortalEnv {
  env: NodeJS.ProcessEnv;
  /** Stops the embedded demo portal, if one was started. */
  stop: () => Promise<void>;
}

export async function portalEnv(base: NodeJS.ProcessEnv = process.env): Promise<PortalEnv> {
  if (base.PORTAL_API_URL) {
    if (!base.PORTAL_API_KEY) throw new Error('PORTAL_API_URL is set but PORTAL_API_KEY is not: set both.');
    return { env: { ...base }, stop: async () => {} };
  }
  const { startDemoPortal } = await import('../../dev/demo-portal/server.ts');
  const portal = await startDemoPortal({
    port: 0,
    products: base.DEMO_PORTAL_PRODUCTS ? Number(base.DEMO_PORTAL_PRODUCTS) : undefined,
    seed: base.DEMO_PORTAL_SEED ? Number(base.DEMO_PORTAL_SEED) : undefined,
    submissionsFile: base.DEMO_PORTAL_SUBMISSIONS || undefined,
  });
  console.log(`[demo portal] PORTAL_API_URL is not set: using the embedded demo portal at ${portal.origin}`);
  // Lets browser tests reach the demo portal's fault switches.
  if (base.DEMO_PORTAL_INFO_FILE) await writeFile(base.DEMO_PORTAL_INFO_FILE, JSON.stringify({ origin: portal.origin }));
  return {
    env: { ...base, PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey },
    stop: () => portal.close(),
  };
}

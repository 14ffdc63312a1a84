/**
 * Gives a command the portal settings it needs: the real portal's when PORTAL_API_URL is set,
 * otherwise an embedded demo portal started on a free loopback port for the command's lifetime.
 * The demo portal is development code: it is imported only when it is needed, so a production
 * server configured with a portal never loads it.
 */
import { writeFile } from 'node:fs/promises';
import { processEnv, readSettings } from '../../../src/config/settings.ts';

export interface PortalEnv {
  env: NodeJS.ProcessEnv;
  /** Stops the embedded demo portal, if one was started. */
  stop: () => Promise<void>;
}

/** `drawAhead`: the command is a build, which asks for every picture once it has started up. */
export async function portalEnv(base: NodeJS.ProcessEnv = processEnv(), { drawAhead = false } = {}): Promise<PortalEnv> {
  const settings = readSettings(base);
  if (base.PORTAL_API_URL?.trim()) {
    if (!base.PORTAL_API_KEY?.trim()) throw new Error('PORTAL_API_URL is set but PORTAL_API_KEY is not: set both.');
    return { env: { ...base }, stop: async () => {} };
  }
  const { startDemoPortal } = await import('../../dev/demo-portal/server.ts');
  const portal = await startDemoPortal({
    port: 0,
    products: settings.demoPortal.products,
    seed: settings.demoPortal.seed,
    pictures: settings.demoPortal.pictures,
    // Astro takes seconds to start before it asks for a picture: the portal draws meanwhile.
    drawAhead,
    submissionsFile: settings.demoPortal.submissionsFile,
  });
  console.log(`[demo portal] PORTAL_API_URL is not set: using the embedded demo portal at ${portal.origin}`);
  // Lets browser tests reach the demo portal's fault switches.
  if (settings.demoPortal.infoFile) await writeFile(settings.demoPortal.infoFile, JSON.stringify({ origin: portal.origin }));
  return {
    env: { ...base, PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey },
    stop: () => portal.close(),
  };
}

/**
 * Gives a command the portal settings it needs: the real portal's when PORTAL_API_URL is set,
 * otherwise an embedded demo portal started on a free loopback port for the command's lifetime.
 * The demo portal is development code: it is imported only when it is needed, so a production
 * server configured with a portal never loads it.
 */
import { processEnv } from '../shop-src.ts';

export interface PortalEnv {
  env: NodeJS.ProcessEnv;
  /** Whether it is the embedded demo portal, whose pictures are drawn by our own code. */
  demo: boolean;
  /** Stops the embedded demo portal, if one was started. */
  stop: () => Promise<void>;
}

/** `drawAhead`: the command is a build, which asks for every picture once it has started up. */
export async function portalEnv(
  base: NodeJS.ProcessEnv = processEnv(),
  { drawAhead = false } = {},
): Promise<PortalEnv> {
  if (base.PORTAL_API_URL?.trim()) {
    if (!base.PORTAL_API_KEY?.trim())
      throw new Error('PORTAL_API_URL is set but PORTAL_API_KEY is not: set both.');
    return { env: { ...base }, demo: false, stop: async () => {} };
  }
  const { startEmbeddedDemoPortal } = await import('../../dev/demo-portal/embedded.ts');
  const portal = await startEmbeddedDemoPortal(base, { drawAhead });
  console.log(
    `[demo portal] PORTAL_API_URL is not set: using the embedded demo portal at ${portal.origin}`,
  );
  return {
    env: { ...base, PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey },
    demo: true,
    stop: () => portal.close(),
  };
}

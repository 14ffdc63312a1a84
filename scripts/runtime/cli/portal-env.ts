/**
 * Gives a command the portal settings it needs. PORTAL_API_URL names the portal; without it a
 * command stops at once, naming the variable, unless the demo portal is asked for (`--demo` or
 * DEMO_PORTAL=1): then the demo portal runs as a child process for the command's lifetime. So a
 * production host that lacks the variable never builds, publishes or serves the demo catalogue.
 */
import { processEnv } from '../shop-src.ts';
import { startDemoPortalProcess } from './demo-portal-process.ts';

export interface PortalEnv {
  env: NodeJS.ProcessEnv;
  /** Whether it is the demo portal, whose pictures are drawn by our own code. */
  demo: boolean;
  /** Stops the demo portal, if this command started one. */
  stop: () => Promise<void>;
}

/** Settings that do not let a command reach any portal. */
export class PortalSettingsError extends Error {}

export const DEMO_FLAG = '--demo';

/** Whether the demo is asked for: `--demo` among the command's arguments, or DEMO_PORTAL=1. */
export function demoAsked(env: NodeJS.ProcessEnv, args: readonly string[]): boolean {
  return args.includes(DEMO_FLAG) || env.DEMO_PORTAL?.trim() === '1';
}

/**
 * `demo`: the demo portal is asked for; with PORTAL_API_URL set, that portal is a demo portal
 * already running (`npm start` starts one for its build and its server). `drawAhead`: the command
 * is a build, which asks for every picture once it has started up.
 */
export async function portalEnv(
  base: NodeJS.ProcessEnv = processEnv(),
  { demo = demoAsked(base, []), drawAhead = false } = {},
): Promise<PortalEnv> {
  if (base.PORTAL_API_URL?.trim()) {
    if (!base.PORTAL_API_KEY?.trim())
      throw new PortalSettingsError('PORTAL_API_URL is set but PORTAL_API_KEY is not: set both.');
    return { env: { ...base }, demo, stop: async () => {} };
  }
  if (!demo)
    throw new PortalSettingsError(
      "PORTAL_API_URL is not set: set it and PORTAL_API_KEY to the portal's API, or ask for the " +
        `demo portal with ${DEMO_FLAG} (or DEMO_PORTAL=1).`,
    );
  const portal = await startDemoPortalProcess(base, { drawAhead });
  console.log(`[demo portal] PORTAL_API_URL is not set: using the demo portal at ${portal.origin}`);
  return {
    env: { ...base, PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey },
    demo: true,
    stop: portal.stop,
  };
}

/**
 * The portal settings of a command run with `args`; settings that reach no portal end it at once
 * with exit code 2 and the reason on standard error.
 */
export async function commandPortalEnv(
  args: readonly string[],
  { drawAhead = false } = {},
): Promise<PortalEnv> {
  const env = processEnv();
  try {
    return await portalEnv(env, { demo: demoAsked(env, args), drawAhead });
  } catch (error) {
    if (!(error instanceof PortalSettingsError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

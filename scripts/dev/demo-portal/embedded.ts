/**
 * The demo portal a command starts for its own lifetime when no real portal is configured
 * (scripts/runtime/cli/portal-env.ts), sized and seeded by the development settings.
 */
import { writeFile } from 'node:fs/promises';
import { readDevSettings } from '../dev-settings.ts';
import { startDemoPortal, type DemoPortal } from './server.ts';

/**
 * `drawAhead`: the command is a build, which asks for every picture once Astro has started up: the
 * portal draws meanwhile.
 */
export async function startEmbeddedDemoPortal(
  env: NodeJS.ProcessEnv,
  { drawAhead = false } = {},
): Promise<DemoPortal> {
  const { demoPortal } = readDevSettings(env);
  const portal = await startDemoPortal({
    port: 0,
    products: demoPortal.products,
    seed: demoPortal.seed,
    pictures: demoPortal.pictures,
    drawAhead,
    submissionsFile: demoPortal.submissionsFile,
  });
  // Lets browser tests reach the demo portal's fault switches.
  if (demoPortal.infoFile)
    await writeFile(demoPortal.infoFile, JSON.stringify({ origin: portal.origin }));
  return portal;
}

/**
 * Runs a command with the portal settings in its environment: the real portal's when PORTAL_API_URL
 * is set, else the demo portal, as a process of its own for the command's lifetime. `npm run check`
 * uses it, since `astro check` syncs the catalogue collections first.
 */
import { portalEnv } from '../runtime/cli/portal-env.ts';
import { run } from '../runtime/release/run.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/dev/with-portal.ts <command> [args...]');
  process.exit(2);
}
const portal = await portalEnv(undefined, { demo: true });
try {
  process.exitCode = await run(command, args, portal.env);
} finally {
  await portal.stop();
}

/**
 * `npm run serve`: serves the shop on HOST:PORT (default http://127.0.0.1:4321): the live release
 * (`releases/current`, see `npm run publish`) when there is one, else the last `npm run build` in
 * dist/; SERVE_DIR names another build folder. A newly published release is picked up within a
 * second, without dropping requests in flight; SIGHUP makes it look at once. Every response carries
 * the security headers, text is compressed, hashed assets are cached for good. The on-demand
 * routes read the portal settings at run time; without PORTAL_API_URL they talk to an embedded demo
 * portal. With SHOP_STORAGE_REDIS_URL set it starts only when that Redis answers.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { portalEnv } from './portal-env.ts';
import { currentReleaseDir } from '../release/releases.ts';
import { readSettings } from '../../../src/config/settings.ts';
import { startShopServer } from '../front-server/shop-server.ts';
import { sharedStorageProblem } from './shared-storage.ts';

const hasServer = (dir: string) => stat(path.join(dir, 'server', 'entry.mjs')).then(() => true, () => false);

const settings = readSettings();

async function liveBuild(): Promise<string | null> {
  if (settings.server.serveDir) return settings.server.serveDir;
  const release = await currentReleaseDir(settings.releases.dir);
  if (release) return release;
  const dist = path.resolve('dist');
  return (await hasServer(dist)) ? dist : null;
}

const storageProblem = await sharedStorageProblem(settings.storage.redisUrl);
if (storageProblem) {
  console.error(storageProblem);
  process.exit(1);
}

const portal = await portalEnv();
const shop = await startShopServer({
  host: settings.server.host,
  port: settings.server.port,
  env: portal.env,
  locate: liveBuild,
  log: (line) => console.log(`[serve] ${line}`),
}).catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await portal.stop();
  process.exit(1);
});
console.log(`Serving the shop at ${shop.url} from ${shop.servingDir()}`);

process.on('SIGHUP', () => void shop.refresh());
async function shutdown() {
  await shop.close();
  await portal.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

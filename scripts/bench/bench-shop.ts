/**
 * The last build (dist/) served by the shop's own server (startShopServer) on a free loopback port,
 * with `portal` as its portal, for the route benches. It trusts one proxy (TRUST_PROXY=1), so each
 * simulated shopper is the X-Forwarded-For entry a request carries (route-shoppers.ts), and takes
 * writes from its own origin only, which it is told before it starts (SITE_URL, HOST, PORT).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DemoPortal } from '../demo-portal/server.ts';
import { freePort } from '../dev/free-port.ts';
import { startShopServer, type ShopServer } from '../runtime/front-server/shop-server.ts';

/** `env` adds to or overrides the shop's settings, e.g. `{PORTAL_HOURLY_LIMIT: '0'}`. */
export async function startBenchShop(
  portal: DemoPortal,
  env: Record<string, string> = {},
): Promise<ShopServer> {
  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'release.json')))
    throw new Error(`no build in ${dist}: run \`npm run build -- --demo\` first`);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return startShopServer({
    host: '127.0.0.1',
    port,
    env: {
      ...process.env,
      PORTAL_API_URL: portal.origin,
      PORTAL_API_KEY: portal.apiKey,
      TRUST_PROXY: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: origin,
      ...env,
    },
    locate: async () => dist,
    log: () => {},
  });
}

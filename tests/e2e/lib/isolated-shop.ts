/**
 * A shop server of its own for tests that change the portal under the shop (faults, repricing,
 * stock, slow answers): it serves the same production build (dist/) as the suite's server, with a
 * demo portal of its own on a free loopback port, so nothing it does reaches tests running beside
 * it. The demo portal generates the same catalogue as the one the build read (same size and seed),
 * so the build's published ids and prices are this portal's too, until a test changes them.
 */
import { expect, test } from '@playwright/test';
import type { LiveOffer } from '../../../src/domain/live/live-offer';
import path from 'node:path';
import type { DemoPortal } from '../../../scripts/demo-portal/server.ts';
import { startShopServer } from '../../../scripts/runtime/front-server/shop-server.ts';
import { startOwnPortal, type PortalSubmission } from './own-portal';
import { freePort } from './serve-process';

export interface IsolatedShop {
  /** The shop's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  portal: DemoPortal;
  /** What the portal received (orders, contact messages), in order. */
  submissions(): Promise<PortalSubmission[]>;
  /** Orders the portal received and accepted. */
  placedOrders(): Promise<PortalSubmission[]>;
  /**
   * Resolves once the shop's copy of the offers, which the live routes answer from, shows `figures`
   * for product `id`: a change made at the portal reaches it at the copy's next read (every 10 s
   * here).
   */
  offersShow(id: number, figures: Partial<LiveOffer>): Promise<void>;
  close(): Promise<void>;
}

export interface IsolatedShopOptions {
  /** The build to serve (a folder with client/ and server/); default dist/. */
  buildDir?: string;
  /** Settings of the shop server beyond these tests' defaults. */
  env?: Record<string, string>;
}

/**
 * The portal's hourly limit is not counted, so the copy of the offers is read as often as the shop
 * ever reads it (every 10 s) and a test that changes a product at the portal sees it on the shop's
 * pages within seconds; a test of the hourly limit or of the defaults sets its own.
 */
const TEST_DEFAULTS = { PORTAL_HOURLY_LIMIT: '0' };

export async function startIsolatedShop({
  buildDir = 'dist',
  env = {},
}: IsolatedShopOptions = {}): Promise<IsolatedShop> {
  const own = await startOwnPortal();
  const { portal, submissions } = own;
  // The shop must know its own address before it listens: writes are accepted from it only.
  const port = await freePort();
  const shop = await startShopServer({
    host: '127.0.0.1',
    port,
    // Writes are accepted from the server's own address (SITE_URL is unset): HOST and PORT name it.
    // One proxy is trusted, as the suite's server does: tests name a client in X-Forwarded-For.
    env: {
      ...process.env,
      ...TEST_DEFAULTS,
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_API_URL: portal.origin,
      PORTAL_API_KEY: portal.apiKey,
      TRUST_PROXY: '1',
      ...env,
    },
    locate: async () => path.resolve(buildDir),
    log: () => {},
  }).catch(async (error: unknown) => {
    await own.close();
    throw error;
  });
  return {
    url: shop.url,
    portal,
    submissions,
    async offersShow(id, figures) {
      const live = async () =>
        (await fetch(`${shop.url}/api/live/${id}`)).json() as Promise<LiveOffer>;
      await expect
        .poll(live, {
          timeout: 40_000,
          message: `the shop's copy of the offers shows ${JSON.stringify(figures)} for product ${id}`,
        })
        .toMatchObject(figures);
    },
    placedOrders: async () =>
      (await submissions()).filter(
        (s) => s.endpoint.includes('guest-checkout') && s.status >= 200 && s.status < 300,
      ),
    async close() {
      await shop.close();
      await own.close();
    },
  };
}

/**
 * Gives the tests of one file a shop of their own: started before the first test, closed after the
 * last, its portal reset before each test and then put in the state `eachTest` sets.
 */
export function useIsolatedShop(
  eachTest: (shop: IsolatedShop) => void = () => {},
  options: IsolatedShopOptions = {},
): () => IsolatedShop {
  let shop: IsolatedShop | undefined;
  const current = () => {
    if (!shop) throw new Error('the isolated shop is not running: use it inside a test');
    return shop;
  };
  test.beforeAll(async () => {
    shop = await startIsolatedShop(options);
  });
  test.afterAll(async () => {
    await shop?.close();
  });
  test.beforeEach(() => {
    current().portal.reset();
    eachTest(current());
  });
  return current;
}

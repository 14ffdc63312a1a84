/**
 * What the back office says reaches the pages within seconds, at the shop's default settings (a
 * portal limit of 500 calls an hour, the offers read as often as that allows):
 * - with no delivery at all, a product sold out and another repriced at the portal show so on their
 *   pages and in the cart within 30 s;
 * - a signed delivery naming a repriced product has its live figures read at once (within 2 s, in
 *   both languages), and the rebuilt page the publisher makes live carries the price in its HTML,
 *   as does the page of the next delivery, which the same kept process renders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { DemoProduct } from '../../scripts/demo-portal/catalogue.ts';
import type { QueueStatus } from '../../scripts/runtime/publisher/rebuild-queue.ts';
import {
  newSecret,
  parseSecret,
  rebuildDelivery,
} from '../../scripts/runtime/publisher/signature.ts';
import { publishRelease } from '../../scripts/runtime/release/publish-release.ts';
import type { ReleaseRecord } from '../../scripts/runtime/release/releases.ts';
import type { LiveOffer } from '../../src/domain/live/live-offer';
import { feedPrice } from '../../src/build/feeds/merchant-feed';
import { formatMoney } from '../../src/i18n/format';
import { expect, readyBuyBox, test, type StoredCartLine } from './fixtures';
import { useIsolatedShop } from './lib/isolated-shop';
import { startOwnPortal, type OwnPortal } from './lib/own-portal';
import { freePort, startServeProcess, type ServeProcess } from './lib/serve-process';

/** Unset: the shop's own defaults, not the faster reads the other isolated-shop tests ask for. */
const DEFAULTS = { OFFERS_REFRESH_SECONDS: '', PORTAL_HOURLY_LIMIT: '' };

/** Plain products of the demo catalogue: VAT-inclusive list price, not on sale, plenty in stock. */
function plainProducts(products: readonly DemoProduct[]): DemoProduct[] {
  return products
    .filter(
      (p) =>
        p.broken === null &&
        !p.hostile &&
        p.taxMethod === 'inclusive' &&
        p.promoPrice === null &&
        !p.promotion &&
        !p.bxgy,
    )
    .filter((p) => typeof p.quantity === 'number' && p.quantity >= 5)
    .map((p) => ({ ...p }));
}

const aed = (fils: number) => (fils / 100).toFixed(2);
const LANGUAGES = [
  { prefix: '', locale: 'en' },
  { prefix: '/ar', locale: 'ar' },
] as const;
const liveOffer = async (origin: string, id: number) =>
  (await (await fetch(`${origin}/api/live/${id}`)).json()) as LiveOffer;

async function storeCart(page: Page, origin: string, products: DemoProduct[]) {
  const lines: StoredCartLine[] = products.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    image: null,
    brand: null,
    quantity_available: p.quantity ?? null,
    quantity: 1,
  }));
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify(lines));
}

test.describe('at the default settings, with no delivery', () => {
  const shop = useIsolatedShop(() => {}, { env: DEFAULTS });

  test('a product sold out and another repriced at the portal show so on their pages, in the cart and on a card within 30 s', async ({
    page,
  }) => {
    // The change waits for the copy's next read (every 18 s at this catalogue and limit), then the
    // pages are read.
    test.setTimeout(90_000);
    const [soldOut, repriced] = plainProducts(shop().portal.catalogue.products) as [
      DemoProduct,
      DemoProduct,
    ];
    const newPrice = repriced.price + 12_345;
    await storeCart(page, shop().url, [soldOut, repriced]);

    shop().portal.updateProduct(soldOut.id, { quantity: 0 });
    shop().portal.updateProduct(repriced.id, { price: aed(newPrice) });
    // As a shopper reloading: every answer is the copy as it is now, so the poll sees the read that
    // follows.
    await expect
      .poll(
        async () => [
          (await liveOffer(shop().url, soldOut.id)).quantity,
          (await liveOffer(shop().url, repriced.id)).price,
        ],
        {
          timeout: 30_000,
          intervals: [500],
          message: 'the shop’s copy of the offers shows both changes within 30 s',
        },
      )
      .toEqual([0, newPrice]);

    await page.goto(`${shop().url}/product/${soldOut.id}`);
    await expect((await readyBuyBox(page)).locator('[data-stock-status]')).toHaveText(
      'Out of Stock',
    );
    await page.goto(`${shop().url}/product/${repriced.id}`);
    await expect((await readyBuyBox(page)).locator('[data-current-price]')).toHaveText(
      formatMoney(newPrice),
    );

    await page.goto(`${shop().url}/cart`);
    await expect(page.locator(`[data-cart-line="${soldOut.id}"] [data-stock-notice]`)).toHaveText(
      'Sold out',
    );
    await expect(page.locator(`[data-cart-line="${repriced.id}"] [data-current-price]`)).toHaveText(
      formatMoney(newPrice),
    );

    // Its card, drawn from the build's catalogue, says what the shop knows now.
    await page.goto(`${shop().url}/products?search=${encodeURIComponent(soldOut.code)}`);
    const card = page.locator(`[data-product-card][data-product-id="${soldOut.id}"]`).first();
    await expect(card.locator('[data-card-sold-out]')).toBeVisible();
    await expect(card.locator('[data-card-action="add"]')).toBeDisabled();
    await expect(card.locator('[data-card-action="add"]')).toHaveText('Out of Stock');
  });
});

test.describe('at the default settings, a portal down for two minutes', () => {
  const shop = useIsolatedShop(() => {}, { env: DEFAULTS });

  test('is read again within 15 s of answering: fresh figures, and health says the portal is reachable', async () => {
    test.setTimeout(240_000);
    const id = (plainProducts(shop().portal.catalogue.products)[1] as DemoProduct).id;
    const health = async () =>
      ((await (await fetch(`${shop().url}/api/health`)).json()) as { portal: { state: string } })
        .portal.state;
    await expect
      .poll(async () => (await liveOffer(shop().url, id)).stale ?? false, {
        message: 'the copy has been read',
      })
      .toBe(false);

    const downAt = Date.now();
    shop().portal.setFaults({ mode: 'down' });
    await expect
      .poll(async () => [(await liveOffer(shop().url, id)).stale, await health()], {
        timeout: 90_000,
        intervals: [1_000],
        message: 'the shop sees the portal down',
      })
      .toEqual([true, 'unreachable']);
    // The rest of the two minutes down: the shop keeps trying, seconds apart.
    await new Promise((resolve) => setTimeout(resolve, downAt + 120_000 - Date.now()));
    shop().portal.setFaults({ mode: 'normal' });
    await expect
      .poll(async () => [(await liveOffer(shop().url, id)).stale ?? false, await health()], {
        timeout: 15_000,
        intervals: [250],
        message: 'fresh figures and a reachable portal within 15 s of its answering again',
      })
      .toEqual([false, 'reachable']);
  });
});

/** `npm run publisher` in a process of its own, on the test's releases folder and portal. */
async function startPublisher(
  env: NodeJS.ProcessEnv,
): Promise<{ origin: string; child: ChildProcess; status(): Promise<QueueStatus> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/runtime/cli/publisher.ts'], {
    env: {
      ...env,
      PUBLISHER_HOST: '127.0.0.1',
      PUBLISHER_PORT: String(port),
      REBUILD_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const status = async () => (await (await fetch(`${origin}/hooks/status`)).json()) as QueueStatus;
  await expect
    .poll(
      () =>
        status().then(
          () => true,
          () => false,
        ),
      { timeout: 30_000, message: 'the publisher listens' },
    )
    .toBe(true);
  return { origin, child, status };
}

test.describe('a signed delivery naming a repriced product', () => {
  let portal: OwnPortal;
  let releases: string;
  let shop: ServeProcess;
  let publisher: Awaited<ReturnType<typeof startPublisher>>;
  const secret = newSecret();

  test.beforeAll(async () => {
    // A first release, built as the publisher builds (on the suite's build state: few pages
    // rendered).
    test.setTimeout(300_000);
    portal = await startOwnPortal();
    // Inside the project: a release's server resolves its packages from the project's node_modules.
    await mkdir('test-results', { recursive: true });
    releases = await mkdtemp(path.resolve('test-results', 'delivery-releases-'));
    const env = {
      ...process.env,
      ...DEFAULTS,
      PORTAL_API_URL: portal.portal.origin,
      PORTAL_API_KEY: portal.portal.apiKey,
      RELEASES_DIR: releases,
      REBUILD_WEBHOOK_SECRET: secret,
      CATALOGUE_BASELINE_FILE: '',
    };
    await publishRelease({ env, quiet: true, log: () => {} });
    shop = await startServeProcess(
      { ...DEFAULTS, SERVE_DIR: '', RELEASES_DIR: releases },
      { portal },
    );
    publisher = await startPublisher(env);
  });

  test.afterAll(async () => {
    publisher?.child.kill('SIGKILL');
    await shop?.stop();
    await portal?.close();
    if (releases) await rm(releases, { recursive: true, force: true });
  });

  /** A signed delivery naming `product`, accepted; the reason its build is published under. */
  async function deliver(product: DemoProduct): Promise<string> {
    const { body, headers } = rebuildDelivery(
      [parseSecret(secret)],
      `test: price of product ${product.id}`,
      { products: [product.id] },
    );
    const res = await fetch(`${publisher.origin}/hooks/rebuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    expect(res.status).toBe(202);
    return `webhook ${headers['webhook-id']}`;
  }

  /**
   * Waits for the delivery's release, then finds `price` in the HTML of the product's pages and in
   * its items of the feeds.
   */
  async function rebuiltPagesCarry(product: DemoProduct, reason: string, price: number) {
    await expect
      .poll(async () => (await publisher.status()).lastPublished?.reason ?? null, {
        timeout: 240_000,
        intervals: [1_000],
        message: 'the rebuild is live',
      })
      .toBe(reason);
    for (const { prefix, locale } of LANGUAGES) {
      // /product/{id} is a small page that sends the browser on to the product's own address.
      const redirect = await (await fetch(`${shop.url}${prefix}/product/${product.id}`)).text();
      const target = /content="0; url=([^"]+)"/.exec(redirect)?.[1];
      expect(target, `${prefix}/product/${product.id} names the product's page`).toBeTruthy();
      // The server switches to a new release within a second of its publishing.
      await expect
        .poll(
          async () =>
            (await (await fetch(`${shop.url}${target}`)).text()).includes(
              formatMoney(price, locale),
            ),
          {
            message: `${target} carries the new price in its HTML`,
          },
        )
        .toBe(true);
    }
    await feedsCarry(product, price);
  }

  /** Finds `price` in the product's item of each language's Merchant Center feed. */
  async function feedsCarry(product: DemoProduct, price: number) {
    for (const { prefix } of LANGUAGES) {
      const feed = await (await fetch(`${shop.url}${prefix}/feeds/google-shopping.xml`)).text();
      const item = new RegExp(`<g:id>${product.id}</g:id>[\\s\\S]*?<g:price>([^<]+)</g:price>`);
      expect(item.exec(feed)?.[1], `${prefix}/feeds/: the item of product ${product.id}`).toBe(
        feedPrice(price),
      );
    }
  }

  test('shows the new price live in both languages within 2 s, then in the rebuilt page’s HTML', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const [product, next] = plainProducts(portal.portal.catalogue.products).slice(3) as [
      DemoProduct,
      DemoProduct,
    ];
    const newPrice = product.price + 12_345;
    await expect
      .poll(async () => (await liveOffer(shop.url, product.id)).price, {
        message: 'the copy has been read',
      })
      .toBe(product.price);

    portal.portal.updateProduct(product.id, { price: aed(newPrice) });
    const reason = await deliver(product);
    await expect
      .poll(async () => (await liveOffer(shop.url, product.id)).price, {
        timeout: 2_000,
        intervals: [100],
        message: 'the live figures follow the delivery within 2 s',
      })
      .toBe(newPrice);

    for (const { prefix, locale } of LANGUAGES) {
      await page.goto(`${shop.url}${prefix}/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect((await readyBuyBox(page)).locator('[data-current-price]')).toHaveText(
        formatMoney(newPrice, locale),
      );
    }
    await rebuiltPagesCarry(product, reason, newPrice);

    // The next edit is rendered by the process that rendered this one (release/edit-renderer.ts),
    // from its own catalogue, not the last edit's.
    const nextPrice = next.price + 6_789;
    portal.portal.updateProduct(next.id, { price: aed(nextPrice) });
    await rebuiltPagesCarry(next, await deliver(next), nextPrice);
    await feedsCarry(product, newPrice);
    const live = JSON.parse(
      await readFile(path.join(releases, 'current', 'release.json'), 'utf8'),
    ) as ReleaseRecord;
    expect(live.renderer).toBe('kept renderer');
  });
});

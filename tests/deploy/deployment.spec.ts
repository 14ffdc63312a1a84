/**
 * The shop behind a real front door, end to end: nginx (the configuration `npm run nginx-config`
 * writes) serving the live release and balancing two `npm run serve` instances on one Redis
 * (deployment.ts). One deployment for the file (a new one after a failed case), its cases in order:
 * each leaves both instances serving. Outcomes are asserted (no read fails, one answer and one sale
 * per order key), never times.
 */
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LiveOffer } from '../../src/domain/live/live-offer';
import { expect, firstInStockProduct, readyBuyBox, test } from '../e2e/fixtures';
import { checkoutBody, fillCheckout } from '../e2e/lib/checkout-form';
import { plainInStock } from '../e2e/lib/plain-products';
import type { ServeProcess } from '../e2e/lib/serve-process';
import { activateRelease } from '../../scripts/runtime/release/releases.ts';
import { releaseFromDist, startDeployment, type Deployment } from './lib/deployment';
import { headerDifferences } from './lib/header-diff';
import {
  assetsOf,
  failed,
  placeOrder,
  send,
  statusCounts,
  steadyReads,
  type Answer,
  type OrderOutcome,
} from './lib/traffic';

let deployment: Deployment;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployment = await startDeployment();
});
test.afterAll(async () => {
  await deployment?.close();
});

/** A case's figures, for the closing note of the issue. */
const report = (name: string, figures: Record<string, unknown>) =>
  console.log(`[deploy] ${name}: ${JSON.stringify(figures)}`);

/** An address of every kind the shop has, found on its own pages. */
async function addresses(base: string, shop: Deployment): Promise<Record<string, string>> {
  const listing = (await send(base, '/network-switches')).body;
  const product = /href="(\/product\/[a-z0-9-]+)"/.exec(listing)?.[1];
  const home = (await send(base, '/')).body;
  const script = assetsOf(home).find((a) => a.endsWith('.js'));
  const style = assetsOf(home).find((a) => a.endsWith('.css'));
  const picture = assetsOf(listing).find((a) => a.startsWith('/_img/'));
  const [plain] = plainInStock(shop.portal.portal);
  const data = (await readdir(path.join(shop.releasesDir, 'current', 'client', 'data'))).find((f) =>
    f.endsWith('.json'),
  );
  if (!product || !script || !style || !picture || !plain || !data)
    throw new Error(
      'the build lacks a product page, a script, a stylesheet, a picture or a data file',
    );
  return {
    home: '/',
    'Arabic home': '/ar',
    listing: '/network-switches',
    'listing, trailing slash': '/products/',
    search: '/products?search=switch',
    product,
    'product by id (redirect page)': `/product/${plain.id}`,
    cart: '/cart',
    checkout: '/cart/checkout',
    confirmation: '/order-confirmation',
    tracking: '/track-order',
    'missing page': '/no-such-page',
    'missing Arabic page': '/ar/no-such-page',
    'hidden file': '/_headers',
    script,
    stylesheet: style,
    picture,
    'data file': `/data/${data}`,
    favicon: '/favicon.svg',
    sitemap: '/sitemap.xml',
    'products API': '/api/products?page=2',
    'live offer API': `/api/live/${plain.id}`,
    health: '/api/health',
  };
}

/** The header differences, per kind of address, between nginx at `base` and one instance. */
async function differences(
  base: string,
  instance: ServeProcess,
  kinds: Record<string, string>,
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [kind, address] of Object.entries(kinds)) {
    const init = { headers: { 'Accept-Encoding': 'gzip' }, redirect: 'manual' } as const;
    const [node, nginx] = await Promise.all([
      fetch(`${instance.url}${address}`, init),
      fetch(`${base}${address}`, init),
    ]);
    expect(nginx.status, `${kind} ${address}`).toBe(node.status);
    const lines = headerDifferences(node.headers, nginx.headers);
    if (lines.length > 0) found[`${kind} ${address}`] = lines;
    await Promise.all([node.arrayBuffer(), nginx.arrayBuffer()]);
  }
  return found;
}

test('every kind of address answers through nginx with the headers the node server sends; one left out is caught', async () => {
  const kinds = await addresses(deployment.url, deployment);
  const instance = deployment.instances[0] as ServeProcess;
  expect(await differences(deployment.url, instance, kinds)).toEqual({});
  report('headers', { addresses: Object.keys(kinds).length, differences: 0 });

  // The comparison can fail: nginx without one header the node server sends on pages.
  const broken = await deployment.otherNginx((config) =>
    config.replace(/^\s*add_header X-Content-Type-Options .*\n/gm, ''),
  );
  try {
    const found = await differences(broken.url, instance, {
      home: '/',
      script: kinds.script as string,
    });
    expect(found['home /']).toContain('missing x-content-type-options (node sends "nosniff")');
  } finally {
    await broken.stop();
  }
});

test("a shopper's journey through nginx in a browser: home, listing, search, product, cart, checkout, confirmation, tracking", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const product = await firstInStockProduct(page);
  await page.goto(`/products?search=${encodeURIComponent(product.name.split(' ')[0] ?? '')}`);
  await expect(
    page.locator('section[aria-labelledby="products-heading"]').getByRole('status'),
  ).toHaveText(/^Showing 1–/);
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await (await readyBuyBox(page)).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(1 item');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  const email = `deploy-journey-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const reference = ((await page.getByText(/^Reference:/).textContent()) ?? '')
    .replace('Reference:', '')
    .trim();
  await page.locator('[data-track-link]').click();
  await expect(page).toHaveURL(/\/track-order\?reference=/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.locator('[data-tracked-order]').getByRole('heading', { level: 2 })).toHaveText(
    `Order ${reference}`,
  );
  const sales = (await deployment.portal.submissions()).filter(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );
  expect(sales).toHaveLength(1);
  // A header nginx got wrong (the policy above all) would show here as the browser's complaint.
  expect(consoleErrors).toEqual([]);
  report('journey', { orders: 1, sales: sales.length });
});

/**
 * Release `id`, the suite's build as a code change would make it: its stylesheets under new hashed
 * names, its pages asking for those. The files are hard links: a changed page is written anew.
 */
async function releaseWithNewStyles(
  id: string,
): Promise<{ oldNames: string[]; newNames: string[] }> {
  const dir = await releaseFromDist(deployment.releasesDir, id);
  const client = path.join(dir, 'client');
  const oldNames = (await readdir(path.join(client, '_astro'))).filter((f) => f.endsWith('.css'));
  const newNames = oldNames.map((name) => name.replace(/\.css$/, '-next.css'));
  for (const [i, name] of oldNames.entries())
    await rename(
      path.join(client, '_astro', name),
      path.join(client, '_astro', newNames[i] as string),
    );
  const pages = (await readdir(client, { recursive: true })).filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(client, page);
    const html = await readFile(file, 'utf8');
    const changed = oldNames.reduce(
      (text, name, i) => text.replaceAll(`/_astro/${name}`, `/_astro/${newNames[i]}`),
      html,
    );
    if (changed === html) continue;
    await writeFile(`${file}.next`, changed);
    await rename(`${file}.next`, file);
  }
  return { oldNames, newNames };
}

test('a release made live under load: no request fails, and every page finds the files it asks for', async () => {
  test.setTimeout(180_000);
  const next = '20260101-000000-bbbb';
  const { oldNames, newNames } = await releaseWithNewStyles(next);
  const kinds = await addresses(deployment.url, deployment);
  const load = steadyReads(
    deployment.url,
    [kinds.home, kinds.listing, kinds.product, kinds['products API'], kinds.checkout] as string[],
    4,
  );
  await expect.poll(() => load.answers.length).toBeGreaterThan(50);
  await activateRelease(deployment.releasesDir, next);
  const asks = (assets: string[], names: string[]) =>
    names.some((name) => assets.includes(`/_astro/${name}`));
  const newPage = (html: string) => asks(assetsOf(html), newNames);
  // Both instances have switched too (their own static files, their routes).
  await expect
    .poll(
      async () =>
        newPage((await send(deployment.instances[0]?.url ?? '', '/')).body) &&
        newPage((await send(deployment.instances[1]?.url ?? '', '/')).body),
    )
    .toBe(true);
  const switchedAt = load.answers.length;
  await expect.poll(() => load.answers.length).toBeGreaterThan(switchedAt + 100);
  const answers = await load.stop();

  expect(failed(answers)).toEqual([]);
  const pages = answers.filter((a) => a.assets.some((asset) => asset.endsWith('.css')));
  const fromNew = pages.filter((a) => asks(a.assets, newNames)).length;
  const fromOld = pages.filter((a) => asks(a.assets, oldNames)).length;
  expect(fromOld).toBeGreaterThan(0);
  expect(fromNew).toBeGreaterThan(0);
  // Each page of either release asks for its own files, and gets them, the old ones included.
  const assets = [...new Set(pages.flatMap((a) => a.assets))];
  const missing = (await Promise.all(assets.map((asset) => send(deployment.url, asset))))
    .filter((a) => a.status !== 200)
    .map((a) => a.path);
  expect(missing).toEqual([]);
  report('release switch', {
    requests: answers.length,
    failed: 0,
    pagesOfOldRelease: fromOld,
    pagesOfNewRelease: fromNew,
    assetsChecked: assets.length,
  });
});

/** The rolling restart's orders: ten a second at most. */
const ORDER_EVERY_MS = 100;

/** One unit of the `n`th of `offers` to shopper `n`, from an address of their own. */
function orderOf(
  n: number,
  offers: LiveOffer[],
  prefix: string,
  until: number,
): Promise<OrderOutcome> {
  const offer = offers[n % offers.length] as LiveOffer;
  const key = `${prefix}-${Date.now()}-${n}`;
  const body = checkoutBody(
    `${key}@example.ae`,
    [{ product_id: offer.id, qty: 1 }],
    offer.salePrice ?? offer.price,
  );
  return placeOrder(
    deployment.url,
    key,
    body,
    `127.0.${prefix === 'rolling' ? 1 : 2}.${(n % 250) + 1}`,
    until,
  );
}

async function liveOffers(count: number): Promise<LiveOffer[]> {
  const products = plainInStock(deployment.portal.portal).slice(10, 10 + count);
  return Promise.all(
    products.map(
      async (p) => JSON.parse((await send(deployment.url, `/api/live/${p.id}`)).body) as LiveOffer,
    ),
  );
}

/** The portal's sales per order key. */
async function salesPerKey(keys: string[]): Promise<number[]> {
  const sales = (await deployment.portal.submissions()).filter(
    (s) => s.endpoint.includes('guest-checkout') && s.status === 200,
  );
  return keys.map((key) => sales.filter((s) => s.body.note === `Shop order key: ${key}`).length);
}

/** Resolves once instance `i`, started again, has answered a request nginx sent it. */
async function takesTraffic(i: number): Promise<void> {
  await (deployment.instances[i] as ServeProcess).logged(
    (line) => line.event === 'request' && line.path !== '/api/health',
  );
}

test('a rolling restart under reads and a stream of orders: no read fails, every order one answer, one sale per order key', async () => {
  test.setTimeout(240_000);
  const kinds = await addresses(deployment.url, deployment);
  const offers = await liveOffers(50);
  const load = steadyReads(
    deployment.url,
    [kinds.home, kinds.product, kinds['products API'], kinds['live offer API']] as string[],
    3,
  );
  let ordering = true;
  const outcomes: OrderOutcome[] = [];
  // A stream at a shop's pace, not the machine's: as fast as a quiet machine answers, the orders of
  // two restarts would pass the portal's 500 checkouts an hour, which the shop then refuses to
  // send.
  const orders = (async () => {
    for (let n = 0; ordering; n++) {
      const next = Date.now() + ORDER_EVERY_MS;
      outcomes.push(await orderOf(n, offers, 'rolling', Date.now() + 120_000));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  })();

  const exits: (number | null)[] = [];
  for (const i of [0, 1]) {
    await expect.poll(() => outcomes.length).toBeGreaterThan(outcomes.length + 2);
    exits.push(await deployment.stop(i));
    await deployment.start(i);
    await takesTraffic(i);
  }
  await expect.poll(() => outcomes.length).toBeGreaterThan(outcomes.length + 2);
  ordering = false;
  await orders;
  const answers = await load.stop();

  expect(exits).toEqual([0, 0]);
  expect(failed(answers)).toEqual([]);
  expect(outcomes.map((o) => o.final.status)).toEqual(outcomes.map(() => 200));
  const sales = await salesPerKey(outcomes.map((o) => o.key));
  expect(sales).toEqual(outcomes.map(() => 1));
  report('rolling restart', {
    reads: answers.length,
    readsFailed: 0,
    orders: outcomes.length,
    sentAgain: outcomes.filter((o) => o.statuses.length > 1).length,
    sales: sales.reduce((a, b) => a + b, 0),
    readStatuses: statusCounts(answers),
  });
});

test('an instance killed with SIGKILL: nginx stops sending it traffic, reads keep working, and an order caught in it settles through the other', async () => {
  test.setTimeout(240_000);
  const kinds = await addresses(deployment.url, deployment);
  const [offer] = await liveOffers(1);
  deployment.portal.portal.setFaults({ slowPaths: { 'orders/guest-checkout': 3_000 } });
  const seen = deployment.instances.map((shop) => shop.log.length);
  const load = steadyReads(
    deployment.url,
    [kinds.home, kinds.product, kinds['products API']] as string[],
    3,
  );
  const order = orderOf(0, [offer as LiveOffer], 'killed', Date.now() + 200_000);
  // The instance that has the order: it has read the order's offers and is now waiting on the slow
  // portal.
  const holder = await new Promise<number>((resolve) => {
    const look = setInterval(() => {
      const i = deployment.instances.findIndex((shop, n) =>
        shop.log
          .slice(seen[n])
          .some(
            (line) =>
              line.event === 'portal' && String(line.endpoint).startsWith('GET products/view/'),
          ),
      );
      if (i >= 0) {
        clearInterval(look);
        resolve(i);
      }
    }, 50);
  });
  await new Promise((resolve) => setTimeout(resolve, 500));
  await deployment.kill(holder);
  const killedAt = load.answers.length;
  await expect.poll(() => load.answers.length).toBeGreaterThan(killedAt + 100);
  const outcome = await order;
  deployment.portal.portal.setFaults({ slowPaths: {} });
  const answers = await load.stop();
  await deployment.start(holder);

  expect(failed(answers)).toEqual([]);
  // The shopper's first try died with the instance (nginx never sends a POST twice); the same key,
  // sent again, was taken by the other, which found the order at the portal.
  expect(outcome.statuses[0]).toBe(502);
  expect(outcome.final.status).toBe(200);
  expect(await salesPerKey([outcome.key])).toEqual([1]);
  report('SIGKILL', {
    reads: answers.length,
    readsFailed: 0,
    orders: 1,
    answers: outcome.statuses,
    sales: 1,
  });
});

test('Redis restarted empty under a stream of orders: each key asked again as the checkout page asks is confirmed from the portal, never a second sale', async () => {
  test.setTimeout(240_000);
  const offers = await liveOffers(20);
  let ordering = true;
  const outcomes: OrderOutcome[] = [];
  const orders = (async () => {
    for (let n = 0; ordering; n++)
      outcomes.push(await orderOf(n, offers, 'store-loss', Date.now() + 60_000));
  })();
  await expect.poll(() => outcomes.length).toBeGreaterThan(5);
  const before = outcomes.length;
  await deployment.redis.restart();
  await expect
    .poll(() => outcomes.slice(before).filter((o) => o.final.status === 200).length)
    .toBeGreaterThan(5);
  ordering = false;
  await orders;
  // A page asks again later, as a shopper reloads: by then every instance has its Redis back (one
  // still reconnecting answers "Nothing was sent; please try again in 5 seconds", as it should).
  for (const instance of deployment.instances) {
    const redis = async () =>
      ((await (await fetch(`${instance?.url}/api/health`)).json()) as { redis?: string }).redis;
    await expect.poll(redis, { message: `${instance?.url} has its Redis back` }).toBe('up');
  }

  // Every key sent again as the page sends an order it kept in doubt (after a reload): most are
  // keys the emptied Redis no longer knows.
  const again = await Promise.all(
    outcomes.map((o, i) =>
      send(deployment.url, '/api/orders', {
        method: 'POST',
        headers: {
          Origin: deployment.url,
          'Content-Type': 'application/json',
          'Idempotency-Key': o.key,
          'Idempotency-Replay-Only': 'true',
        },
        body: JSON.stringify(o.order),
        from: `127.0.4.${(i % 250) + 1}`,
      }),
    ),
  );
  const sales = await salesPerKey(outcomes.map((o) => o.key));
  const orderId = (body: string) =>
    (JSON.parse(body) as { order?: { orderId?: string } }).order?.orderId;
  for (const [i, outcome] of outcomes.entries()) {
    const repeat = again[i] as Answer;
    // Placed: confirmed with the same order. Refused while Redis was away (503): nothing was sent,
    // and nothing is now.
    if (outcome.final.status === 200) {
      expect(sales[i], outcome.key).toBe(1);
      expect([repeat.status, orderId(repeat.body)], outcome.key).toEqual([
        200,
        orderId(outcome.final.body),
      ]);
    } else {
      expect(outcome.final.status, outcome.key).toBe(503);
      expect(sales[i], outcome.key).toBe(0);
    }
  }
  report('store loss', {
    orders: outcomes.length,
    placed: outcomes.filter((o) => o.final.status === 200).length,
    placedBeforeTheRestart: outcomes.slice(0, before).filter((o) => o.final.status === 200).length,
    refusedWhileAway: outcomes.filter((o) => o.final.status === 503).length,
    askedAgain: again.length,
    confirmedAgain: again.filter((a) => a.status === 200).length,
    duplicateSales: sales.filter((n) => n > 1).length,
  });
});

test('throttles count the shopper: not nginx, and not an X-Forwarded-For the shopper forged', async () => {
  const subscribe = (from: string, forged: string) =>
    send(deployment.url, '/api/subscribe', {
      method: 'POST',
      headers: {
        Origin: deployment.url,
        'Content-Type': 'application/json',
        'X-Forwarded-For': forged,
      },
      body: JSON.stringify({ email: `throttle-${from}@example.ae` }),
      from,
    });
  const statuses: (number | string)[] = [];
  // The newsletter takes 5 sign-ups a window from one client, whichever instance each reaches.
  for (let i = 1; i <= 6; i++)
    statuses.push((await subscribe('127.0.3.1', `203.0.113.${i}`)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect((await subscribe('127.0.3.2', '203.0.113.1')).status).toBe(200);
  report('throttles', { requests: 7, refused: 1 });
});

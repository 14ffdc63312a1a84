/**
 * The cart page's lines, totals and checkout button, and the checkout's order summary, are on
 * screen before React has arrived (ADR 0019): painted from local storage by a small script of the
 * page's own. React then takes over without a hydration error and without moving anything.
 */
import type { Page } from '@playwright/test';
import { summariseCart } from '../../src/domain/cart/cart-summary';
import { formatMoney } from '../../src/i18n/format';
import { messagesFor } from '../../src/i18n/messages';
import { expect, storeBeforeLoad, test, type StoredCartLine } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './lib/layout-shifts';

// AED 80.00 on sale (list 100.00) twice, and AED 250.00 once: AED 410.00.
const lines: StoredCartLine[] = [
  {
    id: 1,
    name: 'Line A',
    price: 10_000,
    promoPrice: 8_000,
    image: null,
    brand: 'Brand',
    quantity_available: 3,
    quantity: 2,
  },
  {
    id: 2,
    name: 'Line B',
    price: 25_000,
    image: null,
    brand: null,
    quantity_available: 5,
    quantity: 1,
  },
];
const money = summariseCart(
  lines.map((l) => ({ ...l, vatPercent: 5 })),
  true,
);

/** The island's own scripts (its component and React's renderer) as the page names them. */
async function islandScripts(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const island = /<astro-island\b[^>]*client="painted"[^>]*>/.exec(html)?.[0] ?? '';
  const urls = [...island.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => m[1] ?? '');
  expect(urls, `${path} has a client:painted island`).toHaveLength(2);
  return urls;
}

/**
 * The island's scripts are answered only once `release` is called; never, if it is not. `stop` lets
 * later pages load theirs.
 */
async function holdIsland(page: Page, path: string) {
  const held = await islandScripts(page, path);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const matches = (url: URL) => held.includes(url.pathname);
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return { release, stop: () => page.unroute(matches) };
}

const localeOf = (path: string) => (path.startsWith('/ar') ? 'ar' : 'en');

for (const path of ['/cart', '/ar/cart']) {
  const locale = localeOf(path);
  test(`${path} shows the stored lines, their money and the checkout button while React never arrives`, async ({
    page,
  }) => {
    // A line that cannot be read is dropped, not thrown on; the rest is shown.
    await storeBeforeLoad(page, {
      cart: [...lines, { id: 'broken' } as unknown as StoredCartLine],
    });
    await holdIsland(page, path);
    await page.goto(path);
    await expect(page.locator('[data-cart-line]')).toHaveCount(2);
    await expect(page.locator('[data-subtotal]')).toHaveText(formatMoney(money.subtotal, locale));
    await expect(page.locator('[data-savings]')).toHaveText(formatMoney(money.savings, locale));
    await expect(page.getByRole('link', { name: messagesFor(locale).cart.proceed })).toBeVisible();
    await expect(page.locator('astro-island[ssr][client="painted"]')).toHaveCount(1);
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? ''),
    ).toHaveLength(2);
  });
}

test("the checkout's order summary shows the stored lines and totals while React never arrives", async ({
  page,
}) => {
  await storeBeforeLoad(page, { cart: lines });
  for (const [path, locale] of [
    ['/cart/checkout', 'en'],
    ['/ar/cart/checkout', 'ar'],
  ] as const) {
    const held = await holdIsland(page, path);
    await page.goto(path);
    await expect(page.locator('[data-checkout-line]')).toHaveCount(2);
    await expect(page.locator('[data-grand-total]')).toHaveText(
      formatMoney(money.grandTotal, locale),
    );
    await expect(page.locator('[data-tax]')).toHaveText(formatMoney(money.tax, locale));
    await held.stop();
  }
});

test('React takes over what was painted before it without a hydration error and without moving anything', async ({
  page,
  consoleErrors,
}) => {
  await storeBeforeLoad(page, { cart: lines });
  await page.route(/\/api\/live\?ids=/, (route) =>
    route.fulfill({
      json: {
        offers: lines.map((l) => ({
          id: l.id,
          price: l.price,
          salePrice: l.promoPrice ?? null,
          quantity: l.quantity_available,
          vatPercent: 5,
        })),
        unavailable: [],
        failed: [],
      },
    }),
  );
  await recordLayoutShifts(page, 'below header');
  for (const path of ['/cart', '/ar/cart', '/cart/checkout', '/ar/cart/checkout']) {
    const held = await holdIsland(page, path);
    await page.goto(path);
    const total = page.locator(
      path.endsWith('checkout') ? '[data-grand-total]' : '[data-subtotal]',
    );
    await expect(total).toBeVisible();
    const painted = await total.textContent();
    held.release();
    // Taken over: the island has hydrated and its controls work.
    await expect(page.locator('astro-island[ssr][client="painted"]')).toHaveCount(0);
    await expect(total).toHaveText(painted ?? '');
    if (!path.endsWith('checkout'))
      await expect(
        page
          .getByRole('button', { name: messagesFor(localeOf(path)).common.stepper.increase })
          .first(),
      ).toBeEnabled();
    expect(await layoutShifts(page), path).toEqual([]);
    await held.stop();
  }
  expect(consoleErrors).toEqual([]);
});

/** Cart and checkout journeys a shopper takes, beyond the happy path of journey.spec.ts. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  addToCartHere,
  delayScripts,
  expect,
  firstInStockProduct,
  portalSubmissions,
  readyBuyBox,
  sampleOrder,
  seedCart,
  storeBeforeLoad,
  test,
  type StoredCartLine,
} from './fixtures';
import { fillCheckout } from './lib/checkout-form';
import { layoutShifts, recordLayoutShifts } from './lib/layout-shifts';

/** A product page of an in-stock product with a buy-x-get-y offer, found in the build. */
async function bxgyProduct(): Promise<string> {
  const dir = path.resolve('dist/client/product');
  for (const file of await readdir(dir)) {
    const html = await readFile(path.join(dir, file), 'utf8');
    if (html.includes('data-bxgy="2:1"') && html.includes('data-stock-status="in"'))
      return `/product/${file.replace(/\.html$/, '')}`;
  }
  throw new Error('the demo catalogue has no in-stock product with a buy 2 get 1 offer');
}

/** Made-up cart lines keep their made-up figures: the live check answers with them. */
async function liveAnswersAsSeeded(page: Page, lines: StoredCartLine[]) {
  const offers = lines.map((l) => ({
    id: l.id,
    price: l.price,
    salePrice: l.promoPrice ?? null,
    quantity: l.quantity_available,
    vatPercent: 5,
  }));
  await page.route(/\/api\/live\?ids=/, (route) =>
    route.fulfill({ json: { offers, unavailable: [], failed: [] } }),
  );
}

test('before its script runs the buy box cannot be pressed, so no press is lost; then it adds what was chosen', async ({
  page,
}) => {
  const product = await firstInStockProduct(page);
  await delayScripts(page, 1500);
  // Not until DOMContentLoaded: that waits for the head's module scripts, by which time the buy
  // box's own may have run.
  await page.goto(product.href, { waitUntil: 'commit' });
  const buyBox = page.locator('[data-buy-box]');
  await expect(buyBox.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
  await expect(buyBox.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  await expect(buyBox.getByRole('button', { name: 'Add To Cart' })).toBeEnabled({
    timeout: 15_000,
  });
  await buyBox.getByRole('button', { name: 'Increase quantity' }).click();
  await buyBox.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' }).first()).toBeVisible();
});

test('a buy-2-get-1 product adds a free line in the cart', async ({ page }) => {
  await page.goto(await bxgyProduct());
  await readyBuyBox(page);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await addToCartHere(page);
  await page.goto('/cart');
  const free = page.locator('[data-free-line]');
  await expect(free).toContainText('(FREE)');
  await expect(free).toContainText('Qty: 1');
  await expect(free).toContainText('AED 0.00');
  await expect(free.getByRole('button')).toHaveCount(0);
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.locator('[data-free-line]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
});

test('a changed line is locked briefly, and removing the last line leaves for home', async ({
  page,
}) => {
  const lines = [
    {
      id: 1,
      name: 'Line A',
      price: 10_000,
      promoPrice: 8_000,
      image: '/broken.png',
      brand: 'Brand',
      quantity_available: 3,
      quantity: 1,
    },
  ];
  await page.goto('/');
  await seedCart(page, lines);
  await liveAnswersAsSeeded(page, lines);
  await page.goto('/cart');
  await expect(page.getByText('Available: 3')).toBeVisible();
  await expect(page.locator('[data-savings]')).toHaveText('AED 20.00');
  await expect(page.getByText('Delivery', { exact: true })).toBeVisible();
  // The lock lasts 200 ms: record it as it happens rather than racing to see it.
  await page.evaluate(() => {
    const w = window as unknown as { lockedAt?: number; unlockedAt?: number };
    new MutationObserver((records) => {
      for (const r of records) {
        const busy = (r.target as Element).getAttribute('aria-busy');
        if (busy === 'true') w.lockedAt ??= performance.now();
        if (busy === 'false' && w.lockedAt !== undefined) w.unlockedAt ??= performance.now();
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['aria-busy'], subtree: true });
  });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.locator('[data-cart-line="1"] [aria-busy="false"]')).toBeVisible();
  const lock = await page.waitForFunction(() => {
    const w = window as unknown as { lockedAt?: number; unlockedAt?: number };
    return w.unlockedAt !== undefined && w.lockedAt !== undefined
      ? w.unlockedAt - w.lockedAt
      : null;
  });
  expect(await lock.jsonValue()).toBeGreaterThanOrEqual(190);
  await expect(page.locator('[data-savings]')).toHaveText('AED 40.00');
  await expect(page.locator('[data-cart-line="1"] img')).toHaveAttribute(
    'src',
    '/images/placeholder.svg',
  );
  await page.getByRole('button', { name: 'Remove Line A' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('checkout with a separate shipping address sends it; a reload of the confirmation keeps the order', async ({
  page,
}) => {
  await page.goto((await firstInStockProduct(page)).href);
  await addToCartHere(page);
  await page.goto('/cart/checkout');
  const email = `shipping-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await page.getByLabel('Same as Billing Address').uncheck();
  await page.getByRole('button', { name: 'Submit Order' }).click();
  // Browser validation stops the order until the shipping address is there.
  await expect(page.locator('#shipping-line1')).toBeFocused();
  await page.locator('#shipping-line1').fill('Office 5, Tower B');
  await page.locator('#shipping-city').fill('Abu Dhabi');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 10_000 });
  await expect(page.getByText('Payment method')).toBeVisible();
  await expect(page.getByText('pending').first()).toHaveClass(/bg-yellow-100/);
  await expect(page.getByRole('link', { name: 'Download Order Slip' })).toHaveAttribute(
    'href',
    /^\/api\/order-slip\?order=\d+&hash=/,
  );
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
    'href',
    '/products',
  );
  const sent = (await portalSubmissions()).find(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );
  expect(sent?.body).toMatchObject({
    shipping_line1: 'Office 5, Tower B',
    shipping_city: 'Abu Dhabi',
    billing_city: 'Dubai',
    shipping_phone: '+971557654321',
  });
});

test('prices edited in the stored cart change nothing the portal receives', async ({ page }) => {
  await page.goto((await firstInStockProduct(page)).href);
  await addToCartHere(page);
  const realPrice = /AED [\d,.]+/.exec(
    await page.locator('[data-buy-box] [data-current-price]').innerText(),
  )?.[0];
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      price: number;
      promoPrice?: number;
    }[];
    localStorage.setItem(
      'cart',
      JSON.stringify(cart.map((l) => ({ ...l, price: 1, promoPrice: 1 }))),
    );
  });
  await page.goto('/cart/checkout');
  // The live check puts the real price back before anything is sent.
  await expect(page.locator('[data-price-change]')).toContainText(`to ${realPrice}`);
  const email = `tamper-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 10_000 });
  await expect(page.locator('[data-grand-total]')).toHaveText(realPrice ?? 'a price');
  const sent = (await portalSubmissions()).find(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );
  expect(JSON.stringify(sent?.body)).not.toMatch(/price/);
});

test('a failed checkout shows the destructive toast and keeps the cart', async ({ page }) => {
  const lines = [
    {
      id: 99_999_999,
      name: 'Gone',
      price: 10_000,
      image: null,
      brand: null,
      quantity_available: 1,
      quantity: 1,
    },
  ];
  await page.goto('/');
  await seedCart(page, lines);
  await liveAnswersAsSeeded(page, lines);
  // The portal's refusal of an empty cart as the order route answers it.
  await page.route('**/api/orders', (route) =>
    route.fulfill({
      status: 422,
      json: { ok: false, code: 'empty-cart', error: 'Please add some products to your cart' },
    }),
  );
  await page.goto('/cart/checkout');
  await fillCheckout(page, `fail-${Date.now()}@example.ae`);
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText('Checkout failed').first()).toBeVisible();
  // SPEC's toast, and the route's words above Submit Order.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Please add some products to your cart'),
  ).toBeVisible();
  await expect(page.locator('#checkout-error')).toHaveText('Please add some products to your cart');
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeEnabled();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(
    1,
  );
});

test('the cart is shared across tabs', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await second.goto('/');
  await expect(second.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await first.goto((await firstInStockProduct(first)).href);
  await addToCartHere(first);
  await expect(second.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('the cart, the checkout and the order confirmation do not jump as what was stored is read', async ({
  page,
}) => {
  const lines = [
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
  await page.goto('/');
  await seedCart(page, lines);
  await liveAnswersAsSeeded(page, lines);
  await delayScripts(page, 500);
  await recordLayoutShifts(page, 'below header');
  await storeBeforeLoad(page, { lastOrder: sampleOrder });
  const pages = [
    ['/cart', page.locator('[data-subtotal]')],
    ['/cart/checkout', page.locator('[data-grand-total]')],
    ['/order-confirmation', page.locator('[data-order-number]')],
  ] as const;
  for (const [path, ready] of pages) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    expect(await layoutShifts(page), path).toEqual([]);
  }
});

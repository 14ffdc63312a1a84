/**
 * Static pages, live truth: products changed at the portal after the build, on a portal shaped like
 * a stock SMA install. The product page, the cart and the checkout show the portal's current price
 * and stock once the shop's copy of the offers has read it (every 10 s here), a sold-out product
 * cannot be ordered, and the order the portal records is the Grand Total the shopper saw. Each
 * worker has a shop and a demo portal of its own (same build, same catalogue), so changing products
 * here touches no other test.
 */
import type { Page, Request } from '@playwright/test';
import type { DemoProduct } from '../../scripts/demo-portal/catalogue.ts';
import { formatMoney } from '../../src/i18n/format';
import { expect, readyBuyBox, test, type StoredCartLine } from './fixtures';
import { fillCheckout } from './lib/checkout-form';
import { startIsolatedShop, useIsolatedShop, type IsolatedShop } from './lib/isolated-shop';
import { variantBuild } from './lib/variant-build';

const shop = useIsolatedShop((s) => s.portal.setFaults({ shape: 'stock-sma' }));

/**
 * Plain products of the build: VAT-inclusive list price, not on sale, no bonus offer, plenty in
 * stock, so every figure below follows from the price alone. `n` picks a different one per test.
 */
function plainProduct(n: number): DemoProduct {
  const plain = shop().portal.catalogue.products.filter(
    (p) =>
      p.broken === null &&
      !p.hostile &&
      p.taxMethod === 'inclusive' &&
      p.promoPrice === null &&
      !p.bxgy &&
      typeof p.quantity === 'number' &&
      p.quantity >= 5,
  );
  const product = plain[n];
  if (!product) throw new Error(`the demo catalogue has fewer than ${n + 1} plain products`);
  // A copy, as the build saw it: updateProduct changes the portal's own record.
  return { ...product };
}

const aed = (fils: number) => (fils / 100).toFixed(2);

/** A cart the shopper filled yesterday, at the figures of the build. */
async function cartFromYesterday(page: Page, product: DemoProduct, quantity: number) {
  const line: StoredCartLine = {
    id: product.id,
    name: product.name,
    price: product.price,
    image: null,
    brand: null,
    quantity_available: product.quantity ?? null,
    quantity,
  };
  await page.goto(`${shop().url}/`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify([line]));
}

async function hydratedBuyBox(page: Page, product: DemoProduct) {
  await page.goto(`${shop().url}/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  return readyBuyBox(page);
}

const orderKeys = (requests: Request[]) =>
  requests
    .filter((r) => r.url().endsWith('/api/orders'))
    .map((r) => r.headers()['idempotency-key']);

test('a product repriced after the build is sold at its new price, and the portal records the Grand Total shown', async ({
  page,
  consoleErrors,
}) => {
  const product = plainProduct(0);
  const newPrice = product.price + 12_345;
  await cartFromYesterday(page, product, 2);
  shop().portal.updateProduct(product.id, { price: aed(newPrice) });
  await shop().offersShow(product.id, { price: newPrice });

  const buyBox = await hydratedBuyBox(page, product);
  await expect(buyBox.locator('[data-current-price]')).toHaveText(formatMoney(newPrice));
  await expect(buyBox.locator('[data-vat-note]')).toHaveText('Price includes 5% VAT');

  await page.goto(`${shop().url}/cart`);
  const line = page.locator(`[data-cart-line="${product.id}"]`);
  await expect(line.locator('[data-price-change]')).toHaveText(
    `Price changed from ${formatMoney(product.price)} to ${formatMoney(newPrice)}`,
  );
  await expect(line.locator('[data-current-price]')).toHaveText(formatMoney(newPrice));
  await expect(page.locator('[data-subtotal]')).toHaveText(formatMoney(newPrice * 2));
  await expect(page.getByRole('status').filter({ hasText: 'Price changed' })).toHaveText(
    `${product.name}: Price changed from ${formatMoney(product.price)} to ${formatMoney(newPrice)}.`,
  );

  await page.goto(`${shop().url}/cart/checkout`);
  // The cart already holds the new figures: the checkout confirms them and has nothing to point
  // out.
  await expect(page.locator('[data-live-state]')).toHaveCount(0);
  const grandTotal = newPrice * 2;
  const vat = Math.round((grandTotal * 5) / 105);
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(grandTotal));
  await expect(page.locator('[data-tax]')).toHaveText(formatMoney(vat));
  await expect(page.locator('[data-total-without-tax]')).toHaveText(formatMoney(grandTotal - vat));
  await expect(page.getByText('Product Tax (5%)')).toBeVisible();

  const email = `repriced-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  const sent = page.waitForRequest('**/api/orders');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    expected_total: grandTotal,
    items: [{ product_id: product.id, qty: 2 }],
  });
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 15_000 });
  // The confirmation shows the portal's own totals.
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(grandTotal));
  const orders = (await shop().placedOrders()).filter((o) => o.body.email === email);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.body.items).toEqual([{ product_id: product.id, qty: 2, option_id: null }]);
  expect(consoleErrors).toEqual([]);
});

test('a product sold out after the build is out of stock on its page, sold out in the cart, and cannot be ordered', async ({
  page,
}) => {
  const product = plainProduct(1);
  await cartFromYesterday(page, product, 1);
  shop().portal.updateProduct(product.id, { quantity: 0 });
  await shop().offersShow(product.id, { quantity: 0 });

  const buyBox = await hydratedBuyBox(page, product);
  await expect(buyBox.locator('[data-stock-status]')).toHaveText('Out of Stock');
  await expect(buyBox.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);

  await page.goto(`${shop().url}/cart`);
  const line = page.locator(`[data-cart-line="${product.id}"]`);
  await expect(line.locator('[data-stock-notice]')).toHaveText('Sold out');
  await expect(line).toHaveAttribute('data-stock', 'sold-out');
  await expect(line.getByText('Available: 0')).toBeVisible();

  await page.goto(`${shop().url}/cart/checkout`);
  await expect(page.locator(`[data-checkout-line="${product.id}"] [data-stock-notice]`)).toHaveText(
    'Sold out',
  );
  const email = `sold-out-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeDisabled();
  await expect(page.locator('[data-order-blocked]')).toContainText(
    'Some items are sold out or more than the stock left.',
  );
  await expect(
    page.locator('[data-order-blocked]').getByRole('link', { name: 'Review your cart' }),
  ).toHaveAttribute('href', '/cart');
  await page.getByLabel('Phone').press('Enter');
  expect(
    (await shop().submissions()).filter(
      (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
    ),
  ).toEqual([]);
});

test('a line above the stock left says so, is capped there, and stops the order until lowered', async ({
  page,
}) => {
  const product = plainProduct(2);
  await cartFromYesterday(page, product, 4);
  shop().portal.updateProduct(product.id, { quantity: 2 });
  await shop().offersShow(product.id, { quantity: 2 });

  await page.goto(`${shop().url}/cart`);
  const line = page.locator(`[data-cart-line="${product.id}"]`);
  await expect(line.locator('[data-stock-notice]')).toHaveText('Only 2 left in stock');
  // The shopper's quantity stays until they change it; it cannot be raised.
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('4');
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  await page.goto(`${shop().url}/cart/checkout`);
  await fillCheckout(page, `short-${Date.now()}@example.ae`);
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeDisabled();

  await page.goto(`${shop().url}/cart`);
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.locator('[data-stock-notice]')).toHaveCount(0);
  await expect(line.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();

  await page.goto(`${shop().url}/cart/checkout`);
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(product.price * 2));
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeEnabled();
});

test('a price changed while the checkout is open is refused with the new figures, then ordered once under a new key', async ({
  page,
}) => {
  const product = plainProduct(3);
  await cartFromYesterday(page, product, 1);
  await page.goto(`${shop().url}/cart/checkout`);
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(product.price));
  await expect(page.locator('[data-live-state]')).toHaveCount(0);

  const newPrice = product.price - 1_001;
  shop().portal.updateProduct(product.id, { price: aed(newPrice) });
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const email = `changed-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Submit Order' }).click();

  await expect(page.locator('#checkout-error')).toHaveText(
    'Prices or stock changed since you opened this page. Please check your order and submit it again.',
  );
  await expect(page.locator(`[data-checkout-line="${product.id}"] [data-price-change]`)).toHaveText(
    `Price changed from ${formatMoney(product.price)} to ${formatMoney(newPrice)}`,
  );
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(newPrice));
  await expect(page.getByText('Checkout failed')).toHaveCount(0);
  expect((await shop().submissions()).filter((o) => o.body.email === email)).toEqual([]);

  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 15_000 });
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(newPrice));
  const [first, second] = orderKeys(requests);
  expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(second).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  expect(second).not.toBe(first);
  expect((await shop().placedOrders()).filter((o) => o.body.email === email)).toHaveLength(1);
});

test('an order whose outcome is unknown is never sent twice: the shopper is warned, a reload still warns, Submit asks again under the same key', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const product = plainProduct(4);
  await cartFromYesterday(page, product, 1);
  shop().portal.setFaults({ slowPaths: { 'orders/guest-checkout': 15_000 } });
  await page.goto(`${shop().url}/cart/checkout`);
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const email = `unknown-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Submit Order' }).click();

  const warning = page.locator('[data-order-pending]');
  await expect(warning).toContainText(
    'We could not confirm your order. It may have gone through, so please do not order again.',
    { timeout: 20_000 },
  );
  await expect(warning).toHaveRole('alert');
  await expect(page.getByText('Checkout failed')).toHaveCount(0);
  await expect(page.getByText('Nothing was sent')).toHaveCount(0);
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('cart') ?? '[]'))).toHaveLength(
    1,
  );

  await page.reload();
  await expect(warning).toContainText('It may have gone through');
  for (let press = 0; press < 2; press++) {
    const answered = page.waitForResponse('**/api/orders');
    await page.getByRole('button', { name: 'Submit Order' }).click();
    expect((await answered).status()).toBe(202);
  }
  await expect(warning).toContainText('It may have gone through');
  const keys = orderKeys(requests);
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  await expect(warning).toContainText(`quote order key ${keys[0]}`);
  // Asked again only for the recorded outcome: a server that lost its record (restarted) must not
  // place it anew.
  const replayOnly = requests
    .filter((r) => r.url().endsWith('/api/orders') && r.method() === 'POST')
    .map((r) => r.headers()['idempotency-replay-only']);
  expect(replayOnly).toEqual([undefined, 'true', 'true']);

  // The portal finishes the first request (and only that one) after its 15 s.
  await expect
    .poll(async () => (await shop().placedOrders()).filter((o) => o.body.email === email).length, {
      timeout: 30_000,
    })
    .toBe(1);
  expect(
    (await shop().submissions()).filter(
      (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
    ),
  ).toHaveLength(1);
});

test('when the live check fails, the built figures stay and are marked unconfirmed, and ordering stays possible', async ({
  page,
}) => {
  const product = plainProduct(6);
  await page.route(/\/api\/live(\/|\?)/, (route) =>
    route.fulfill({ status: 502, json: { error: 'Live price unavailable' } }),
  );
  const buyBox = await hydratedBuyBox(page, product);
  await expect(buyBox.locator('[data-current-price]')).toHaveText(formatMoney(product.price));
  await buyBox.getByRole('button', { name: 'Add To Cart' }).click();

  await page.goto(`${shop().url}/cart/checkout`);
  await expect(page.locator('[data-live-state="unconfirmed"]')).toHaveText(
    'Current prices and stock could not be confirmed just now. They are checked again when you place your order.',
  );
  await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(product.price));
  await fillCheckout(page, `unconfirmed-${Date.now()}@example.ae`);
  await expect(page.getByRole('button', { name: 'Submit Order' })).toBeEnabled();
});

test('a product the shop no longer sells is out of stock on its page', async ({ page }) => {
  const product = plainProduct(7);
  await page.route(`**/api/live/${product.id}`, (route) =>
    route.fulfill({ status: 404, json: { error: 'Unknown product' } }),
  );
  const buyBox = await hydratedBuyBox(page, product);
  await expect(buyBox.locator('[data-stock-status]')).toHaveText('Out of Stock');
  await expect(buyBox.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
});

test.describe('a shop set to show prices net of VAT (PRICES_INCLUDE_VAT=false)', () => {
  let netShop: IsolatedShop;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    netShop = await startIsolatedShop({
      buildDir: await variantBuild('net-prices', { PRICES_INCLUDE_VAT: 'false' }),
    });
  });
  test.afterAll(async () => {
    await netShop?.close();
  });

  test('shows every price net, adds the VAT at checkout, and charges the same Grand Total to the fils', async ({
    page,
  }) => {
    const product = plainProduct(5);
    const gross = product.price;
    const netUnit = gross - Math.round((gross * 5) / 105);
    const grandTotal = gross * 3;
    const vat = Math.round((grandTotal * 5) / 105);

    await page.goto(`${netShop.url}/product/${product.id}`);
    // The id address is a redirect page: wait for the product page it leads to before looking for
    // islands.
    await expect(page).not.toHaveURL(/\/product\/\d+$/);
    const buyBox = await readyBuyBox(page);
    await expect(buyBox.locator('[data-current-price]')).toHaveText(formatMoney(netUnit));
    await expect(buyBox.locator('[data-vat-note]')).toHaveText(
      'Price excludes VAT (5% added at checkout)',
    );
    await buyBox.getByRole('button', { name: 'Increase quantity' }).click();
    await buyBox.getByRole('button', { name: 'Increase quantity' }).click();
    await buyBox.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByText('Added to cart!')).toBeVisible();

    await page.goto(`${netShop.url}/cart`);
    await expect(page.locator(`[data-cart-line="${product.id}"] [data-current-price]`)).toHaveText(
      formatMoney(netUnit),
    );
    await expect(page.locator('[data-subtotal]')).toHaveText(formatMoney(grandTotal - vat));
    await expect(page.getByText('Prices exclude VAT, which is added at checkout.')).toBeVisible();

    await page.goto(`${netShop.url}/cart/checkout`);
    await expect(page.locator(`[data-checkout-line="${product.id}"]`)).toContainText(
      formatMoney(grandTotal - vat),
    );
    await expect(page.locator('[data-total-without-tax]')).toHaveText(
      formatMoney(grandTotal - vat),
    );
    await expect(page.getByText('Product Tax (5%)')).toBeVisible();
    await expect(page.locator('[data-tax]')).toHaveText(formatMoney(vat));
    await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(grandTotal));
    const email = `net-${Date.now()}@example.ae`;
    await fillCheckout(page, email);
    await page.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 15_000 });
    await expect(page.locator('[data-grand-total]')).toHaveText(formatMoney(grandTotal));
    expect((await netShop.placedOrders()).filter((o) => o.body.email === email)).toHaveLength(1);
  });
});

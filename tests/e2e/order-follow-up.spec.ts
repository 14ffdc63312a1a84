/**
 * After Submit Order, on a stock-SMA-shaped demo portal of this file's own: doubtful orders settle
 * themselves (a 15 s portal, a 500 after the insert, the host's 504 after it while the sales answer
 * a web server's 404 page, a 500 before it), a guest tracks an order by
 * reference and e-mail, and the portal's own words for its staff never reach the shopper.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillCheckout } from './lib/checkout-form';
import { useIsolatedShop } from './lib/isolated-shop';
import { plainProductInCart } from './lib/plain-products';

const shop = useIsolatedShop((s) => s.portal.setFaults({ shape: 'stock-sma' }));

const NOT_PLACED =
  "Your order was not placed: the shop's order system did not store it, so nothing will be delivered. You can submit it again.";

/**
 * A plain in-stock product (no bonus offer), `n` picking a different one per test, in the cart at
 * its live price.
 */
const cartOf = (page: Page, n: number) => plainProductInCart(page, shop(), n);

/** The orders the portal stored for `email` (a 500 after the insert stored one too). */
const storedOrders = async (email: string) =>
  (await shop().placedOrders()).filter((s) => s.body.email === email);

async function submitCheckout(page: Page, email: string) {
  await page.goto(`${shop().url}/cart/checkout`);
  await fillCheckout(page, email);
  await page.getByRole('button', { name: 'Submit Order' }).click();
}

test.describe('doubtful orders settle themselves', () => {
  test('a checkout the portal answers after 15 s ends on the confirmation, with one order at the portal', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    shop().portal.setFaults({ slowPaths: { 'orders/guest-checkout': 15_000 } });
    const line = await cartOf(page, 0);
    const email = `slow-${Date.now()}@example.ae`;
    const started = Date.now();
    await submitCheckout(page, email);
    // The shop gives up waiting after 10 s and says the order may have gone through…
    await expect(page.locator('[data-order-pending]')).toContainText('It may have gone through', {
      timeout: 20_000,
    });
    await expect(page.locator('[data-order-checking]')).toHaveText(
      'We are checking with our order system whether it went through. This page updates by itself.',
    );
    // …then finds it at the portal, and the page turns into the confirmation by itself.
    await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 60_000 });
    test.info().annotations.push({
      type: 'settled after',
      description: `${((Date.now() - started) / 1000).toFixed(1)} s from Submit Order to the confirmation`,
    });
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    const [order] = await storedOrders(email);
    expect(await storedOrders(email)).toHaveLength(1);
    await expect(page.locator('[data-order-number]')).toHaveText(/^#\d+$/);
    await expect(page.getByRole('region', { name: 'Items' }).getByText(line.name)).toBeVisible();
    // Found by its note, from the portal's sales: no slip link, since GET sales gives no hash.
    await expect(page.getByRole('link', { name: 'Download Order Slip' })).toHaveCount(0);
    expect(String(order?.body.note)).toMatch(/^Shop order key: [0-9a-f-]{36}$/);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  });

  test('a 500 after the insert ends on the confirmation', async ({ page }) => {
    test.setTimeout(60_000);
    shop().portal.setFaults({ failAfterPaths: ['orders/guest-checkout'] });
    await cartOf(page, 1);
    const email = `after-insert-${Date.now()}@example.ae`;
    await submitCheckout(page, email);
    await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    expect(await storedOrders(email)).toHaveLength(1);
  });

  test('the host\'s 504 after the insert, while its web server answers the sales with a 404 page, ends on the confirmation, never on "not placed"', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    shop().portal.setFaults({
      gatewayTimeoutAfterPaths: ['orders/guest-checkout'],
      htmlNotFoundPaths: ['sales'],
    });
    await cartOf(page, 8);
    const email = `gateway-${Date.now()}@example.ae`;
    const codes: (string | undefined)[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/orders')
        void res.json().then(
          (body: { code?: string }) => codes.push(body.code),
          () => undefined,
        );
    });
    const searched = shop().portal.callCount('sales');
    await submitCheckout(page, email);
    await expect(page.locator('[data-order-pending]')).toContainText('It may have gone through');
    // The shop looks for the order while the sales cannot be read, and keeps looking…
    await expect
      .poll(() => shop().portal.callCount('sales') - searched, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    await expect(page.locator('[data-order-checking]')).toBeVisible();
    // …until the web server is mended.
    shop().portal.setFaults({ htmlNotFoundPaths: [] });
    await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    expect(await storedOrders(email)).toHaveLength(1);
    expect(codes).toContain('outcome-unknown');
    expect(codes).not.toContain('not-placed');
  });

  test('a 500 before the insert says "not placed", in the page\'s language, and a second Submit places exactly one order', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    shop().portal.setFaults({ failPaths: ['orders/guest-checkout'] });
    await cartOf(page, 2);
    const email = `before-insert-${Date.now()}@example.ae`;
    await submitCheckout(page, email);
    await expect(page.locator('#checkout-error')).toHaveText(NOT_PLACED, { timeout: 30_000 });
    expect(await storedOrders(email)).toHaveLength(0);
    await expectNoAxeViolations(page);

    shop().portal.setFaults({ failPaths: [] });
    const submit = page.getByRole('button', { name: 'Submit Order' });
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest('**/api/orders');
    await submit.click();
    const keys = [(await sent).headers()['idempotency-key']];
    await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 30_000 });
    const attempts = (await shop().submissions()).filter((s) => s.body.email === email);
    expect(attempts.map((s) => s.status)).toEqual([200]);
    // The second Submit was a new intent: a new key in the note.
    expect(attempts[0]?.body.note).toBe(`Shop order key: ${keys[0]}`);
    expect(await storedOrders(email)).toHaveLength(1);
  });

  test('on an Arabic page "not placed" is said in Arabic', async ({ page }) => {
    test.setTimeout(60_000);
    shop().portal.setFaults({ failPaths: ['orders/guest-checkout'] });
    await cartOf(page, 3);
    await page.goto(`${shop().url}/ar/cart/checkout`);
    await fillCheckout(page, `ar-${Date.now()}@example.ae`, 'عمر حداد');
    await page.getByRole('button', { name: 'تقديم الطلب' }).click();
    await expect(page.locator('#checkout-error')).toHaveText(
      'لم يتم تقديم طلبك: لم يحفظه نظام الطلبات لدى المتجر، لذا لن يُسلَّم أي شيء. يمكنك تقديمه مرة أخرى.',
      { timeout: 30_000 },
    );
  });
});

test.describe("the back office's words stay behind the counter", () => {
  test("a portal 400 with an internal message shows the shop's words, and the answer carries no portal field", async ({
    page,
  }) => {
    const internal = 'Internal SQL error at 10.0.0.5: table sma_sales';
    shop().portal.setFaults({ refusePaths: { 'orders/guest-checkout': internal } });
    await cartOf(page, 4);
    const answered = page.waitForResponse('**/api/orders');
    await submitCheckout(page, `refused-${Date.now()}@example.ae`);
    const answer = await answered;
    expect(answer.status()).toBe(422);
    await expect(page.locator('#checkout-error')).toHaveText(
      'Your order was not accepted. Please check it and try again.',
    );
    await expect(page.getByText(/SQL|sma_sales|10\.0\.0\.5/)).toHaveCount(0);
    expect(await answer.text()).not.toMatch(/SQL|sma_sales|10\.0\.0\.5/);
  });

  test('the placed order the browser gets is what the confirmation shows, nothing more', async ({
    page,
  }) => {
    await cartOf(page, 5);
    const answered = page.waitForResponse('**/api/orders');
    await submitCheckout(page, `fields-${Date.now()}@example.ae`);
    const { order } = (await (await answered).json()) as { order: Record<string, unknown> };
    expect(Object.keys(order).sort()).toEqual([
      'details',
      'hash',
      'items',
      'message',
      'orderHash',
      'orderId',
      'referenceNo',
      'totals',
    ]);
    await expect(page).toHaveURL(/\/order-confirmation$/);
  });
});

test.describe('tracking an order', () => {
  /**
   * Places an order through the checkout and returns its reference and sale id from the
   * confirmation.
   */
  async function placeOrder(
    page: Page,
    n: number,
    email: string,
  ): Promise<{ reference: string; id: number }> {
    await cartOf(page, n);
    await submitCheckout(page, email);
    await expect(page).toHaveURL(/\/order-confirmation$/);
    const reference = ((await page.getByText(/^Reference:/).textContent()) ?? '')
      .replace('Reference:', '')
      .trim();
    const id = Number(
      ((await page.locator('[data-order-number]').textContent()) ?? '').replace('#', ''),
    );
    return { reference, id };
  }

  async function track(page: Page, reference: string, email: string) {
    await page.getByLabel('Order reference').fill(reference);
    await page.getByLabel('Email').fill(email);
    const answered = page.waitForResponse('**/api/track-order');
    await page.getByRole('button', { name: 'Track order' }).click();
    return answered;
  }

  test('finds a placed order by reference and e-mail in either case, shows a status changed in the back office, and answers a wrong e-mail as an unknown reference', async ({
    page,
  }) => {
    const email = `Track.Me-${Date.now()}@Example.ae`;
    const { reference, id } = await placeOrder(page, 6, email);
    expect(reference).toMatch(/^SALE\d{4}\/\d{2}\/\d{4}$/);

    // From the confirmation: its link fills the reference.
    await page.locator('[data-track-link]').click();
    await expect(page).toHaveURL(/\/track-order\?reference=/);
    await expect(page.getByLabel('Order reference')).toHaveValue(reference);
    const found = await track(page, reference.toLowerCase(), email.toUpperCase());
    expect([found.status(), found.headers()['cache-control']]).toEqual([200, 'no-store']);
    const result = page.locator('[data-tracked-order]');
    await expect(result.getByRole('heading', { level: 2 })).toHaveText(`Order ${reference}`);
    await expect(result.locator('[data-sale-status]')).toHaveText('Received, being prepared');
    await expect(result.locator('[data-payment-status]')).toHaveText(
      'Cash on delivery, not paid yet',
    );
    await expect(result.locator('[data-order-item]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    expect(shop().portal.updateSale(id, { sale_status: 'completed', payment_status: 'paid' })).toBe(
      true,
    );
    await track(page, reference, email);
    await expect(result.locator('[data-sale-status]')).toHaveText('Completed');
    await expect(result.locator('[data-payment-status]')).toHaveText('Paid');

    const wrongEmail = await track(page, reference, 'someone.else@example.ae');
    const wrongText = await wrongEmail.text();
    await expect(page.locator('[data-track-error]')).toHaveText(
      'We found no order with that reference and e-mail address. Please check both and try again.',
    );
    await expect(result).toHaveCount(0);
    const unknownReference = await track(page, 'SALE2026/01/9999', email);
    expect([unknownReference.status(), await unknownReference.text()]).toEqual([
      wrongEmail.status(),
      wrongText,
    ]);
    expect(wrongEmail.status()).toBe(404);
    await expectNoAxeViolations(page);
  });

  test('the Arabic page gives the status in Arabic', async ({ page }) => {
    const email = `ar-track-${Date.now()}@example.ae`;
    const { reference } = await placeOrder(page, 7, email);
    await page.goto(`${shop().url}/ar/track-order`);
    await page.getByLabel('مرجع الطلب').fill(reference);
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByRole('button', { name: 'تتبّع الطلب' }).click();
    await expect(page.locator('[data-sale-status]')).toHaveText('تم الاستلام، قيد التجهيز');
    await expectNoAxeViolations(page);
  });

  test('the footer links to tracking on every page, in both languages', async ({ page }) => {
    await page.goto(`${shop().url}/`);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }),
    ).toHaveAttribute('href', '/track-order');
    await page.goto(`${shop().url}/ar`);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'تتبّع طلبك' }),
    ).toHaveAttribute('href', '/ar/track-order');
  });
});

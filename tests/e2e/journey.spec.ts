/**
 * A shopper's whole journey on the production build and the demo portal: listing, product, cart,
 * checkout, confirmation, and what the portal really received.
 */
import { expect, firstInStockProduct, portalSubmissions, readyBuyBox, test } from './fixtures';

const aed = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('from a listing to a confirmed order, with the exact payload sent to the portal', async ({
  page,
  consoleErrors,
}) => {
  const product = await firstInStockProduct(page);
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  const buyBox = await readyBuyBox(page);
  const productId = Number(await buyBox.getAttribute('data-product-id'));
  await expect(buyBox.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await buyBox.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(buyBox.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  const unit = aed(await buyBox.locator('[data-current-price]').textContent());
  await buyBox.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shopping Cart (2 items)');
  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(3 items)');
  await expect(page.locator('[data-subtotal]')).toHaveText(
    `AED ${((unit * 3) / 100).toLocaleString('en-AE', { minimumFractionDigits: 2 })}`,
  );
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await expect(page.locator('[data-grand-total]')).toHaveText(
    await page.locator('[data-total]').innerText(),
  );
  const email = `journey-${Date.now()}@example.ae`;
  await page.getByLabel('Name').fill('Sara Khan');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('050 123 4567');
  await page.getByLabel('Line 1').fill('Villa 12, Street 4');
  await page.getByLabel('City').fill('Dubai');
  await page.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  const grandTotal = aed(await page.locator('[data-grand-total]').textContent());
  expect(grandTotal).toBe(unit * 3);
  const order = page.waitForRequest('**/api/orders');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  const orderRequest = await order;
  // The shop sends the Grand Total shown, for its order route to compare with the portal's.
  expect(orderRequest.postDataJSON()).toMatchObject({ expected_total: grandTotal });

  await expect(page.getByText('Checkout successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Response' })).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('Order placed successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment & Status' })).toContainText(
    'Cash on delivery',
  );
  const orderNumber = await page.locator('[data-order-number]').innerText();
  expect(orderNumber).toMatch(/^#\d+$/);

  await page.reload();
  await expect(page.locator('[data-order-number]')).toHaveText(orderNumber);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  const sent = (await portalSubmissions()).filter(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toEqual({
    name: 'Sara Khan',
    email,
    // Typed as 050 123 4567: the portal gets one form of every number.
    phone: '+971501234567',
    company: '',
    billing_line1: 'Villa 12, Street 4',
    billing_line2: '',
    billing_city: 'Dubai',
    billing_state: 'Dubai',
    billing_postal_code: '',
    billing_country: 'United Arab Emirates',
    shipping_line1: 'Villa 12, Street 4',
    shipping_line2: '',
    shipping_city: 'Dubai',
    shipping_state: 'Dubai',
    shipping_postal_code: '',
    shipping_country: 'United Arab Emirates',
    shipping_phone: '+971501234567',
    items: [{ product_id: productId, qty: 3, option_id: null }],
    payment_method: 'cod',
    // Staff find an order in doubt by the key the shop sent it under.
    note: `Shop order key: ${orderRequest.headers()['idempotency-key']}`,
  });
  expect(consoleErrors).toEqual([]);
});

test('an empty cart sends the shopper home from the cart and the checkout', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/cart/checkout');
  await expect(page).toHaveURL(/\/$/);
});

test('the confirmation page without an order says so', async ({ page }) => {
  await page.goto('/order-confirmation');
  await expect(page.getByRole('heading', { name: 'No Order Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
});

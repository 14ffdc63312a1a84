/**
 * The shopper's whole journey in Arabic: listing, product, cart, checkout and confirmation under
 * /ar, right to left, every step in Arabic, with the same figures to the fils and the same order
 * payload as the English shop sends.
 */
import { expect, firstInStockProduct, portalSubmissions, readyBuyBox, test } from './fixtures';

/** "1,299.50 درهم" → 129950 fils. */
const fils = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('from an Arabic listing to a confirmed order, in Arabic, with the payload the English shop sends', async ({
  page,
  consoleErrors,
}) => {
  const product = await firstInStockProduct(page);
  await page.goto('/ar/network-switches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('سويتشات الشبكات');
  const card = page.locator(`a[href="/ar${product.href}"]`).first();
  // The portal's Arabic name where it gives one, else its English name.
  const shownName = ((await card.textContent()) ?? '').trim();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/ar${product.href}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownName);

  const buyBox = await readyBuyBox(page);
  const productId = Number(await buyBox.getAttribute('data-product-id'));
  await expect(buyBox.locator('[data-vat-note]')).toHaveText('السعر شامل ضريبة القيمة المضافة 5%');
  await expect(buyBox.locator('[data-current-price]')).toContainText('درهم');
  await buyBox.getByRole('button', { name: 'زيادة الكمية' }).click();
  await expect(buyBox.getByRole('spinbutton', { name: 'الكمية' })).toHaveValue('2');
  const unit = fils(await buyBox.locator('[data-current-price]').textContent());
  await buyBox.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByText('تمت الإضافة إلى السلة!')).toBeVisible();

  await page.goto('/ar/cart');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('سلة التسوق (منتجان)');
  await page.getByRole('button', { name: 'زيادة الكمية' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('(3 منتجات)');
  await expect(page.locator('[data-subtotal]')).toHaveText(
    `${((unit * 3) / 100).toLocaleString('en-AE', { minimumFractionDigits: 2 })} درهم`,
  );
  await page.getByRole('link', { name: 'المتابعة لإتمام الطلب' }).click();

  await expect(page).toHaveURL(/\/ar\/cart\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('إتمام الطلب');
  const email = `arabic-journey-${Date.now()}@example.ae`;
  await page.getByLabel('الاسم').fill('سارة خان');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('رقم الهاتف').fill('00971 50 123 4567');
  await page.getByLabel('العنوان (السطر 1)').fill('فيلا 12، شارع 4');
  await page.getByLabel('المدينة').fill('دبي');
  await page.getByLabel('الإمارة').selectOption({ label: 'دبي' });
  const grandTotal = fils(await page.locator('[data-grand-total]').textContent());
  expect(grandTotal).toBe(unit * 3);
  const order = page.waitForRequest('**/api/orders');
  await page.getByRole('button', { name: 'تقديم الطلب' }).click();
  const orderRequest = await order;
  expect(orderRequest.postDataJSON()).toMatchObject({ expected_total: grandTotal });

  await expect(page.getByText('تم إتمام الطلب بنجاح')).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/order-confirmation$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'تم تأكيد الطلب!' })).toBeVisible();
  // The portal's message is English: the Arabic page says it in Arabic instead.
  await expect(page.getByText('استلمنا طلبك بنجاح، وسنتواصل معك لترتيب التوصيل.')).toBeVisible();
  await expect(page.getByText('Order placed successfully')).toHaveCount(0);
  // So are the portal's words for the payment method and the statuses ("cod", "pending").
  const status = page.getByRole('region', { name: 'الدفع والحالة' });
  await expect(status).toContainText('الدفع عند الاستلام');
  await expect(status.getByText('قيد الانتظار')).toHaveCount(2);
  await expect(page.locator('[data-grand-total]')).toContainText('درهم');
  expect(fils(await page.locator('[data-grand-total]').textContent())).toBe(grandTotal);

  const sent = (await portalSubmissions()).filter(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({
    name: 'سارة خان',
    email,
    phone: '+971501234567',
    billing_line1: 'فيلا 12، شارع 4',
    billing_city: 'دبي',
    // The emirate chosen by its Arabic name reaches the portal by its English one.
    billing_state: 'Dubai',
    billing_country: 'United Arab Emirates',
    shipping_country: 'United Arab Emirates',
    items: [{ product_id: productId, qty: 3, option_id: null }],
    payment_method: 'cod',
    note: `Shop order key: ${orderRequest.headers()['idempotency-key']}`,
  });
  expect(consoleErrors).toEqual([]);
});

test('the server answers an Arabic page in Arabic, naming the refused field and the problem', async ({
  page,
}) => {
  await page.goto('/ar/get-quote');
  await page.getByLabel('الاسم الأول').fill('سارة\u202E');
  await page.getByLabel('اسم العائلة').fill('خان');
  await page.getByLabel('البريد الإلكتروني').fill(`arabic-quote-${Date.now()}@example.ae`);
  await page.getByLabel('التفاصيل').fill('عشرة سويتشات PoE');
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(
    page.getByText('يحتوي حقل «الاسم الأول» على حرف تحكّم في اتجاه النص غير مسموح'),
  ).toBeVisible();
});

/**
 * The small things shoppers notice: the discount on sale badges, cart lines that lead back to their
 * products, the emirate chosen from a list, and phone numbers taken as people type them and sent to
 * the portal in one form.
 */
import type { Locator, Page } from '@playwright/test';
import {
  addToCartHere,
  expect,
  expectNoAxeViolations,
  firstInStockProduct,
  portalSubmissions,
  seedCart,
  test,
} from './fixtures';
import { fillCheckout } from './lib/checkout-form';

// Each test walks through several pages, and axe reads a whole checkout: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Fils from a shown price in either language ("AED 1,299.00", "1,299.00 درهم"). */
const fils = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
const percentOff = (list: number, sale: number) => Math.floor(((list - sale) * 100) / list);

/** The discount a price tag's figures make, rounded down. */
async function shownDiscount(price: Locator): Promise<number> {
  return percentOff(
    fils(await price.locator('[data-list-price]').textContent()),
    fils(await price.locator('[data-current-price]').textContent()),
  );
}

test('sale badges say how much is off, rounded down, on cards and on the product page', async ({
  page,
}) => {
  await page.goto('/clearance-sale');
  const cards = page.locator('[data-product-card]');
  await expect(cards.first()).toBeVisible();
  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i);
    const percent = await shownDiscount(card.locator('[data-price]'));
    expect(percent).toBeGreaterThanOrEqual(1);
    await expect(card.locator('[data-sale-badge] [aria-hidden="true"]')).toHaveText(`-${percent}%`);
    await expect(card.locator('[data-sale-badge] .sr-only')).toHaveText(`${percent}% off`);
  }
  const first = cards.first();
  const percent = await shownDiscount(first.locator('[data-price]'));
  await first.getByRole('link').click();
  const buyBox = page.locator('[data-buy-box]');
  await expect(buyBox.locator('[data-sale-badge]')).toContainText(`-${percent}%`);
  expect(await shownDiscount(buyBox.locator('[data-price]'))).toBe(percent);
  await expectNoAxeViolations(page);
});

test('Arabic sale badges read left to right and are heard in Arabic', async ({ page }) => {
  await page.goto('/ar/clearance-sale');
  const card = page.locator('[data-product-card]').first();
  const percent = await shownDiscount(card.locator('[data-price]'));
  const figure = card.locator('[data-sale-badge] [aria-hidden="true"]');
  await expect(figure).toHaveText(`-${percent}%`);
  await expect(figure).toHaveAttribute('dir', 'ltr');
  await expect(card.locator('[data-sale-badge] .sr-only')).toHaveText(`خصم ${percent}%`);
});

test('a cart line links to its product page, by slug for new lines and by id for lines saved before', async ({
  page,
}) => {
  const { href, name } = await firstInStockProduct(page);
  await page.goto(href);
  await addToCartHere(page);
  await page.goto('/cart');
  const link = page.locator('[data-cart-line] [data-cart-line-link]').first();
  await expect(link).toHaveText(name);
  await expect(link).toHaveAttribute('href', href);

  // A cart saved before lines kept their slug: the id address redirects to the product's page.
  const id = Number(await page.locator('[data-cart-line]').first().getAttribute('data-cart-line'));
  await seedCart(page, [
    { id, name, price: 10_000, image: null, brand: null, quantity_available: 5, quantity: 1 },
  ]);
  const old = page.locator('[data-cart-line-link]');
  await expect(old).toHaveAttribute('href', `/product/${id}`);
  await old.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

/** Puts a product in the cart and opens the checkout at `checkout`. */
async function checkoutWithAProduct(page: Page, checkout: string) {
  const { href } = await firstInStockProduct(page);
  await page.goto(href);
  await addToCartHere(page);
  await page.goto(checkout);
}

test('checkout: the emirate is chosen from the seven, and the phone reaches the portal as +971…', async ({
  page,
}) => {
  await checkoutWithAProduct(page, '/cart/checkout');
  const emirate = page.getByLabel('Emirate');
  await expect(emirate.locator('option')).toHaveText([
    'Choose an emirate',
    'Abu Dhabi',
    'Dubai',
    'Sharjah',
    'Ajman',
    'Umm Al Quwain',
    'Ras Al Khaimah',
    'Fujairah',
  ]);
  await expect(page.getByLabel('Country')).toHaveValue('United Arab Emirates');
  const email = `emirate-${Date.now()}@example.ae`;
  await fillCheckout(page, email);
  await emirate.selectOption({ label: 'Sharjah' });
  const phone = page.getByLabel('Phone');
  await expect(phone).toHaveAccessibleDescription(
    'A UAE number, for example 050 123 4567 or 04 123 4567',
  );

  // A number that is not a UAE one is refused, saying what one looks like.
  await phone.fill('+44 20 7946 0958');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(
    page.getByText(
      'Phone must be a UAE phone number, such as 050 123 4567, +971 50 123 4567 or 04 123 4567',
    ),
  ).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect((await portalSubmissions()).filter((s) => s.body.email === email)).toEqual([]);

  await phone.fill('06 512 3456');
  await page.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/, { timeout: 15_000 });
  const sent = (await portalSubmissions()).filter(
    (s) => s.endpoint.includes('guest-checkout') && s.body.email === email,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({
    phone: '+97165123456',
    shipping_phone: '+97165123456',
    billing_state: 'Sharjah',
    shipping_state: 'Sharjah',
    billing_country: 'United Arab Emirates',
  });
});

test('the Arabic checkout names the emirates in Arabic', async ({ page }) => {
  await checkoutWithAProduct(page, '/ar/cart/checkout');
  const emirate = page.getByLabel('الإمارة');
  await expect(emirate.locator('option')).toHaveText([
    'اختر الإمارة',
    'أبوظبي',
    'دبي',
    'الشارقة',
    'عجمان',
    'أم القيوين',
    'رأس الخيمة',
    'الفجيرة',
  ]);
  // The portal always gets the English name.
  await expect(emirate.locator('option', { hasText: 'رأس الخيمة' })).toHaveAttribute(
    'value',
    'Ras Al Khaimah',
  );
  await expectNoAxeViolations(page);
});

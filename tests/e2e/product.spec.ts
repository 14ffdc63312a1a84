import { expect, expectNoAxeViolations, firstInStockProduct, test } from './fixtures';

test('the product page shows the buy box, tabs and structured data', async ({
  page,
  consoleErrors,
}) => {
  const product = await firstInStockProduct(page);
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.locator('[data-stock-status]')).toHaveText('In Stock');
  await expect(page.locator('[data-stock-status]')).toHaveAttribute('data-stock-status', 'in');
  await expect(page.getByText('1 Year Warranty', { exact: true })).toBeVisible();
  await expect(page.getByText('Cash On Delivery', { exact: true })).toBeVisible();
  await expect(page.getByText('Secure Transaction', { exact: true })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Product information' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Key Information',
    'Product details for Invoice',
    'Product Description',
    'Reviews',
  ]);
  await tabs.getByRole('tab', { name: 'Reviews' }).click();
  await expect(
    page.getByText('No reviews yet. Be the first to review this product!'),
  ).toBeVisible();
  await tabs.getByRole('tab', { name: 'Reviews' }).press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Product Description' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Product Description' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = jsonLd.flatMap((t) => JSON.parse(t) as Record<string, unknown>[]);
  const productLd = data.find((d) => d['@type'] === 'Product') as {
    name: string;
    offers: { priceCurrency: string; availability: string };
  };
  expect(productLd.name).toBe(product.name);
  expect(productLd.offers).toMatchObject({
    priceCurrency: 'AED',
    availability: 'https://schema.org/InStock',
  });
  expect(data.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${product.href}$`),
  );
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('an out-of-stock product offers no Add To Cart', async ({ page }) => {
  await page.goto('/network-switches');
  const soldOut = page
    .locator('[data-product-card]')
    .filter({ has: page.locator('[data-card-action="add"]:disabled') })
    .first();
  await soldOut.getByRole('link').click();
  const buyBox = page.locator('[data-buy-box]');
  await expect(buyBox.getByText('Out of Stock', { exact: true }).last()).toBeVisible();
  await expect(buyBox.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
});

test('/product/{id} leads to the product at its slug', async ({ page }) => {
  const product = await firstInStockProduct(page);
  await page.goto(product.href);
  const id = await page.locator('[data-buy-box]').getAttribute('data-product-id');
  await page.goto(`/product/${id}`);
  await expect(page).toHaveURL(new RegExp(`${product.href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
});

test('the live route answers for a published product and refuses unknown ids', async ({
  page,
  request,
}) => {
  const product = await firstInStockProduct(page);
  await page.goto(product.href);
  const id = Number(await page.locator('[data-buy-box]').getAttribute('data-product-id'));
  const live = await request.get(`/api/live/${id}`);
  expect(live.status()).toBe(200);
  expect(await live.json()).toMatchObject({ id, price: expect.any(Number) });
  expect((await request.get('/api/live/99999999')).status()).toBe(404);
  expect((await request.get('/api/live/abc')).status()).toBe(404);
});

test('a listing page has 20 products, real page links and its heading', async ({ page }) => {
  await page.goto('/network-switches');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Switches');
  await expect(page.locator('[data-product-card]')).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: 'Network Switches pages' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/network-switches\/2$/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('clearance sale lists only products on sale', async ({ page }) => {
  await page.goto('/clearance-sale');
  const cards = page.locator('[data-product-card]');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(cards.locator('[data-list-price]')).toHaveCount(count);
});

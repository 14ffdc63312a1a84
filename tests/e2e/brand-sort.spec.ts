import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The /products island once React has taken it over (Astro drops `ssr` when it hydrates). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('astro-island:not([ssr]) #products-heading').waitFor();
}

const results = (page: Page) => page.locator('section[aria-labelledby="products-heading"]');
const cards = (page: Page) => results(page).locator('[data-product-card]');
const status = (page: Page) => results(page).getByRole('status');

interface BrandChoice {
  slug: string;
  name: string;
  count: number;
}

/** The brands a filter list offers, read from its labels ("Cisco (12)") and values (the slug). */
async function brandChoices(group: Locator): Promise<BrandChoice[]> {
  await expect(group.getByRole('checkbox').first()).toBeVisible();
  const rows = await group
    .locator('input[type="checkbox"]')
    .evaluateAll((boxes) =>
      boxes.map(
        (box) =>
          [(box as HTMLInputElement).value, box.parentElement?.textContent?.trim() ?? ''] as const,
      ),
    );
  return rows.map(([slug, label]) => {
    const [, name, count] = /^(.*) \((\d+)\)$/.exec(label) ?? [];
    return { slug, name: name as string, count: Number(count) };
  });
}

/**
 * The two brands with the most products, so that the combined listing spans more than one price.
 */
async function twoBrands(group: Locator): Promise<[BrandChoice, BrandChoice]> {
  const [a, b] = (await brandChoices(group)).sort((x, y) => y.count - x.count);
  if (!a || !b) throw new Error('fewer than two brands on offer');
  return [a, b];
}

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('[data-current-price]').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

/** Every card's brand line (the first paragraph of a card that has a brand). */
const cardBrands = async (page: Page) =>
  Promise.all(
    (await cards(page).all()).map(async (card) =>
      ((await card.locator('p').first().textContent()) ?? '').trim(),
    ),
  );

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) >= x);

test('two brands and a price sort on /products: the products, their order, the URL, reload and back', async ({
  page,
  consoleErrors,
}) => {
  await open(page, '/products');
  const aside = page.getByRole('complementary', { name: 'Filters' });
  const brandGroup = aside.getByRole('group', { name: 'Brand' });
  const sort = aside.getByRole('combobox', { name: 'Sort by' });
  // Not searching: relevance is not offered.
  await expect(sort.locator('option')).toHaveText([
    'Recommended',
    'Price: Low to High',
    'Price: High to Low',
    'Newest',
    'Name: A to Z',
  ]);

  const [first, second] = await twoBrands(brandGroup);
  const [a, b] = [first, second].sort((x, y) => x.slug.localeCompare(y.slug));
  await brandGroup.getByRole('checkbox', { name: `${first.name} (` }).check();
  await expect(page).toHaveURL(new RegExp(`/products\\?brand=${first.slug}$`));
  await expect(status(page)).toContainText(`of ${first.count} products`);
  await brandGroup.getByRole('checkbox', { name: `${second.name} (` }).check();
  await expect(page).toHaveURL(new RegExp(`/products\\?brand=${a!.slug},${b!.slug}$`));
  await sort.selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(
    new RegExp(`/products\\?brand=${a!.slug},${b!.slug}&sort=price-asc$`),
  );

  const total = first.count + second.count;
  await expect(status(page)).toHaveText(`Showing 1–${Math.min(20, total)} of ${total} products`);
  // A new view draws its first screen of cards at once and the rest just after (ResultCards).
  await expect(cards(page)).toHaveCount(Math.min(20, total));
  const names = new Set([first.name, second.name]);
  expect((await cardBrands(page)).every((brand) => names.has(brand))).toBe(true);
  const prices = await shownPrices(page);
  expect(prices.length).toBe(Math.min(20, total));
  expect(ascending(prices)).toBe(true);
  expect(prices[0]).toBeLessThan(prices.at(-1) as number);
  const order = await cards(page).locator('h2').allTextContents();

  await page.reload();
  await page.locator('astro-island:not([ssr]) #products-heading').waitFor();
  await expect(status(page)).toHaveText(`Showing 1–${Math.min(20, total)} of ${total} products`);
  await expect(cards(page).locator('h2')).toHaveText(order);
  await expect(sort).toHaveValue('price-asc');
  await expect(brandGroup.getByRole('checkbox', { checked: true })).toHaveCount(2);

  await sort.selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL(/&sort=price-desc$/);
  await expect
    .poll(
      async () =>
        descending(await shownPrices(page)) &&
        (await shownPrices(page))[0]! > (await shownPrices(page)).at(-1)!,
    )
    .toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/&sort=price-asc$/);
  await expect(cards(page).locator('h2')).toHaveText(order);
  await expect(sort).toHaveValue('price-asc');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/products\\?brand=${first.slug}$`));
  await expect(status(page)).toContainText(`of ${first.count} products`);
  await expect(sort).toHaveValue('');
  await expect(brandGroup.getByRole('checkbox', { checked: true })).toHaveCount(1);
  expect((await cardBrands(page)).every((brand) => brand === first.name)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('has no accessibility violations with brands ticked and a sort chosen', async ({ page }) => {
  // axe reads every node of a page with 20 cards and a long brand list: slow on a shared machine.
  test.slow();
  await open(page, '/products');
  const [a, b] = (
    await twoBrands(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brand' }),
    )
  ).sort((x, y) => x.slug.localeCompare(y.slug));
  await open(page, `/products?brand=${a.slug},${b.slug}&sort=price-asc`);
  await expect(status(page)).toContainText(`of ${a.count + b.count} products`);
  await expectNoAxeViolations(page);
});

test('brand counts follow the other filters and say what ticking the brand shows', async ({
  page,
}) => {
  await open(page, '/products');
  const aside = page.getByRole('complementary', { name: 'Filters' });
  await aside.getByRole('radio', { name: 'Network Switches' }).check();
  await expect(page).toHaveURL(/\/products\?category=\d+$/);
  const brandGroup = aside.getByRole('group', { name: 'Brand' });
  await expect(status(page)).toContainText('of ');
  const [brand] = await twoBrands(brandGroup);
  await brandGroup.getByRole('checkbox', { name: `${brand.name} (` }).check();
  await expect(status(page)).toContainText(`of ${brand.count} product`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products in Network Switches');
});

test('searching offers relevance first, as the default, and sorts the results by name', async ({
  page,
}) => {
  await open(page, '/products?search=switch');
  const sort = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('combobox', { name: 'Sort by' });
  await expect(sort.locator('option').first()).toHaveText('Relevance');
  await expect(sort).toHaveValue('');
  await sort.selectOption({ label: 'Name: A to Z' });
  await expect(page).toHaveURL(/\/products\?search=switch&sort=name$/);
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
  await expect
    .poll(async () => {
      const names = await cards(page).locator('h2').allTextContents();
      return names.length > 1 && names.join('|') === [...names].sort(byName).join('|');
    })
    .toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filter drawer has the sort and the brands', async ({ page }) => {
    await open(page, '/products');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    const brandGroup = drawer.getByRole('group', { name: 'Brand' });
    const [brand] = await twoBrands(brandGroup);
    await brandGroup.getByRole('checkbox', { name: `${brand.name} (` }).check();
    await drawer.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(new RegExp(`/products\\?brand=${brand.slug}&sort=newest$`));
    await drawer.getByRole('button', { name: `Show ${brand.count} product` }).click();
    await expect(drawer).toBeHidden();
    await expect(status(page)).toContainText(`of ${brand.count} product`);
  });
});

test('a category listing page leads to /products with its category, the ticked brand and the order', async ({
  page,
}) => {
  await page.goto('/network-switches');
  const form = page.getByRole('form', { name: 'Sort and filter by brand' });
  const [brand] = await twoBrands(form.getByRole('group', { name: 'Brand' }));
  await form.getByRole('checkbox', { name: `${brand.name} (` }).check();
  await form
    .getByRole('combobox', { name: 'Sort by' })
    .selectOption({ label: 'Price: High to Low' });
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Show products' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/products\\?category=\\d+(&parent_id=\\d+)?&sort=price-desc&brand=${brand.slug}$`),
  );
  await page.locator('astro-island:not([ssr]) #products-heading').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products in Network Switches');
  await expect(status(page)).toContainText(`of ${brand.count} product`);
  expect((await cardBrands(page)).every((b) => b === brand.name)).toBe(true);
  expect(descending(await shownPrices(page))).toBe(true);
});

test('in Arabic: the words, a shared link with a brand and a sort, and Arabic name order', async ({
  page,
}) => {
  await open(page, '/ar/products');
  const aside = page.getByRole('complementary', { name: 'التصفية' });
  const brandGroup = aside.getByRole('group', { name: 'العلامة التجارية' });
  const [brand] = await twoBrands(brandGroup);
  await open(page, `/ar/products?brand=${brand.slug}&sort=price-desc`);
  const sort = aside.getByRole('combobox', { name: 'ترتيب حسب' });
  await expect(sort).toHaveValue('price-desc');
  await expect(sort.locator('option:checked')).toHaveText('السعر: من الأعلى إلى الأقل');
  await expect(brandGroup.getByRole('checkbox', { checked: true })).toHaveAttribute(
    'value',
    brand.slug,
  );
  await expect(status(page)).toContainText(String(brand.count));
  expect(descending(await shownPrices(page))).toBe(true);

  await sort.selectOption({ label: 'الاسم: من أ إلى ي' });
  await expect(page).toHaveURL(new RegExp(`/ar/products\\?brand=${brand.slug}&sort=name$`));
  const byName = new Intl.Collator('ar', { sensitivity: 'base', numeric: true }).compare;
  await expect
    .poll(async () => {
      const names = await cards(page).locator('h2').allTextContents();
      return names.length > 1 && names.join('|') === [...names].sort(byName).join('|');
    })
    .toBe(true);
});

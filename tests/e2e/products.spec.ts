import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readySearchBox, test, whenHydrated } from './fixtures';

/** The /products island once React has taken it over (Astro drops `ssr` when it hydrates). */
async function open(page: Page, path = '/products') {
  await page.goto(path);
  await page.locator('astro-island:not([ssr]) #products-heading').waitFor();
}

const results = (page: Page) => page.locator('section[aria-labelledby="products-heading"]');
const heading = (page: Page) => page.locator('#products-heading');
const cards = (page: Page) => results(page).locator('[data-product-card]');
const status = (page: Page) => results(page).getByRole('status');
const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Product pages' });

/**
 * The product count the status line gives, read again until the line says one (it reads "Loading
 * products…" in between).
 */
async function total(page: Page): Promise<number> {
  let count = Number.NaN;
  await expect(async () => {
    count = Number((await status(page).textContent())?.match(/of (\d+) products/)?.[1]);
    expect(count).toBeGreaterThan(0);
  }).toPass();
  return count;
}

async function names(page: Page): Promise<string[]> {
  return cards(page).locator('h2').allTextContents();
}

async function prices(list: Locator): Promise<number[]> {
  const texts = await list.locator('[data-current-price]').allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows page 1 of all products with real page links', async ({ page }) => {
    await page.goto('/products');
    await expect(heading(page)).toHaveText('All Products');
    await expect(cards(page)).toHaveCount(20);
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'href',
      '/products?page=2',
    );
    await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/products?page=2',
    );
  });
});

test.describe('the listing', () => {
  test('first view loads no catalogue data beyond the page itself', async ({
    page,
    consoleErrors,
  }) => {
    const data: string[] = [];
    // The cards' stock check asks today's figures of the page's own cards, not catalogue data.
    const catalogueData = (url: string) =>
      (url.includes('/data/') || url.includes('/api/')) && !url.includes('/api/live?ids=');
    page.on('request', (r) => catalogueData(r.url()) && data.push(r.url()));
    await open(page);
    await expect(cards(page)).toHaveCount(20);
    expect(data).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('pages with Previous, numbers and Next, and follows back and forward', async ({ page }) => {
    await open(page);
    const count = await total(page);
    const first = await names(page);
    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(heading(page)).toBeFocused();
    await expect(status(page)).toHaveText(`Showing 21–40 of ${count} products`);
    // A new view draws its first screen of cards at once and the rest just after (ResultCards).
    await expect(cards(page)).toHaveCount(20);
    const second = await names(page);
    expect(second).toHaveLength(20);
    expect(second).not.toEqual(first);
    await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await pager(page).getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL(/page=3$/);
    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(status(page)).toHaveText(`Showing 21–40 of ${count} products`);
    await expect(cards(page)).toHaveCount(20);
    expect(await names(page)).toEqual(second);

    await page.goBack();
    await expect(page).toHaveURL(/page=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/products$/);
    await expect(status(page)).toHaveText(`Showing 1–20 of ${count} products`);
    expect(await names(page)).toEqual(first);
    await page.goForward();
    await expect(status(page)).toHaveText(`Showing 21–40 of ${count} products`);
  });

  test('opens on the page a shared link names, clamped to the last page', async ({ page }) => {
    await open(page, '/products?page=3');
    const count = await total(page);
    await expect(status(page)).toHaveText(`Showing 41–60 of ${count} products`);
    await open(page, '/products?page=99999');
    const last = Math.ceil(count / 20);
    await expect(status(page)).toHaveText(
      `Showing ${(last - 1) * 20 + 1}–${count} of ${count} products`,
    );
    await expect(pager(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('Load More appends the next page and moves focus to its first product', async ({ page }) => {
    await open(page);
    const count = await total(page);
    const first = await names(page);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(40);
    await expect(status(page)).toHaveText(`Showing 1–40 of ${count} products`);
    await expect(page).toHaveURL(/\/products\?page=2$/);
    expect((await names(page)).slice(0, 20)).toEqual(first);
    await expect(cards(page).nth(20).locator('h2 a')).toBeFocused();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(cards(page)).toHaveCount(60);
  });

  test('filters by category and sub-category, and back to all products', async ({ page }) => {
    await open(page);
    const all = await total(page);
    await filters(page).getByRole('radio', { name: 'Network Switches' }).check();
    await expect(page).toHaveURL(/\/products\?category=\d+$/);
    await expect(heading(page)).toHaveText('Products in Network Switches');
    const switches = await total(page);
    expect(switches).toBeLessThan(all);
    expect(switches).toBeGreaterThan(0);

    await filters(page).getByRole('radio', { name: 'PoE Switches' }).check();
    await expect(page).toHaveURL(/\?category=\d+&parent_id=\d+$/);
    await expect(heading(page)).toHaveText('Products in PoE Switches');
    const poe = await total(page);
    expect(poe).toBeLessThan(switches);
    const url = page.url();

    await filters(page).getByRole('radio', { name: 'All Products' }).check();
    await expect(heading(page)).toHaveText('All Products');
    await expect(status(page)).toHaveText(`Showing 1–20 of ${all} products`);

    await open(page, new URL(url).pathname + new URL(url).search);
    await expect(heading(page)).toHaveText('Products in PoE Switches');
    await expect(filters(page).getByRole('radio', { name: 'PoE Switches' })).toBeChecked();
    expect(await total(page)).toBe(poe);
  });

  test('bounds prices inclusively on what a shopper pays, and ignores nonsense bounds', async ({
    page,
  }) => {
    await open(page);
    const all = await total(page);
    await filters(page).getByLabel('Min price').fill('1000');
    await filters(page).getByLabel('Max price').fill('2,000.50');
    await filters(page).getByRole('button', { name: 'Apply price' }).click();
    await expect(page).toHaveURL(/\?price_min=1000&price_max=2000\.5$/);
    // The URL changes before the results are drawn again: read the count once it has moved.
    await expect(status(page)).not.toContainText(`of ${all} products`);
    const bounded = await total(page);
    expect(bounded).toBeLessThan(all);
    for (const price of await prices(cards(page))) {
      expect(price).toBeGreaterThanOrEqual(1000);
      expect(price).toBeLessThanOrEqual(2000.5);
    }
    await expect(filters(page).getByLabel('Max price')).toHaveValue('2000.5');

    await open(page, '/products?price_min=abc&price_max=-5');
    await expect(heading(page)).toHaveText('All Products');
    expect(await total(page)).toBe(all);
  });

  test('searches forgivingly and combines the search with the filters', async ({ page }) => {
    await open(page, '/products?search=switches');
    await expect(heading(page)).toHaveText('Search Results for switches');
    const found = await total(page);
    expect(found).toBeGreaterThan(0);
    await expect(cards(page).first().locator('h2')).toHaveText(/switch/i);

    await open(page, '/products?search=swich');
    await expect(heading(page)).toHaveText('Search Results for swich');
    await expect(cards(page).first().locator('h2')).toHaveText(/switch/i);

    await open(page, '/products?search=switch&category=1&price_max=1000');
    // The pre-rendered count shows until the island has read the data files and narrowed it.
    await expect.poll(() => total(page)).toBeLessThan(found);
    for (const price of await prices(cards(page))) expect(price).toBeLessThanOrEqual(1000);

    await open(page, '/products?search=%20%20');
    await expect(heading(page)).toHaveText('All Products');
  });

  test('finds a product by its model number, first', async ({ page }) => {
    await open(page, '/products?search=TL-SG1024D');
    await expect(cards(page).first().locator('h2')).toHaveText(/TL-SG1024D/);
  });

  test('shows the empty state, whose link leads back to all products', async ({ page }) => {
    await open(page, '/products?search=qqxqzzv');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(
      page.getByText(
        "We couldn't find any products matching your criteria. Try adjusting your search or browse our categories.",
      ),
    ).toBeVisible();
    await expect(status(page)).toHaveText('No products found');
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(heading(page)).toHaveText('All Products');
    await expect(cards(page)).toHaveCount(20);
  });

  test('says so when its data cannot load', async ({ page }) => {
    await page.route('**/api/products?*', (route) => route.fulfill({ status: 503, body: '' }));
    await open(page, '/products?category=1');
    await expect(page.getByRole('alert')).toContainText('Failed to load products.');
    await expect(status(page)).toHaveText('Failed to load products.');
  });

  test('asks the server once for each view', async ({ page }) => {
    const asked: string[] = [];
    page.on(
      'request',
      (r) => r.url().includes('/api/products') && asked.push(new URL(r.url()).search),
    );
    await open(page, '/products?category=1');
    await expect(heading(page)).toHaveText('Products in Network Switches');
    await expect(cards(page).first()).toBeVisible();
    expect(asked).toEqual(['?category=1&lang=en']);
    await open(page, '/products?search=router');
    await expect(heading(page)).toHaveText('Search Results for router');
    await expect(cards(page).first()).toContainText(/router/i);
    expect(asked.slice(1)).toEqual(['?search=router&lang=en']);
  });

  test('has no accessibility violations', async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await open(page, '/products?search=switch&category=1');
    await expect(cards(page).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('filters live in a drawer', async ({ page }) => {
    await open(page);
    await expect(filters(page)).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('radio', { name: 'Routers' }).check();
    await expect(page).toHaveURL(/\?category=\d+$/);
    await expect(heading(page)).toHaveText('Products in Routers');
    const count = await total(page);
    await drawer.getByRole('button', { name: `Show ${count} products` }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test.describe('header suggestions', () => {
  const box = (page: Page) => page.getByRole('combobox', { name: 'Search for products' });

  test('offer categories and products from the keyboard, asking the server only once typing starts', async ({
    page,
  }) => {
    const data: string[] = [];
    page.on('request', (r) => r.url().includes('/api/suggestions') && data.push(r.url()));
    await page.goto('/');
    await readySearchBox(page);
    expect(data).toEqual([]);

    await box(page).fill('switc');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    expect(data).toHaveLength(1);
    const options = list.getByRole('option');
    expect(await options.count()).toBeGreaterThan(1);
    expect(await options.count()).toBeLessThanOrEqual(10);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(options.filter({ hasText: 'Category' }).first()).toBeVisible();
    await expect(options.locator('img').first()).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) as string,
    );
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(box(page)).toHaveValue('switc');

    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?category=\d+/);
    await expect(heading(page)).toHaveText(/^Products in .*Switches$/);
  });

  test('wait for the shopper: no React at start-up for the box, and what was typed before it ran is kept and suggested for', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on(
      'request',
      (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname),
    );
    await page.goto('/network-switches');
    await page.waitForLoadState('networkidle');
    const islandCode = await page
      .locator('header astro-island')
      .first()
      .getAttribute('component-url');
    expect(scripts.filter((path) => path === islandCode || /\/_astro\/react\./.test(path))).toEqual(
      [],
    );

    // The island's code held back until the text is in: it is typed into the plain form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${islandCode}`, async (route) => {
      await held;
      await route.continue();
    });
    await box(page).fill('switc');
    release();
    await whenHydrated(box(page));
    await expect(box(page)).toHaveValue('switc');
    await expect(
      page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first(),
    ).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('on /products the box shows the search before anyone reaches for it', async ({ page }) => {
    await page.goto('/products?search=poe+switch');
    await expect(box(page)).toHaveValue('poe switch');
    await expect(page.locator('header astro-island').first()).toHaveAttribute('ssr');
  });

  test('Enter on the text searches; a blank box does nothing', async ({ page }) => {
    await page.goto('/');
    await readySearchBox(page);
    await box(page).fill('   ');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box(page).fill('  poe switch ');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/products\?search=poe\+switch$/);
    await expect(heading(page)).toHaveText('Search Results for poe switch');
    await expect(box(page)).toHaveValue('poe switch');
  });

  test('a product suggestion opens the product', async ({ page }) => {
    await page.goto('/');
    await readySearchBox(page);
    await box(page).fill('TL-SG1024D');
    const product = page
      .getByRole('listbox', { name: 'Search suggestions' })
      .getByRole('option', { name: /TL-SG1024D/ })
      .first();
    await expect(product.locator('img')).toHaveAttribute('src', /\/_img\/|placeholder/);
    await product.click();
    await expect(page).toHaveURL(/\/product\/[^/]+$/);
  });
});

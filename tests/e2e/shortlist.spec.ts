/**
 * What a shopper does from product cards without opening every product page: quick add (also
 * before the page's scripts have loaded), the wishlist (hearts, the header count, /wishlist with
 * live price and stock, Move to Cart, in step across tabs), and the recently viewed products.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { delayScripts, expect, expectNoAxeViolations, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './lib/layout-shifts';

interface StoredCard {
  id: number;
  slug: string;
  name: string;
  price: number;
  salePrice: number | null;
  inStock: boolean;
}

const storedCard = async (card: Locator) =>
  JSON.parse((await card.getAttribute('data-card')) ?? 'null') as StoredCard;
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);
const inStockCard = (page: Page) =>
  page
    .locator('[data-product-card]')
    .filter({ has: page.getByRole('button', { name: 'Add to Cart' }) });
/**
 * Whether src/browser/card/card-actions.ts has taken over the queue CardActions.astro's inline
 * script keeps.
 */
const handler = (page: Page) =>
  page.evaluate(() =>
    typeof (window as unknown as { cardActions?: { handle: unknown } }).cardActions?.handle ===
    'function'
      ? 'loaded'
      : 'not loaded',
  );
/** Resolves once card-actions has loaded and handles presses itself. */
const cardActionsLoaded = (page: Page) => expect.poll(() => handler(page)).toBe('loaded');

/** A built listing page showing a product that is out of stock. */
async function listingWithSoldOutCard(): Promise<string> {
  for (const listing of [
    'network-switches',
    'computers-laptops',
    'mobiles-tablets',
    'electronics',
    'clearance-sale',
    'new-releases',
  ]) {
    for (const page of ['', '/2', '/3']) {
      const html = await readFile(path.resolve(`dist/client/${listing}${page}.html`), 'utf8').catch(
        () => '',
      );
      if (html.includes('data-card-action="add" disabled')) return `/${listing}${page}`;
    }
  }
  throw new Error('no built listing page shows an out-of-stock product');
}

test.describe('quick add', () => {
  test('a press on a listing card before the scripts have loaded adds the product, with the toast and the cart badge', async ({
    page,
  }) => {
    // Every script arrives 1.5 s late, and the toast waits for a chain of them (card-actions, then
    // sonner).
    test.slow();
    await delayScripts(page, 1_500);
    await page.goto('/network-switches', { waitUntil: 'commit' });
    const card = inStockCard(page).first();
    const button = card.getByRole('button', { name: 'Add to Cart' });
    await button.waitFor();
    expect(await handler(page)).toBe('not loaded');
    await button.click();
    const product = await storedCard(card);
    await expect(page.getByText('Added to cart!')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`1 × ${product.name}`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Cart, 1 item' }).locator('[data-cart-count]'),
    ).toHaveText('1');
    const onSale = product.salePrice !== null && product.salePrice < product.price;
    expect(await stored(page, 'cart')).toEqual([
      expect.objectContaining({
        id: product.id,
        name: product.name,
        price: product.price,
        quantity: 1,
        quantity_available: null,
        ...(onSale ? { promoPrice: product.salePrice } : {}),
      }),
    ]);
    // The button is its own control, not the card's link.
    await expect(page).toHaveURL(/\/network-switches$/);
    await button.click();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('a sold-out product card has a disabled Out of Stock button', async ({ page }) => {
    await page.goto(await listingWithSoldOutCard());
    const card = page
      .locator('[data-product-card]')
      .filter({ has: page.locator('[data-card-action="add"][disabled]') })
      .first();
    await expect(card.locator('[data-card-action="add"]')).toHaveText('Out of Stock');
    await expect(card.locator('[data-card-action="add"]')).toBeDisabled();
  });
});

test.describe('wishlist', () => {
  test('a heart on a card saves the product; /wishlist shows its live price and stock and moves it to the cart', async ({
    page,
  }) => {
    // Two axe runs.
    test.slow();
    await page.goto('/network-switches');
    await cardActionsLoaded(page);
    const card = inStockCard(page).first();
    const product = await storedCard(card);
    const heart = card.getByRole('button', { name: `Save ${product.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Saved to your wishlist')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Wishlist, 1 item' }).locator('[data-wishlist-count]'),
    ).toHaveText('1');

    // The live route decides the figures shown, not what was saved.
    await page.route(/\/api\/live\?ids=/, (route) =>
      route.fulfill({
        json: {
          offers: [{ id: product.id, price: 123_450, salePrice: null, quantity: 7, vatPercent: 5 }],
          unavailable: [],
          failed: [],
        },
      }),
    );
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    const item = page.locator(`[data-wishlist-item="${product.id}"]`);
    await expect(item.getByRole('link', { name: product.name })).toHaveAttribute(
      'href',
      `/product/${product.slug}`,
    );
    await expect(item).toContainText('AED 1,234.50');
    await expect(item.locator('[data-stock-status]')).toHaveText('In Stock');
    await expectNoAxeViolations(page);

    await item.getByRole('button', { name: 'Move to Cart' }).click();
    await expect(page.getByText('Moved to your cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
    expect(await stored(page, 'cart')).toEqual([
      expect.objectContaining({
        id: product.id,
        price: 123_450,
        quantity: 1,
        quantity_available: 7,
      }),
    ]);
    expect(await stored(page, 'wishlist')).toEqual([]);
    // The empty state, without the toast still fading in (which axe would weigh mid-animation).
    await page.reload();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a product the shop has no more of cannot be moved to the cart', async ({ page }) => {
    await page.goto('/network-switches');
    await cardActionsLoaded(page);
    const card = inStockCard(page).first();
    const product = await storedCard(card);
    await card.getByRole('button', { name: /to wishlist$/ }).click();
    await page.route(/\/api\/live\?ids=/, (route) =>
      route.fulfill({
        json: {
          offers: [
            { id: product.id, price: product.price, salePrice: null, quantity: 0, vatPercent: 5 },
          ],
          unavailable: [],
          failed: [],
        },
      }),
    );
    await page.goto('/wishlist');
    const item = page.locator(`[data-wishlist-item="${product.id}"]`);
    await expect(item.locator('[data-stock-status]')).toHaveText('Out of Stock');
    await expect(item.getByRole('button', { name: 'Move to Cart' })).toBeDisabled();
    await item.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  });

  test('the wishlist is in step across tabs', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await second.goto('/wishlist');
    await expect(second.getByText('Your wishlist is empty')).toBeVisible();
    await first.goto('/network-switches');
    await cardActionsLoaded(first);
    const card = inStockCard(first).first();
    const product = await storedCard(card);
    const heart = card.getByRole('button', { name: `Save ${product.name} to wishlist` });
    await heart.click();
    await expect(
      second
        .locator(`[data-wishlist-item="${product.id}"]`)
        .getByRole('link', { name: product.name }),
    ).toBeVisible();
    await expect(second.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await second.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(first.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  });

  test('the product page has a heart of its own', async ({ page }) => {
    await page.goto('/network-switches');
    const href = (await inStockCard(page)
      .first()
      .getByRole('heading')
      .getByRole('link')
      .getAttribute('href')) as string;
    await page.goto(href);
    await cardActionsLoaded(page);
    const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    const heart = page
      .getByRole('button', { name: `Save ${name} to wishlist`, exact: true })
      .first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await cardActionsLoaded(page);
    await expect(
      page.getByRole('button', { name: `Save ${name} to wishlist`, exact: true }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('recently viewed', () => {
  const section = (page: Page) => page.getByRole('region', { name: 'Recently Viewed' });

  test('shows nothing on a first visit, then the products seen before, most recent first, never the page itself', async ({
    page,
  }) => {
    await page.goto('/network-switches');
    const hrefs = await inStockCard(page)
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 3).map((a) => a.getAttribute('href') as string));
    await page.goto('/');
    await cardActionsLoaded(page);
    await expect(page.locator('[data-recently-viewed]')).toBeHidden();

    const names: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await cardActionsLoaded(page);
      names.push(((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim());
      await page.waitForFunction(
        (n) =>
          (JSON.parse(localStorage.getItem('recently-viewed') ?? '[]') as unknown[]).length === n,
        names.length,
      );
    }
    // On the third product's page: the second, then the first.
    await page.goto(hrefs[2] as string);
    const titles = section(page).locator('[data-product-card] h3');
    await expect(titles).toHaveText([names[1] as string, names[0] as string]);

    await page.goto('/');
    await expect(section(page).locator('[data-product-card] h3')).toHaveText([
      names[2] as string,
      names[1] as string,
      names[0] as string,
    ]);
    // Its cards work like every other card.
    await section(page).getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('appears without moving anything in view', async ({ page }) => {
    await page.goto('/network-switches');
    const hrefs = await inStockCard(page)
      .getByRole('heading')
      .getByRole('link')
      .evaluateAll((links) => links.slice(0, 2).map((a) => a.getAttribute('href') as string));
    await page.goto(hrefs[0] as string);
    await cardActionsLoaded(page);
    await recordLayoutShifts(page, 'main');
    for (const target of [hrefs[1] as string, '/']) {
      await page.goto(target);
      await expect(section(page)).toBeVisible();
      expect(await layoutShifts(page), target).toEqual([]);
    }
  });
});

test('in Arabic: quick add, the heart and the wishlist page', async ({ page }) => {
  // An axe run.
  test.slow();
  await page.goto('/ar/network-switches');
  await cardActionsLoaded(page);
  const card = page
    .locator('[data-product-card]')
    .filter({ has: page.getByRole('button', { name: 'أضف إلى السلة' }) })
    .first();
  const product = await storedCard(card);
  await card.getByRole('button', { name: 'أضف إلى السلة' }).click();
  await expect(page.getByText('تمت الإضافة إلى السلة!')).toBeVisible();
  await card.getByRole('button', { name: /في قائمة الأمنيات$/ }).click();
  await expect(page.getByRole('link', { name: 'قائمة الأمنيات، منتج واحد' })).toBeVisible();
  await page.goto('/ar/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('قائمة الأمنيات');
  const item = page.locator(`[data-wishlist-item="${product.id}"]`);
  await expect(item.getByRole('link')).toHaveAttribute('href', `/ar/product/${product.slug}`);
  await expect(item.getByRole('button', { name: 'انقل إلى السلة' })).toBeVisible();
  await expect(item).toContainText('درهم');
  await expectNoAxeViolations(page);
});

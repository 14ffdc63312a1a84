/**
 * Comparing products: toggles on cards and product pages, the tray, and /compare, in step across
 * tabs.
 */
import type { Locator, Page } from '@playwright/test';
import { delayScripts, expect, expectNoAxeViolations, firstInStockProduct, test } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './lib/layout-shifts';

// Journeys of many page loads, on a machine the suite shares.
test.describe.configure({ timeout: 90_000 });

const tray = (page: Page) => page.getByRole('complementary', { name: 'Products to compare' });
const compareLink = (page: Page) => tray(page).getByRole('link', { name: /^Compare \(\d\)$/ });

/** The card toggles of a listing, with the names of their products. */
async function cardToggles(
  page: Page,
  listing: string,
  count: number,
): Promise<{ toggle: Locator; name: string }[]> {
  await page.goto(listing);
  const cards = page.locator('[data-product-card]');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      toggle: cards.nth(i).locator('[data-compare-toggle]'),
      name: ((await cards.nth(i).getByRole('heading').textContent()) ?? '').trim(),
    })),
  );
}

/** Cells of one row of the compare table, row name first. */
async function rowCells(page: Page, label: string): Promise<string[]> {
  const row = page.locator('[data-compare-table] tr', {
    has: page.locator('th[scope="row"]', { hasText: new RegExp(`^${label}( \\(differs\\))?$`) }),
  });
  await expect(row).toHaveCount(1);
  return row.locator('th, td').allInnerTexts();
}

test('three products from cards and one from its page, compared side by side; a fifth is refused', async ({
  page,
}) => {
  const switches = await cardToggles(page, '/network-switches', 3);
  for (const [i, { toggle, name }] of switches.entries()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(tray(page).locator('[data-compare-item]')).toHaveCount(i + 1);
    await expect(
      page.getByRole('status').filter({ hasText: `${name} added to comparison.` }),
    ).toBeAttached();
  }
  await expect(compareLink(page)).toHaveText('Compare (3)');

  // The fourth, a laptop, from its product page: its key information has groups the switches lack.
  const laptop = await firstInStockProduct(page, '/computers-laptops');
  await page.goto(laptop.href);
  const sku = ((await page.getByText(/^SKU:/).textContent()) ?? '').replace('SKU:', '').trim();
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(3);
  const pageToggle = page
    .getByRole('button', { name: `Compare ${laptop.name}`, exact: true })
    .first();
  await pageToggle.click();
  await expect(pageToggle).toHaveAttribute('aria-pressed', 'true');
  await expect(compareLink(page)).toHaveText('Compare (4)');

  // A fifth, from the related products: refused, with the reason shown, and nothing changes.
  const relatedCard = page.locator('#related-heading ~ * [data-product-card]').first();
  const related = relatedCard.locator('[data-compare-toggle]');
  const fifth = ((await relatedCard.getByRole('heading').textContent()) ?? '').trim();
  await related.click();
  await expect(page.locator('[data-compare-notice]')).toHaveText(
    `You can compare up to 4 products. Remove one to add ${fifth}.`,
  );
  await expect(page.locator('[data-compare-notice]')).toBeVisible();
  await expect(related).toHaveAttribute('aria-pressed', 'false');
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(4);

  await compareLink(page).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compare products');
  const columns = page.locator('[data-compare-column]');
  await expect(columns).toHaveCount(4);
  await expect(columns.nth(0)).toContainText(switches[0]?.name ?? '');
  await expect(columns.nth(3)).toContainText(laptop.name);
  // No tray on the compare page itself.
  await expect(tray(page)).toHaveCount(0);

  // Aligned: every row has a cell per product, each label once per group, and the laptop's model is
  // its SKU.
  const rows = page.locator('[data-compare-row]');
  expect(await rows.count()).toBeGreaterThan(5);
  for (const cells of await rows.evaluateAll((trs) => trs.map((tr) => tr.children.length)))
    expect(cells).toBe(5);
  const model = await rowCells(page, 'Model');
  expect(model[4]).toBe(sku);
  await expect(page.locator('[data-compare-row="Model"]')).toHaveAttribute('data-differs', 'true');
  // Every product has a one-year warranty: the same value, not highlighted.
  expect(await rowCells(page, 'Warranty')).toEqual([
    'Warranty',
    '1 Year',
    '1 Year',
    '1 Year',
    '1 Year',
  ]);
  await expect(page.locator('[data-compare-row="Warranty"]')).toHaveAttribute(
    'data-differs',
    'false',
  );
  // A switch's row the laptop does not give: a dash, "Not given" to screen readers, said to differ.
  const switchOnly = page
    .locator('[data-compare-row][data-differs="true"]', {
      has: page.locator('td:last-child', { hasText: 'Not given' }),
    })
    .first();
  await expect(switchOnly.locator('th')).toContainText('(differs)');
  await expect(switchOnly.locator('td').last()).toHaveText('—Not given');

  // Live price and stock per column, and Add To Cart.
  await expect(page.locator('[data-compare-stock]')).toHaveCount(4);
  await expect(page.locator('[data-compare-stock]').nth(3)).toHaveText(/^In Stock \(\d+\)$/);
  await page.getByRole('button', { name: `Add To Cart: ${laptop.name}` }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();

  await expect(
    page.getByRole('checkbox', { name: 'Show only rows that differ' }),
  ).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Show only rows that differ' }).check();
  await expect(page.locator('[data-compare-row][data-differs="false"]')).toHaveCount(0);
  await expect(page.locator('[data-compare-row="Model"]')).toHaveCount(1);

  await page.getByRole('button', { name: `Remove ${switches[1]?.name} from comparison` }).click();
  await expect(columns).toHaveCount(3);
  await expect(
    page.getByRole('status').filter({ hasText: `${switches[1]?.name} removed from comparison.` }),
  ).toBeAttached();
});

test('the tray and the compare page stay in step across two tabs', async ({ page, context }) => {
  const [first, second, third] = await cardToggles(page, '/network-switches', 3);
  await first?.toggle.click();
  await second?.toggle.click();
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(2);

  const other = await context.newPage();
  await other.goto('/compare');
  await expect(other.locator('[data-compare-column]')).toHaveCount(2);

  // Added in the first tab: a new column in the other.
  await third?.toggle.click();
  await expect(other.locator('[data-compare-column]')).toHaveCount(3);

  // Removed on the compare page: the first tab's tray and toggle follow.
  await other.getByRole('button', { name: `Remove ${first?.name} from comparison` }).click();
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(2);
  await expect(first?.toggle as Locator).toHaveAttribute('aria-pressed', 'false');

  // Cleared from the tray: the compare page says there is nothing to compare.
  await tray(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(tray(page)).toHaveCount(0);
  await expect(other.getByRole('heading', { name: 'No products to compare yet' })).toBeVisible();
});

test('a press before the tray has loaded is not lost, and the page does not shift when the tray appears', async ({
  page,
}) => {
  await page.goto('/network-switches');
  await delayScripts(page, 1500);
  await recordLayoutShifts(page, 'main');
  await page.reload();
  const toggle = page.locator('[data-product-card] [data-compare-toggle]').first();
  await toggle.click();
  // Every script the tray needs arrives 1.5 s late, in a few waves of imports.
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(1, { timeout: 15_000 });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // A later visit: the stored choice brings the tray back at idle time, its toggle shown pressed.
  await page.unrouteAll();
  await page.reload();
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(1);
  await expect(page.locator('[data-product-card] [data-compare-toggle]').first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await layoutShifts(page)).toEqual([]);
});

test('a corrupt stored choice is repaired, and an empty one shows no tray', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/network-switches');
  const item = await page
    .locator('[data-product-card]')
    .first()
    .evaluate((card: HTMLElement) => ({
      id: Number(card.dataset.productId),
      slug: 'a-switch',
      name: card.querySelector('h2, h3')?.textContent,
      image: null,
    }));
  await page.evaluate(
    (v) => localStorage.setItem('compare', v),
    JSON.stringify([{ id: 'x' }, item, item, 42]),
  );
  await page.reload();
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(1);
  await page.evaluate(() => localStorage.setItem('compare', '{not json'));
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'No products to compare yet' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the compare page has no accessibility violations, with products and without', async ({
  page,
}) => {
  // Three axe runs, each up to 20 s on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/compare');
  await expect(page.getByRole('heading', { name: 'No products to compare yet' })).toBeVisible();
  await expectNoAxeViolations(page);
  const toggles = await cardToggles(page, '/network-switches', 2);
  for (const { toggle } of toggles) await toggle.click();
  await expect(tray(page).locator('[data-compare-item]')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.goto('/compare');
  await expect(page.locator('[data-compare-column]')).toHaveCount(2);
  await expect(page.locator('[data-compare-stock]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in Arabic: the toggle, the tray and the compare page speak Arabic, row names on the right', async ({
  page,
}) => {
  await page.goto('/ar/network-switches');
  const toggles = page.locator('[data-product-card] [data-compare-toggle]');
  await expect(toggles.first()).toContainText('مقارنة');
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  const arTray = page.getByRole('complementary', { name: 'منتجات للمقارنة' });
  await expect(arTray.getByRole('link', { name: 'قارن (2)' })).toBeVisible();
  await arTray.getByRole('link', { name: 'قارن (2)' }).click();
  await expect(page).toHaveURL(/\/ar\/compare$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقارنة المنتجات');
  await expect(page.locator('[data-compare-column]')).toHaveCount(2);
  await expect(page.locator('[data-compare-row="Model"] th')).toContainText('(مختلف)');
  const rowName = await page.locator('[data-compare-row="Model"] th').boundingBox();
  const value = await page.locator('[data-compare-row="Model"] td').first().boundingBox();
  expect(rowName && value && rowName.x > value.x).toBe(true);
});

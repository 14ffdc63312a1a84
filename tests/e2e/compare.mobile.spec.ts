/** The compare page on a phone: the columns scroll sideways under row names that stay in place. */
import { expect, test } from './fixtures';

test('on a phone the compare columns scroll while the row names stay, and nothing widens the page', async ({
  page,
}) => {
  await page.goto('/network-switches');
  const items = await page.locator('[data-product-card]').evaluateAll((cards: HTMLElement[]) =>
    cards.slice(0, 4).map((card) => ({
      id: Number(card.dataset.productId),
      slug: card.querySelector('h2 a, h3 a')?.getAttribute('href')?.split('/').pop(),
      name: card.querySelector('h2, h3')?.textContent,
      image: null,
    })),
  );
  await page.evaluate((v) => localStorage.setItem('compare', v), JSON.stringify(items));
  await page.reload();
  const tray = page.getByRole('complementary', { name: 'Products to compare' });
  await expect(tray.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  await page.goto('/compare');
  await expect(page.locator('[data-compare-column]')).toHaveCount(4);
  const scroller = page.locator('[data-compare-scroller]');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  const rowName = page.locator('[data-compare-row="Model"] th');
  const firstValue = page.locator('[data-compare-row="Model"] td').first();
  const before = { name: await rowName.boundingBox(), value: await firstValue.boundingBox() };
  await scroller.evaluate((el) => el.scrollTo({ left: 400, behavior: 'instant' }));
  await expect
    .poll(async () => (await firstValue.boundingBox())?.x)
    .toBeLessThan((before.value?.x ?? 0) - 300);
  const after = await rowName.boundingBox();
  // Where it stuck: the scroller's edge, within its border of where it began.
  expect(Math.abs((after?.x ?? 0) - (before.name?.x ?? 0))).toBeLessThanOrEqual(2);
  await expect(rowName).toBeInViewport();
});

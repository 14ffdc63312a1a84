/**
 * A product without a picture (issue 39): its card draws the placeholder in the markup, so no <img>
 * stands for it, nothing is fetched for it and it cannot be the page's largest paint, and screen
 * readers hear that there is no image, in the page's language.
 */
import { listings } from '../../src/site.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

for (const { prefix, label, text } of [
  { prefix: '', label: 'No image available', text: 'No image' },
  { prefix: '/ar', label: 'لا تتوفر صورة', text: 'لا توجد صورة' },
]) {
  test(`${prefix || '/'}: a listed product without a picture is drawn inline, fetched from nowhere and named`, async ({
    page,
    consoleErrors,
  }) => {
    const placeholderRequests: string[] = [];
    page.on('request', (request) => {
      if (/placeholder\.svg/.test(request.url())) placeholderRequests.push(request.url());
    });
    // The demo catalogue leaves some products without a picture; the first listing that shows one.
    let found = false;
    for (const listing of listings) {
      await page.goto(`${prefix}/${listing.path}`);
      if ((await page.locator('[data-no-picture]').count()) > 0) {
        found = true;
        break;
      }
    }
    expect(found, 'no listing shows a product without a picture').toBe(true);

    const card = page
      .locator('[data-product-card]')
      .filter({ has: page.locator('[data-no-picture]') })
      .first();
    await expect(card.getByRole('img', { name: label, exact: true })).toBeVisible();
    await expect(card.locator('[data-no-picture] text')).toHaveText(text);
    await expect(card.locator('img')).toHaveCount(0);
    await page.waitForLoadState('load');
    expect(placeholderRequests).toEqual([]);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}

/**
 * A 360 px wide phone, the narrowest common in the UAE: no page scrolls sideways, in either
 * language.
 */
import { expect, firstInStockProduct, test } from './fixtures';

test('no page is wider than a 360 px screen, in English or in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const product = await firstInStockProduct(page);
  const paths = [
    '/',
    '/network-switches',
    '/products',
    product.href,
    '/get-quote',
    '/order-confirmation',
    '/privacy-policy',
    '/no-such-page',
  ];
  const wide: string[] = [];
  for (const path of paths.flatMap((p) => [p, p === '/' ? '/ar' : `/ar${p}`])) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path}: ${width} px`);
  }
  expect(wide).toEqual([]);
});

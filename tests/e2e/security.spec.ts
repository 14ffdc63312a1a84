/**
 * The node server's security headers, compression and caching, and the Content-Security-Policy in
 * practice: every kind of page, hydrated and used (a toast, a search, a stored cart), runs without
 * a single violation.
 */
import type { Page } from '@playwright/test';
import { addToCartHere, expect, firstInStockProduct, readySearchBox, test } from './fixtures';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ page }) => {
  // Registered before any script of the page runs, so no violation goes unseen.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} "${e.sample}" on ${location.pathname}`,
      );
    });
  });
});

/** Opens a page, brings every island to life (idle and visible ones too) and returns its status. */
async function visit(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  const status = response?.status() ?? 0;
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], path).toBe('DENY');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  return status;
}

async function expectNoViolations(page: Page, consoleErrors: string[]) {
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
}

test('every page type runs without a CSP violation', async ({ page, consoleErrors }) => {
  // Eleven pages and a search, an add to cart and a checkout on the way.
  test.slow();
  for (const path of ['/', '/network-switches', '/products', '/get-quote', '/order-confirmation']) {
    expect(await visit(page, path), path).toBe(200);
    await expectNoViolations(page, consoleErrors);
  }

  // Suggestions, with their pictures, then the listing filtered by the search.
  await readySearchBox(page);
  await page.getByRole('combobox', { name: 'Search for products' }).fill('switc');
  await expect(
    page.getByRole('listbox', { name: 'Search suggestions' }).locator('img').first(),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?/);
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, consoleErrors);

  const product = await firstInStockProduct(page);
  expect(await visit(page, product.href)).toBe(200);
  // The first toast loads sonner, which adds its stylesheet to the page: applied, so the toaster
  // floats.
  await addToCartHere(page);
  expect(
    await page.locator('[data-sonner-toaster]').evaluate((el) => getComputedStyle(el).position),
  ).toBe('fixed');
  await expectNoViolations(page, consoleErrors);

  for (const path of ['/cart', '/cart/checkout']) {
    expect(await visit(page, path), path).toBe(200);
    await expect(page.getByText(product.name).first(), path).toBeVisible();
    await expectNoViolations(page, consoleErrors);
  }

  expect(await visit(page, '/no-such-page')).toBe(404);
  await expectNoViolations(page, consoleErrors);
});

test('responses carry the security headers, text is compressed and hashed assets are cached for good', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  const headers = home.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');

  const html = await home.text();
  const script = /\/_astro\/[^"]+\.js/.exec(html)?.[0];
  const image = /\/_img\/[0-9a-f]+-\d+\.webp/.exec(html)?.[0];
  for (const asset of [script, image]) {
    const res = await request.get(asset as string);
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }

  const live = await request.get('/api/live/1', { headers: { 'accept-encoding': 'gzip' } });
  expect(live.headers()['x-frame-options']).toBe('DENY');
  expect(live.headers()['cache-control']).not.toContain('immutable');
});

test('another site cannot frame the shop', async ({ page, baseURL }) => {
  await page.setContent(`<iframe src="${baseURL}/" width="400" height="300"></iframe>`);
  const frame = page.frames()[1];
  await expect.poll(() => frame?.url()).not.toBe('');
  await page.waitForTimeout(500);
  expect(
    await frame
      ?.locator('header')
      .count()
      .catch(() => 0),
  ).toBe(0);
});

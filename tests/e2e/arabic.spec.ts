/**
 * The Arabic shop under /ar: every page type in Arabic, right to left, with the page frame in
 * Arabic; the language switch keeps the page and its query; the languages point at each other.
 */
import {
  expect,
  expectNoAxeViolations,
  firstInStockProduct,
  readySearchBox,
  saleAndBonusCart,
  seedCart,
  test,
} from './fixtures';

// The cart and checkout send a shopper with an empty cart to the home page of the same language.
const pageTypes = [
  '/',
  '/network-switches',
  '/products',
  '/order-confirmation',
  '/get-quote',
  '/privacy-policy',
  '/terms-and-conditions',
];

test.describe('Arabic pages', () => {
  test('every page type is Arabic and right to left under /ar, English and left to right at the root', async ({
    page,
  }) => {
    // Sixteen page loads: a loaded machine needs more than the default half minute.
    test.slow();
    const product = await firstInStockProduct(page);
    for (const path of [...pageTypes, product.href]) {
      await page.goto(path);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
      await expect(page.locator('html'), path).toHaveAttribute('dir', 'ltr');
      const arabic = path === '/' ? '/ar' : `/ar${path}`;
      const response = await page.goto(arabic);
      expect(response?.status(), arabic).toBe(200);
      await expect(page.locator('html'), arabic).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html'), arabic).toHaveAttribute('dir', 'rtl');
    }
  });

  test('an unknown Arabic address answers 404 with the Arabic page', async ({ page }) => {
    const response = await page.goto('/ar/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عذرًا! الصفحة غير موجودة');
    await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute(
      'href',
      '/ar',
    );
  });

  test('the header and footer speak Arabic, keep phone and e-mail left to right, and name categories in Arabic', async ({
    page,
  }) => {
    await page.goto('/ar');
    const header = page.locator('header');
    await expect(
      header
        .getByRole('navigation', { name: 'القائمة الرئيسية' })
        .getByRole('link', { name: 'الرئيسية' }),
    ).toHaveAttribute('href', '/ar');
    await expect(header.getByRole('link', { name: 'اطلب عرض سعر' })).toHaveAttribute(
      'href',
      '/ar/get-quote',
    );
    await expect(header.getByRole('button', { name: 'جميع الفئات' })).toBeVisible();
    await header.getByRole('button', { name: 'جميع الفئات' }).click();
    await expect(
      header.locator('#category-menu').getByRole('link', { name: 'سويتشات الشبكات' }).first(),
    ).toHaveAttribute('href', /^\/ar\/products\?category=\d+$/);
    await expect(
      header
        .getByRole('navigation', { name: 'القائمة الرئيسية' })
        .getByRole('link', { name: 'السلة', exact: true }),
    ).toHaveAttribute('href', '/ar/cart');
    await expect(header.getByRole('combobox', { name: 'ابحث عن المنتجات' }).first()).toBeAttached();
    await expect(
      header.locator('span[dir="ltr"]', { hasText: '+971 4 123 4567' }).first(),
    ).toBeVisible();

    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'الفئات' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute(
      'href',
      '/ar/privacy-policy',
    );
    await expect(footer).toContainText('جميع الحقوق محفوظة.');

    const frame = `${await header.innerText()}\n${await footer.innerText()}`;
    for (const english of [
      'All Categories',
      'GET A QUOTE',
      'Home',
      'Checkout',
      'Privacy Policy',
      'All rights reserved',
      'Follow us',
      'Our Products',
    ]) {
      expect(frame, english).not.toContain(english);
    }
  });

  test('the language switch opens the same page in the other language, query kept, and back', async ({
    page,
  }) => {
    await page.goto('/products?search=switch&page=2');
    const toArabic = page.locator('header').getByRole('link', { name: 'اقرأ هذه الصفحة بالعربية' });
    await expect(toArabic).toHaveAttribute('href', '/ar/products?search=switch&page=2');
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar\/products\?search=switch&page=2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

    await page.locator('header').getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/products\?search=switch&page=2$/);
    expect(new URL(page.url()).pathname).toBe('/products');
  });

  test('an empty cart in Arabic sends the shopper to the Arabic home page', async ({ page }) => {
    await page.goto('/ar/cart');
    await expect(page).toHaveURL(/\/ar$/);
    await page.goto('/ar/cart/checkout');
    await expect(page).toHaveURL(/\/ar$/);
  });

  test('a remembered language is offered, never forced, on a page reached from outside', async ({
    page,
  }) => {
    await page.goto('/ar/get-quote');
    await page.locator('header').getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL(/\/get-quote$/);
    await page.goto('/ar');
    expect(new URL(page.url()).pathname).toBe('/ar');
    const offer = page.getByRole('complementary', { name: 'اللغة' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
      'href',
      '/',
    );
    await offer.getByRole('button', { name: 'إغلاق' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(offer).toBeHidden();
  });

  test('search in Arabic finds switches by the word shoppers use, suggests in Arabic and keeps the query', async ({
    page,
  }) => {
    await page.goto('/ar/products?search=%D8%B3%D9%88%D9%8A%D8%AA%D8%B4');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتائج البحث عن سويتش');
    await expect(
      page.getByRole('status').filter({ hasText: /عرض 1–\d+ من \d+ منتج/ }),
    ).toBeVisible();
    const first = page.locator('[data-product-card] a').first();
    await expect(first).toHaveAttribute('href', /^\/ar\/product\//);

    const box = page.locator('header').getByRole('combobox', { name: 'ابحث عن المنتجات' }).first();
    // The box shows the search before its island has run, and what is typed then is suggested for
    // once it has.
    await expect(box).toHaveValue('سويتش');
    await box.fill('راوتر');
    const suggestions = page.getByRole('listbox', { name: 'اقتراحات البحث' }).first();
    await expect(suggestions.getByRole('option').first()).toContainText('فئة');
    await expect(suggestions.getByRole('option', { name: /راوترات/ }).first()).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/ar\/products\?search=%D8%B1%D8%A7%D9%88%D8%AA%D8%B1$/);
  });

  test('a product the portal names in Arabic (second_name) shows that name on Arabic pages, the English one on English pages', async ({
    page,
  }) => {
    await page.goto('/ar/network-switches');
    const link = page
      .locator('[data-product-card] a')
      .filter({ hasText: /[\u0600-\u06FF]/ })
      .first();
    const arabicName = ((await link.textContent()) ?? '').trim();
    const href = (await link.getAttribute('href')) as string;
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicName);
    await page.goto(href.replace(/^\/ar/, ''));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[\u0600-\u06FF]/);
  });

  test('each language names the other as its alternate, both ways', async ({ page, request }) => {
    const product = await firstInStockProduct(page);
    for (const path of ['/network-switches', product.href]) {
      await page.goto(path);
      const arabic = await page
        .locator('link[rel="alternate"][hreflang="ar"]')
        .getAttribute('href');
      const english = await page
        .locator('link[rel="alternate"][hreflang="en"]')
        .getAttribute('href');
      expect(
        await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'),
      ).toBe(english);
      expect(new URL(arabic as string).pathname).toBe(`/ar${path}`);
      await page.goto(new URL(arabic as string).pathname);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(arabic);
      expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toBe(
        english,
      );
      expect((await request.get(new URL(english as string).pathname)).status()).toBe(200);
    }
  });

  test("the Arabic font is fetched once a first Arabic page has loaded and sets the next pages' text; English pages never fetch it", async ({
    page,
  }) => {
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontFiles.push(new URL(request.url()).pathname);
    });
    const textFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    const arabicFontReady = () =>
      page.evaluate(
        () =>
          document.fonts.check('1em "IBM Plex Sans Arabic"', 'ع') &&
          document.fonts.check('bold 1em "IBM Plex Sans Arabic"', 'ع'),
      );

    await page.goto('/');
    await page.goto('/network-switches');
    expect(fontFiles).toEqual([]);

    // The first Arabic page paints in the system's font and asks for the files only after its load
    // event.
    await page.goto('/ar');
    expect(await textFont()).not.toContain('IBM Plex Sans Arabic');
    await expect.poll(arabicFontReady).toBe(true);
    const timing = await page.evaluate(() => ({
      load:
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
          ?.loadEventStart ?? Number.NaN,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.fonts).toHaveLength(2);
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.load);
    expect(await textFont()).not.toContain('IBM Plex Sans Arabic');

    await page.goto('/ar/network-switches');
    expect(await textFont()).toMatch(/^"?IBM Plex Sans Arabic"?,/);
    await expect.poll(arabicFontReady).toBe(true);

    await page.goto('/network-switches');
    expect(await textFont()).not.toContain('IBM Plex Sans Arabic');
    expect(new Set(fontFiles).size).toBe(2);
  });

  test('no accessibility violations on any Arabic page type', async ({ page }) => {
    test.slow();
    const product = await firstInStockProduct(page);
    for (const path of [...pageTypes, product.href, '/products?search=switch', '/no-such-page']) {
      const arabic = path === '/' ? '/ar' : `/ar${path}`;
      await page.goto(arabic);
      await expect(page.locator('html'), arabic).toHaveAttribute('lang', 'ar');
      await expectNoAxeViolations(page);
    }
  });

  test('no accessibility violations on the Arabic cart and checkout with lines, and with the suggestions open', async ({
    page,
  }) => {
    await page.goto('/ar');
    await seedCart(page, saleAndBonusCart);
    for (const path of ['/ar/cart', '/ar/cart/checkout']) {
      await page.goto(path);
      await expect(page.getByText('Gate Phone').first(), path).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.goto('/ar/network-switches');
    await (await readySearchBox(page, 'ابحث عن المنتجات')).fill('سويت');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

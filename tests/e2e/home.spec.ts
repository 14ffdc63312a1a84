import { expect, expectNoAxeViolations, test } from './fixtures';

test('home: highlights, carousel, category tiles, product blocks, newsletter and brands', async ({
  page,
  consoleErrors,
}) => {
  // Reduced motion stops autoplay and the sliding: on a slow machine either would move the slides
  // under the test (a click during a loop's slide is ignored).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page).toHaveTitle('Gulf IT Store | Network, Telephony, Laptops & POS in the UAE');

  const highlights = page.getByRole('list', { name: 'Why shop with us' }).getByRole('listitem');
  await expect(highlights).toHaveCount(4);
  await expect(highlights.getByRole('link')).toHaveAttribute('href', /^tel:\+971/);

  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel).toBeVisible();
  const box = await carousel.boundingBox();
  expect(box?.height).toBe(384);
  const slides = carousel.locator('.swiper-slide:not(.swiper-slide-duplicate)');
  expect(await slides.count()).toBeLessThanOrEqual(3);
  // The carousel hydrates when the shopper reaches for it: the page loads without it, and the first
  // press, made on the server's markup, is not lost.
  const island = carousel.locator('xpath=ancestor::astro-island[1]');
  await page.waitForLoadState('load');
  await expect(island).toHaveAttribute('ssr');
  const firstAlt = await slides.first().locator('img').getAttribute('alt');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(carousel.locator('.swiper-slide-active img')).not.toHaveAttribute(
    'alt',
    firstAlt ?? '',
  );
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.locator('.swiper-slide-active img')).toHaveAttribute('alt', firstAlt ?? '');

  const tiles = page.getByRole('list', { name: 'Shop by category' }).getByRole('link');
  expect(await tiles.count()).toBeLessThanOrEqual(6);
  await expect(tiles.first()).toHaveAttribute('href', /^\/products\?category=\d+$/);

  const cardsIn = (heading: string) =>
    page.getByRole('region', { name: heading }).locator('[data-product-card]');
  await expect(cardsIn('Featured Products')).toHaveCount(5);
  await expect(cardsIn('Best Selling Products')).toHaveCount(4);
  await expect(cardsIn('Latest Products')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Top Categories' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Our Brands' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscribe to our newsletter' })).toBeVisible();
  await expect(cardsIn('Featured Products').first().getByText('(0 reviews)')).toBeVisible();

  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('home on a phone: the carousel is 16rem tall', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = await page.getByRole('region', { name: 'Promotions' }).boundingBox();
  expect(box?.height).toBe(256);
});

test("the first slide's picture loads alone, at the 800 px width a phone needs; the others come after it", async ({
  browser,
}) => {
  // Lighthouse's phone: 412 CSS px at a device pixel ratio of 1.75 needs 721 pixels.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_img/')) requested.push(pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  const slides = carousel.locator('.swiper-slide');
  expect(await slides.count()).toBeGreaterThan(1);
  await expect(carousel.locator('img')).toHaveCount(1);
  const first = await slides
    .first()
    .locator('img')
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  expect(first).toMatch(/^\/_img\/[0-9a-f]+-800\.webp$/);

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.locator('img')).toHaveCount(await slides.count());
  const keyOf = (path: string) => path.replace(/-\d+\.webp$/, '');
  const others = await carousel
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  const otherKeys = new Set(others.map(keyOf).filter((key) => key !== keyOf(first)));
  expect(otherKeys.size).toBeGreaterThan(0);
  const firstAt = requested.indexOf(first);
  expect(firstAt).toBeGreaterThanOrEqual(0);
  for (const [at, path] of requested.entries())
    if (otherKeys.has(keyOf(path))) expect(at, path).toBeGreaterThan(firstAt);
  await context.close();
});

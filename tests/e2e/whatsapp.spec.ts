/**
 * WhatsApp click-to-chat. The suite's own build has no WHATSAPP_NUMBER, so it shows no WhatsApp
 * link anywhere; a second build with a number (made once, see lib/variant-build.ts) shows the
 * floating button on every page and "Ask about this product" on product pages, each a plain wa.me
 * link whose message names what the shopper is looking at, in the page's language.
 */
import type { Page } from '@playwright/test';
import {
  addToCartHere,
  expect,
  expectNoAxeViolations,
  firstInStockProduct,
  test,
} from './fixtures';
import { startIsolatedShop, type IsolatedShop } from './lib/isolated-shop';
import { variantBuild } from './lib/variant-build';

const NUMBER = '971501234567';

/** The number and the prefilled message of a wa.me link. */
function chatOf(href: string | null): { number: string; text: string } {
  const url = new URL(href ?? '');
  expect(url.origin).toBe('https://wa.me');
  return { number: url.pathname.slice(1), text: url.searchParams.get('text') ?? '' };
}

test('without WHATSAPP_NUMBER no page links to WhatsApp', async ({ page, request }) => {
  const { href } = await firstInStockProduct(page);
  for (const path of ['/', href, '/cart', '/ar']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('wa.me');
    expect(html, path).not.toContain('data-whatsapp');
  }
});

test.describe('a shop with a WhatsApp number', () => {
  // One worker, one build and one shop for all these tests (workers building the same folder at
  // once break each other's build).
  test.describe.configure({ mode: 'serial' });
  let shop: IsolatedShop;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    shop = await startIsolatedShop({
      buildDir: await variantBuild('whatsapp', { WHATSAPP_NUMBER: NUMBER }),
    });
  });
  test.afterAll(async () => {
    await shop?.close();
  });

  test('a product page asks about the product by name and address, and the floating button says the same', async ({
    page,
  }) => {
    await page.goto(`${shop.url}/network-switches`);
    const href = (await page
      .locator('[data-product-card] a')
      .first()
      .getAttribute('href')) as string;
    await page.goto(`${shop.url}${href}`);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) as string;
    expect(new URL(canonical).pathname).toBe(href);

    const ask = page.getByRole('link', {
      name: 'Ask about this product (opens WhatsApp in a new tab)',
    });
    await expect(ask).toBeVisible();
    await expect(ask).toHaveAttribute('target', '_blank');
    expect(chatOf(await ask.getAttribute('href'))).toEqual({
      number: NUMBER,
      text: `Hello, I have a question about ${name}: ${canonical}`,
    });

    const floating = page.getByRole('link', {
      name: 'Chat with us on WhatsApp (opens WhatsApp in a new tab)',
    });
    await expect(floating).toBeVisible();
    expect(chatOf(await floating.getAttribute('href'))).toEqual({
      number: NUMBER,
      text: `Hello, I have a question about ${name}: ${canonical}`,
    });
    // Outside the flow: fixed to the corner, whatever the scroll.
    expect(
      await floating.evaluate(
        (a) => a.closest('aside') && getComputedStyle(a.closest('aside') as Element).position,
      ),
    ).toBe('fixed');
    await expectNoAxeViolations(page);
  });

  test('every other page has the floating button, naming the page', async ({ page }) => {
    for (const path of ['/', '/products', '/network-switches/2', '/get-quote']) {
      await page.goto(`${shop.url}${path}`);
      const canonical = (await page
        .locator('link[rel="canonical"]')
        .getAttribute('href')) as string;
      const floating = page.locator('[data-whatsapp="floating"]');
      await expect(floating, path).toBeVisible();
      expect(chatOf(await floating.getAttribute('href')), path).toEqual({
        number: NUMBER,
        text: `Hello, I have a question about this page: ${canonical}`,
      });
      await expect(page.locator('[data-whatsapp="ask"]'), path).toHaveCount(0);
    }
  });

  test('in Arabic the message is Arabic and names the Arabic page', async ({ page }) => {
    await page.goto(`${shop.url}/ar/network-switches`);
    const href = (await page
      .locator('[data-product-card] a')
      .first()
      .getAttribute('href')) as string;
    expect(href).toMatch(/^\/ar\/product\//);
    await page.goto(`${shop.url}${href}`);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const canonical = (await page.locator('link[rel="canonical"]').getAttribute('href')) as string;
    const ask = page.getByRole('link', {
      name: 'اسأل عن هذا المنتج (يفتح واتساب في علامة تبويب جديدة)',
    });
    expect(chatOf(await ask.getAttribute('href'))).toEqual({
      number: NUMBER,
      text: `مرحبًا، لدي سؤال عن ${name}: ${canonical}`,
    });
    await expect(
      page.getByRole('link', { name: 'تواصل معنا عبر واتساب (يفتح واتساب في علامة تبويب جديدة)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${shop.url}/ar`);
    const home = (await page.locator('link[rel="canonical"]').getAttribute('href')) as string;
    expect(chatOf(await page.locator('[data-whatsapp="floating"]').getAttribute('href')).text).toBe(
      `مرحبًا، لدي سؤال عن هذه الصفحة: ${home}`,
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

    test('the button floats clear of the language offer, and on the cart and checkout sits below the page instead of over its buttons', async ({
      page,
    }) => {
      await page.goto(`${shop.url}/network-switches`);
      const floating = page.locator('[data-whatsapp="floating"]');
      await expect(floating).toBeVisible();
      // The offer of the other language spans the bottom of a phone: the button moves above it.
      await page.evaluate(() =>
        document.getElementById('language-offer')?.removeAttribute('hidden'),
      );
      const [lifted, offer] = [
        await floating.boundingBox(),
        await page.locator('#language-offer').boundingBox(),
      ];
      expect(lifted && offer && overlaps(lifted, offer)).toBe(false);

      await addSomethingToCart(page, shop.url);
      for (const [path, action] of [
        ['/cart', 'Proceed to Checkout'],
        ['/cart/checkout', 'Submit Order'],
      ] as const) {
        await page.goto(`${shop.url}${path}`);
        await expect(
          page.getByRole('link', { name: action }).or(page.getByRole('button', { name: action })),
        ).toBeVisible();
        await expect(floating, path).toBeHidden();
        const inline = page.locator('[data-whatsapp="inline"]');
        await expect(inline, path).toBeVisible();
        await expect(inline, path).toHaveAccessibleName(
          'Chat with us on WhatsApp (opens WhatsApp in a new tab)',
        );
        expect(await inline.evaluate((a) => getComputedStyle(a).position), path).toBe('static');
      }
    });

    test('a wider screen has room: the cart keeps the floating button', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await addSomethingToCart(page, shop.url);
      await page.goto(`${shop.url}/cart`);
      await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
      await expect(page.locator('[data-whatsapp="floating"]')).toBeVisible();
      await expect(page.locator('[data-whatsapp="inline"]')).toBeHidden();
    });
  });
});

async function addSomethingToCart(page: Page, origin: string) {
  await page.goto(`${origin}/network-switches`);
  await page
    .locator('[data-product-card]')
    .filter({ has: page.locator('[data-card-action="add"]:enabled') })
    .first()
    .getByRole('link')
    .click();
  await addToCartHere(page);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

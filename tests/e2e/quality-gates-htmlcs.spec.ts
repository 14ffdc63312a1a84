/**
 * The second accessibility engine: HTML_CodeSniffer's WCAG 2 AA standard, as pa11y runs it, finds
 * no error on any page type in either language (axe runs in the other specs). It reads tables more
 * strictly than axe: a header over a second level of headers needs what scope cannot say (H43).
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoHtmlCodeSnifferErrors,
  openListedProduct,
  saleAndBonusCart,
  sampleOrder,
  storeBeforeLoad,
  test,
} from './fixtures';

/**
 * Waits until what the page loads and asks for has come, so the engine reads what a shopper meets.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
}

/** Two products chosen to compare, and one saved to the wishlist, from a listing's cards. */
async function chooseFromCards(page: Page, prefix: string) {
  await page.goto(`${prefix}/network-switches`);
  const cards = page.locator('[data-product-card]');
  for (const i of [0, 1]) {
    const toggle = cards.nth(i).locator('[data-compare-toggle]');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  const heart = cards.first().locator('[data-card-action="wish"]');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
}

const pageTypes: { name: string; open: (page: Page, prefix: string) => Promise<void> }[] = [
  { name: 'home', open: (page, prefix) => page.goto(prefix || '/').then(() => undefined) },
  {
    name: 'a category listing',
    open: (page, prefix) => page.goto(`${prefix}/network-switches`).then(() => undefined),
  },
  {
    name: '/products with a search',
    open: (page, prefix) => page.goto(`${prefix}/products?search=switch`).then(() => undefined),
  },
  {
    name: 'a product in stock',
    open: (page, prefix) => openListedProduct(page, { listing: `${prefix}/network-switches` }),
  },
  {
    name: 'a sold-out product, with its notify form',
    open: (page, prefix) =>
      openListedProduct(page, { listing: `${prefix}/network-switches`, soldOut: true }),
  },
  {
    name: 'the cart with lines',
    open: async (page, prefix) => {
      await storeBeforeLoad(page, { cart: saleAndBonusCart });
      await page.goto(`${prefix}/cart`);
      await expect(page.locator('[data-cart-line]')).toHaveCount(2);
    },
  },
  {
    name: 'checkout with lines',
    open: async (page, prefix) => {
      await storeBeforeLoad(page, { cart: saleAndBonusCart });
      await page.goto(`${prefix}/cart/checkout`);
      await expect(page.getByText('Gate Phone').first()).toBeVisible();
    },
  },
  {
    name: 'an order confirmation',
    open: async (page, prefix) => {
      await storeBeforeLoad(page, { lastOrder: sampleOrder });
      await page.goto(`${prefix}/order-confirmation`);
    },
  },
  {
    name: 'the quote form',
    open: (page, prefix) => page.goto(`${prefix}/get-quote`).then(() => undefined),
  },
  {
    name: 'the wishlist and the comparison, with products',
    open: async (page, prefix) => {
      await chooseFromCards(page, prefix);
      await page.goto(`${prefix}/wishlist`);
      await settled(page);
      await expectNoHtmlCodeSnifferErrors(page);
      await page.goto(`${prefix}/compare`);
      await expect(page.locator('[data-compare-table]')).toBeVisible();
    },
  },
  {
    name: 'the privacy policy',
    open: (page, prefix) => page.goto(`${prefix}/privacy-policy`).then(() => undefined),
  },
  {
    name: 'the terms',
    open: (page, prefix) => page.goto(`${prefix}/terms-and-conditions`).then(() => undefined),
  },
  {
    name: 'a missing page',
    open: (page, prefix) => page.goto(`${prefix}/no-such-page`).then(() => undefined),
  },
];

for (const [language, prefix] of [
  ['English', ''],
  ['Arabic', '/ar'],
] as const) {
  test.describe(`HTML_CodeSniffer finds no error in ${language}`, () => {
    for (const { name, open } of pageTypes) {
      test(name, async ({ page }) => {
        await open(page, prefix);
        await settled(page);
        await expectNoHtmlCodeSnifferErrors(page);
      });
    }
  });
}

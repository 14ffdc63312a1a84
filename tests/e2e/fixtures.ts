import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Order } from '../../src/domain/checkout/order';
import { sampleOrder } from '../fixtures/order';
import { orderStorageKey } from '../../src/domain/checkout/order-schema';
import { demoPortalInfoFile, submissionsFile } from './paths';

/** Collects console errors and uncaught page errors so a test can assert a page ran cleanly. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});

export { expect, sampleOrder };

export async function expectNoAxeViolations(page: Page) {
  // One analysis of a full page takes seconds, far more on a loaded machine: each gets its own time
  // instead of a share of the test's.
  base.info().setTimeout(base.info().timeout + 20_000);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

const htmlCodeSnifferScript = fileURLToPath(
  new URL('../../node_modules/html_codesniffer/build/HTMLCS.js', import.meta.url),
);

/**
 * The second accessibility engine, HTML_CodeSniffer, as pa11y runs it (its WCAG 2 AA standard in
 * the page, errors only; notices and warnings ask a person to look): one line per error.
 */
export async function htmlCodeSnifferErrors(page: Page): Promise<string[]> {
  // Evaluated rather than added as a script tag, which the pages' Content-Security-Policy refuses.
  await page.evaluate(`${await readFile(htmlCodeSnifferScript, 'utf8')}\n;window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process('WCAG2AA', document, () => {
          const describe = (element: Element) =>
            element instanceof HTMLElement
              ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
              : String(element);
          resolve(
            sniffer
              .getMessages()
              .filter((m) => m.type === 1)
              .map((m) => `${m.code}: ${describe(m.element)}`),
          );
        });
      }),
  );
}

interface HtmlCodeSniffer {
  process(standard: string, root: Document, done: () => void): void;
  /** `type` 1 is an error, 2 a warning, 3 a notice. */
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

export async function expectNoHtmlCodeSnifferErrors(page: Page) {
  expect(await htmlCodeSnifferErrors(page)).toEqual([]);
}

export interface StoredCartLine {
  id: number;
  name: string;
  code?: string;
  price: number;
  promoPrice?: number;
  image: string | null;
  brand: string | null;
  quantity_available: number | null;
  quantity: number;
  bxgy?: { buy: number; get: number };
}

/** A sale line and a buy-one-get-one line, so the cart shows savings and a free bonus line. */
export const saleAndBonusCart: StoredCartLine[] = [
  {
    id: 1,
    name: 'Gate Switch',
    price: 120_000,
    promoPrice: 99_900,
    image: null,
    brand: 'Cisco',
    quantity_available: 4,
    quantity: 1,
  },
  {
    id: 2,
    name: 'Gate Phone',
    price: 45_000,
    image: null,
    brand: 'Yealink',
    quantity_available: 10,
    quantity: 2,
    bxgy: { buy: 1, get: 1 },
  },
];

/** Stores a cart (or any raw string) under the shop's local-storage key, then reloads the page. */
export async function seedCart(page: Page, value: StoredCartLine[] | string) {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  await page.evaluate((v) => window.localStorage.setItem('cart', v), raw);
  await page.reload();
}

/** The records the demo portal behind the test server wrote for what it received. */
export async function portalSubmissions(): Promise<
  { endpoint: string; status: number; body: Record<string, unknown> }[]
> {
  const text = await readFile(submissionsFile, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map(
      (line) =>
        JSON.parse(line) as { endpoint: string; status: number; body: Record<string, unknown> },
    );
}

/** Opens a listing and returns the href of its first product that is in stock. */
export async function firstInStockProduct(
  page: Page,
  listing = '/network-switches',
): Promise<{ href: string; name: string }> {
  await page.goto(listing);
  const card = page
    .locator('[data-product-card]')
    .filter({ has: page.locator('[data-card-action="add"]:enabled') })
    .first();
  const link = card.getByRole('link');
  return {
    href: (await link.getAttribute('href')) as string,
    name: ((await link.textContent()) ?? '').trim(),
  };
}

/**
 * Opens the first product a listing shows in stock, or sold out (its card's Add To Cart disabled),
 * in the listing's language.
 */
export async function openListedProduct(
  page: Page,
  { listing = '/network-switches', soldOut = false } = {},
) {
  await page.goto(listing);
  const card = page.locator('[data-product-card]').filter({
    has: page.locator(`[data-card-action="add"]${soldOut ? '[disabled]' : ':not([disabled])'}`),
  });
  await page.goto((await card.first().getByRole('link').first().getAttribute('href')) as string);
}

/**
 * Sets the fault switches of the demo portal behind the test server (see scripts/demo-portal).
 */
export async function setPortalFaults(faults: Record<string, unknown>): Promise<void> {
  const { origin } = JSON.parse(await readFile(demoPortalInfoFile, 'utf8')) as { origin: string };
  const res = await fetch(`${origin}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!res.ok) throw new Error(`could not set demo portal faults: HTTP ${res.status}`);
}

/**
 * The buy box of the current product page once its island runs. Not the island's `ssr` attribute:
 * a query made while the next page is still arriving finds no such island and passes too early.
 */
export async function readyBuyBox(page: Page): Promise<Locator> {
  const buyBox = page.locator('[data-buy-box]');
  await expect(buyBox).toHaveAttribute('data-ready', 'true');
  return buyBox;
}

/** Adds the product on the current product page to the cart, once its buy box has hydrated. */
export async function addToCartHere(page: Page) {
  await (await readyBuyBox(page)).getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByText('Added to cart!')).toBeVisible();
}

/**
 * Resolves once the island around `inside` has hydrated: typing or clicking earlier reaches only
 * the static HTML (a form then submits natively and the page reloads). In view first, for
 * client:visible islands.
 */
export async function whenHydrated(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/**
 * The header's search box, reached for and hydrated: its island waits until a shopper reaches for a
 * box (client:interact), so a box filled before that keeps the text and asks for suggestions only
 * once the island has run.
 */
export async function readySearchBox(page: Page, name = 'Search for products'): Promise<Locator> {
  const box = page.locator('header').getByRole('combobox', { name }).first();
  await box.focus();
  await whenHydrated(box);
  return box;
}

/**
 * Holds back the shop's scripts, as a slow phone would, so the pre-rendered page is used before the
 * islands run.
 */
export async function delayScripts(page: Page, ms: number) {
  await page.route('**/_astro/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Stored before any script of any page of `page` runs, as a shopper coming back would have them.
 */
export async function storeBeforeLoad(
  page: Page,
  { cart, lastOrder }: { cart?: StoredCartLine[]; lastOrder?: Order },
) {
  await page.addInitScript(
    ([cartKey, cartValue, orderKey, orderValue]) => {
      if (cartValue) localStorage.setItem(cartKey, cartValue);
      if (orderValue) sessionStorage.setItem(orderKey, orderValue);
    },
    [
      'cart',
      cart && JSON.stringify(cart),
      orderStorageKey,
      lastOrder && JSON.stringify(lastOrder),
    ] as const,
  );
}

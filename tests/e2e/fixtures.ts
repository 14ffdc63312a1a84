import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

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

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

export interface StoredCartLine {
  id: number;
  name: string;
  price: number;
  promoPrice?: number;
  image: string | null;
  brand: string | null;
  quantity_available: number | null;
  quantity: number;
}

/** Stores a cart (or any raw string) under the shop's local-storage key, then reloads the page. */
export async function seedCart(page: Page, value: StoredCartLine[] | string) {
  const raw = typeof value === 'string' ? value : JSON.stringify(value);
  await page.evaluate((v) => window.localStorage.setItem('cart', v), raw);
  await page.reload();
}

/**
 * The accessibility gate of quality-gates.spec.ts on a phone, where the header turns into the menu
 * and search toggles and the product page stacks its gallery over the buy box.
 */
import { expect, expectNoAxeViolations, firstInStockProduct, test } from './fixtures';

test('home with the mobile menu open, then the mobile search open, has no accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(
    page.locator('#mobile-search').getByRole('combobox', { name: 'Search for products' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a product page on a phone has no accessibility violations', async ({ page }) => {
  const product = await firstInStockProduct(page);
  await page.goto(product.href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expectNoAxeViolations(page);
});

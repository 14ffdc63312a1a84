import { expect, test } from './fixtures';

test('the mobile menu opens from the header, shows the cart count and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link', { name: /^Cart \(\s*0\s*\)$/ })).toHaveText('Cart (0)');
  await expect(menu.getByRole('link', { name: 'GET A QUOTE' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

test('the mobile search toggles open, the backdrop closes it, and it searches', async ({ page }) => {
  await page.goto('/');
  const searchButton = page.getByRole('button', { name: 'Search' }).first();
  const search = page.locator('#mobile-search').getByRole('combobox', { name: 'Search for products' });
  await searchButton.click();
  await expect(search).toBeVisible();
  await page.locator('[data-backdrop]').click({ position: { x: 10, y: 700 } });
  await expect(search).toBeHidden();
  await expect(searchButton).toHaveAttribute('aria-expanded', 'false');

  await searchButton.click();
  await search.fill('yealink');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=yealink$/);
});

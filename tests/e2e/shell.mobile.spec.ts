import { expect, test } from './fixtures';

test('mobile menu and search open from the header and the backdrop closes them', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
  await page.locator('[data-backdrop]').click({ position: { x: 5, y: 800 } });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  const searchButton = page.getByRole('button', { name: 'Search' }).first();
  await searchButton.click();
  const search = page.locator('#mobile-search').getByRole('searchbox');
  await expect(search).toBeVisible();
  await search.fill('yealink');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=yealink$/);
});

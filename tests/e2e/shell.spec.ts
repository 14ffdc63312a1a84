import {
  delayScripts,
  expect,
  expectNoAxeViolations,
  seedCart,
  test,
  whenHydrated,
} from './fixtures';

test.describe('site shell', () => {
  test('header: contact strip, logo, quote button and search that ignores blank input', async ({
    page,
  }) => {
    await page.goto('/get-quote');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute(
      'href',
      'tel:+97141234567',
    );
    await expect(header.getByRole('link', { name: 'sales@gulfitstore.ae' })).toHaveAttribute(
      'href',
      'mailto:sales@gulfitstore.ae',
    );
    await expect(header.getByRole('link', { name: 'GET A QUOTE' })).toHaveAttribute(
      'href',
      '/get-quote',
    );

    const search = header.getByRole('combobox', { name: 'Search for products' }).first();
    await expect(search).toHaveAttribute('placeholder', 'Search for products...');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/get-quote$/);

    await header.getByRole('link', { name: 'Gulf IT Store home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search for products' })
      .first()
      .fill('  cisco switch ');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search for products' })
      .first()
      .press('Enter');
    await expect(page).toHaveURL(/\/products\?search=cisco(\+|%20)switch$/);
  });

  test('what a shopper types before the search box has loaded its script is kept and searched', async ({
    page,
  }) => {
    await delayScripts(page, 1500);
    await page.goto('/get-quote', { waitUntil: 'domcontentloaded' });
    const search = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search for products' })
      .first();
    await search.fill('aruba');
    await whenHydrated(search);
    await expect(search).toHaveValue('aruba');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=aruba$/);
  });

  test('All Categories lists top-level categories and their children, and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'All Categories' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const topLinks = panel.locator('a[href^="/products?category="]:not([href*="parent_id"])');
    await expect(topLinks.first()).toBeVisible();
    expect(await topLinks.count()).toBeLessThanOrEqual(20);
    await expect(panel.getByRole('link', { name: 'Network Switches' }).first()).toHaveAttribute(
      'href',
      /^\/products\?category=\d+$/,
    );
    await expect(panel.locator('a[href*="parent_id="]').first()).toHaveAttribute(
      'href',
      /^\/products\?category=\d+&parent_id=\d+$/,
    );
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('cart badge shows the stored cart after a reload, with no hydration error', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Cart, 0 items$/ })).toBeVisible();
    await seedCart(page, [
      {
        id: 1,
        name: 'A',
        price: 10_000,
        image: null,
        brand: null,
        quantity_available: 5,
        quantity: 2,
      },
      {
        id: 2,
        name: 'B',
        price: 2_500,
        image: null,
        brand: null,
        quantity_available: 5,
        quantity: 1,
      },
    ]);
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Cart, 3 items' }).locator('[data-cart-count]'),
    ).toHaveText('3');
    expect(consoleErrors).toEqual([]);
  });

  test('a corrupt stored cart is repaired, not crashed on', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await seedCart(page, '{"this is": not json');
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await seedCart(
      page,
      JSON.stringify([
        { id: 'x' },
        {
          id: 7,
          name: 'Kept',
          price: 500,
          image: null,
          brand: null,
          quantity_available: null,
          quantity: 4,
        },
      ]),
    );
    await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('footer: categories, our products, contact, social, copyright 2022', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2022 Gulf IT Store. All rights reserved.')).toBeVisible();
    const products = footer.getByRole('region', { name: 'Our Products' }).getByRole('link');
    await expect(products).toHaveCount(6);
    await expect(products.first()).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
    await expect(footer.getByRole('link', { name: 'Network Switches' })).toHaveAttribute(
      'href',
      /^\/products\?category=\d+$/,
    );
    for (const name of ['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube'])
      await expect(footer.getByText(name, { exact: true })).toBeAttached();
    for (const name of ['Privacy Policy', 'Terms and Conditions', 'Sitemap'])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByText('Dubai', { exact: false }).first()).toBeVisible();
  });

  test('an unknown path shows the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home/i }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('home, quote and not-found pages have no accessibility violations', async ({ page }) => {
    for (const path of ['/', '/get-quote', '/no-such-page']) {
      await page.goto(path);
      await expectNoAxeViolations(page);
    }
  });
});

/**
 * Product descriptions are HTML from the back office and untrusted. The demo portal gives a few
 * products hostile markup (script, onerror, javascript: links, iframes); the pages must show the
 * text and run none of it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './fixtures';

const hostileProducts = [
  'wd-my-passport-4tb-portable-hard-drive',
  'apc-easy-ups-on-line-srv-3000va-230v',
  'viewsonic-pa503s-svga-business-projector-with-3-year-warranty',
];

test('no built product page carries executable markup from the portal', async () => {
  const dir = path.resolve('dist/client/product');
  const slugs = (await readdir(dir)).map((file) => file.replace(/\.html$/, ''));
  expect(slugs).toEqual(expect.arrayContaining(hostileProducts));
  const offending: string[] = [];
  for (const slug of slugs) {
    const html = await readFile(path.join(dir, `${slug}.html`), 'utf8');
    if (/evil\.example|onerror=|onclick=|onmouseover=|javascript:|<iframe/i.test(html))
      offending.push(slug);
  }
  expect(offending).toEqual([]);
});

for (const slug of hostileProducts) {
  test(`${slug} shows its description and runs no script`, async ({ page }) => {
    const dialogs: string[] = [];
    const foreign: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1')) foreign.push(r.url());
    });
    await page.goto(`/product/${slug}`);
    const tabs = page.getByRole('tablist', { name: 'Product information' });
    await tabs.getByRole('tab', { name: 'Product Description' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Product Description' })).toContainText(
      'Key features',
    );
    await tabs.getByRole('tab', { name: 'Product details for Invoice' }).click();
    await page.mouse.move(10, 10);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
  });
}

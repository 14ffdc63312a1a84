/**
 * Search as IT buyers type, in the browser on the demo catalogue: a model number without its dash or
 * split, two letters swapped, the shop's synonyms, Arabic singulars, Arabic digits and Arabic brand
 * names each find their products in the first three results, on `/products?search=` and in the
 * header's suggestions, in the language they are typed in. The relevance test
 * (src/server/listing/search-relevance.demo.test.ts) asks 118 such queries of the server's code.
 */
import type { Page } from '@playwright/test';
import { expect, readySearchBox, test } from './fixtures';

interface Asked {
  kind: string;
  query: string;
  /** What each of the first `count` results says: the first three, or as many products as the catalogue has of it. */
  wanted: RegExp;
  count: number;
  /** The pages it is typed on. */
  prefix: '' | '/ar';
}

const asked: Asked[] = [
  // The demo catalogue sells one TL-SG1024D.
  { kind: 'a model number without its dash', query: 'tlsg1024d', wanted: /TL-SG1024D/, count: 1, prefix: '' },
  { kind: 'a model number split', query: 'sg 1024d', wanted: /TL-SG1024D/, count: 1, prefix: '' },
  { kind: 'two letters swapped', query: 'swtich', wanted: /switch/i, count: 3, prefix: '' },
  { kind: 'a brand with two letters swapped', query: 'Csico', wanted: /Cisco/, count: 3, prefix: '' },
  { kind: 'a synonym', query: 'notebook', wanted: /laptop/i, count: 3, prefix: '' },
  { kind: 'a synonym of one way', query: 'voip phone', wanted: /phone/i, count: 3, prefix: '' },
  { kind: 'an Arabic singular of a plural category name', query: 'طابعة', wanted: /طابعات|printer/i, count: 3, prefix: '/ar' },
  { kind: 'a model number with Arabic digits', query: 'XGS ٨٧', wanted: /XGS/, count: 3, prefix: '/ar' },
  { kind: 'a brand written in Arabic', query: 'لابتوب لينوفو', wanted: /Lenovo/, count: 3, prefix: '/ar' },
];

const heading = (page: Page) => page.locator('#products-heading');
const results = (page: Page) => page.locator('section[aria-labelledby="products-heading"]');

/** The names of the first three results once the island has shown the search's own answer. */
async function firstThreeListed(page: Page, { query, prefix }: Asked): Promise<string[]> {
  await page.goto(`${prefix}/products?search=${encodeURIComponent(query)}`);
  await expect(heading(page)).toContainText(query);
  // The pre-rendered page's count, then "Loading", then the answer's range.
  await expect(results(page).getByRole('status')).toHaveText(/^(Showing|عرض) 1–/);
  return (await results(page).locator('[data-product-card] h2').allTextContents()).slice(0, 3);
}

/** The header's words, by the pages' prefix. */
const header = {
  '': { box: 'Search for products', list: 'Search suggestions' },
  '/ar': { box: 'ابحث عن المنتجات', list: 'اقتراحات البحث' },
};

/** The products the header's suggestions offer first, as the box shows them once the query is typed. */
async function firstThreeSuggested(page: Page, { query, prefix }: Asked): Promise<string[]> {
  await page.goto(prefix || '/');
  await (await readySearchBox(page, header[prefix].box)).fill(query);
  const products = page
    .getByRole('listbox', { name: header[prefix].list })
    .getByRole('option')
    .filter({ has: page.locator('img') });
  await expect(products.first()).toBeVisible();
  return (await products.allTextContents()).slice(0, 3);
}

for (const one of asked) {
  test(`${one.kind} ("${one.query}") finds its products first on ${one.prefix}/products`, async ({ page }) => {
    const names = (await firstThreeListed(page, one)).slice(0, one.count);
    expect(names).toHaveLength(one.count);
    for (const name of names) expect(name).toMatch(one.wanted);
  });

  test(`${one.kind} ("${one.query}") finds its products first in the header's suggestions`, async ({ page }) => {
    const names = (await firstThreeSuggested(page, one)).slice(0, one.count);
    expect(names).toHaveLength(one.count);
    for (const name of names) expect(name).toMatch(one.wanted);
  });
}

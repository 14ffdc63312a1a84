/**
 * Search as IT buyers type, in the browser on the demo catalogue: a model number without its dash
 * or split, two letters swapped, the shop's synonyms, Arabic singulars, Arabic digits and Arabic
 * brand names each find their products in the first three results, on `/products?search=` and in
 * the header's suggestions, in the language they are typed in; so do the queries of issue 48 (a
 * word the catalogue lacks, split and spelled-out words, an acronym, the Arabic words buyers use)
 * in the first five, and a word left out is said on the page. The relevance test
 * (src/server/listing/search-relevance.demo.test.ts) asks 166 such queries of the server's code.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readySearchBox, test } from './fixtures';

interface Asked {
  kind: string;
  query: string;
  /**
   * What each of the first `count` results says: the first three (five for issue 48's), or as many
   * products as the catalogue has of it.
   */
  wanted: RegExp;
  count: number;
  /** The pages it is typed on. */
  prefix: '' | '/ar';
}

const asked: Asked[] = [
  // The demo catalogue sells one TL-SG1024D.
  {
    kind: 'a model number without its dash',
    query: 'tlsg1024d',
    wanted: /TL-SG1024D/,
    count: 1,
    prefix: '',
  },
  { kind: 'a model number split', query: 'sg 1024d', wanted: /TL-SG1024D/, count: 1, prefix: '' },
  { kind: 'two letters swapped', query: 'swtich', wanted: /switch/i, count: 3, prefix: '' },
  {
    kind: 'a brand with two letters swapped',
    query: 'Csico',
    wanted: /Cisco/,
    count: 3,
    prefix: '',
  },
  { kind: 'a synonym', query: 'notebook', wanted: /laptop/i, count: 3, prefix: '' },
  { kind: 'a synonym of one way', query: 'voip phone', wanted: /phone/i, count: 3, prefix: '' },
  {
    kind: 'an Arabic singular of a plural category name',
    query: 'طابعة',
    wanted: /طابعات|printer/i,
    count: 3,
    prefix: '/ar',
  },
  {
    kind: 'a model number with Arabic digits',
    query: 'XGS ٨٧',
    wanted: /XGS/,
    count: 3,
    prefix: '/ar',
  },
  {
    kind: 'a brand written in Arabic',
    query: 'لابتوب لينوفو',
    wanted: /Lenovo/,
    count: 3,
    prefix: '/ar',
  },
  // Issue 48's table: each found nothing before.
  {
    kind: 'a word the catalogue lacks after real ones',
    query: 'cisco switch qzxv',
    wanted: /^Cisco .*Switch/,
    count: 5,
    prefix: '',
  },
  { kind: 'a plus spelled out', query: 'sfp plus', wanted: /SFP\+/, count: 5, prefix: '' },
  {
    kind: 'a word typed as two',
    query: 'bar code scanner',
    wanted: /Barcode Scanner/,
    count: 5,
    prefix: '',
  },
  {
    kind: 'an acronym',
    query: 'utm',
    wanted: /UTM Appliance|Network Security Appliance/,
    count: 5,
    prefix: '',
  },
  {
    kind: 'laptop as most Arabic speakers write it',
    query: 'كمبيوتر محمول',
    wanted: /Laptop|MacBook|لابتوب/,
    count: 5,
    prefix: '/ar',
  },
  { kind: 'switch in Arabic', query: 'سويتش', wanted: /سويتش|Switch/, count: 5, prefix: '/ar' },
  { kind: 'printer in Arabic', query: 'طابعة', wanted: /طابع|Printer/, count: 5, prefix: '/ar' },
  {
    kind: 'barcode scanner in Arabic',
    query: 'ماسح باركود',
    wanted: /باركود|Scanner/,
    count: 5,
    prefix: '/ar',
  },
  {
    kind: 'a brand in Arabic letters',
    query: 'ميكروتيك',
    wanted: /MikroTik/,
    count: 5,
    prefix: '/ar',
  },
];

const heading = (page: Page) => page.locator('#products-heading');
const results = (page: Page) => page.locator('section[aria-labelledby="products-heading"]');

/** The names of the first `count` results once the island has shown the search's own answer. */
async function firstListed(page: Page, { query, prefix, count }: Asked): Promise<string[]> {
  await page.goto(`${prefix}/products?search=${encodeURIComponent(query)}`);
  await expect(heading(page)).toContainText(query);
  // The pre-rendered page's count, then "Loading", then the answer's range (after the words left
  // out, if any).
  await expect(results(page).getByRole('status')).toHaveText(/(Showing|عرض) 1–/);
  return (await results(page).locator('[data-product-card] h2').allTextContents()).slice(0, count);
}

/** The header's words, by the pages' prefix. */
const header = {
  '': { box: 'Search for products', list: 'Search suggestions' },
  '/ar': { box: 'ابحث عن المنتجات', list: 'اقتراحات البحث' },
};

/**
 * The products the header's suggestions offer first, as the box shows them once the query is typed.
 */
async function firstSuggested(page: Page, { query, prefix, count }: Asked): Promise<string[]> {
  await page.goto(prefix || '/');
  await (await readySearchBox(page, header[prefix].box)).fill(query);
  const products = page
    .getByRole('listbox', { name: header[prefix].list })
    .getByRole('option')
    .filter({ has: page.locator('img') });
  await expect(products.first()).toBeVisible();
  return (await products.allTextContents()).slice(0, count);
}

for (const one of asked) {
  test(`${one.kind} ("${one.query}") finds its products first on ${one.prefix}/products`, async ({
    page,
  }) => {
    const names = await firstListed(page, one);
    expect(names).toHaveLength(one.count);
    for (const name of names) expect(name).toMatch(one.wanted);
  });

  test(`${one.kind} ("${one.query}") finds its products first in the header's suggestions`, async ({
    page,
  }) => {
    const names = await firstSuggested(page, one);
    expect(names).toHaveLength(one.count);
    for (const name of names) expect(name).toMatch(one.wanted);
  });
}

/** Each language's words for a search that left a word out, as the page says them. */
const strays = [
  {
    prefix: '' as const,
    query: 'cisco switch qzxv',
    wanted: /^Cisco .*Switch/,
    said: 'Showing results for “cisco switch”: no product matches “qzxv”.',
  },
  {
    prefix: '/ar' as const,
    query: 'qzxv طابعة',
    wanted: /طابع|Printer/,
    said: 'عرض نتائج «طابعة»: لا يطابق أي منتج «qzxv».',
  },
];

for (const stray of strays) {
  test(`a word the catalogue lacks ("${stray.query}") is left out on ${stray.prefix}/products, and the page says which`, async ({
    page,
  }) => {
    await page.goto(`${stray.prefix}/products?search=${encodeURIComponent(stray.query)}`);
    const status = results(page).getByRole('status');
    await expect(status).toContainText(stray.said);
    // Said where the count is announced, not by moving focus to it.
    await expect(heading(page)).toContainText(stray.query);
    await expect(status).not.toBeFocused();
    const names = (await results(page).locator('[data-product-card] h2').allTextContents()).slice(
      0,
      5,
    );
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toMatch(stray.wanted);
    await expectNoAxeViolations(page);
  });

  test(`a word the catalogue lacks ("${stray.query}") is left out in the header's suggestions, which say which`, async ({
    page,
  }) => {
    await page.goto(stray.prefix || '/');
    const box = await readySearchBox(page, header[stray.prefix].box);
    await box.fill(stray.query);
    await expect(page.getByText(stray.said, { exact: true })).toBeVisible();
    await expect(box).toBeFocused();
    const first = page
      .getByRole('listbox', { name: header[stray.prefix].list })
      .getByRole('option')
      .filter({ has: page.locator('img') })
      .first();
    await expect(first).toContainText(stray.wanted);
    await expectNoAxeViolations(page);
  });
}

/**
 * The W3C's Nu Html Checker finds no error on any page type, in every language: each type's built
 * page, and the pages as scripts leave them once they have drawn what the shopper stored (cart
 * lines, an order) or asked for (search results). One start of the checker for all of them.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkHtmlFiles, describeHtmlErrors } from '../../scripts/dev/html-checker.ts';
import { pageFile } from '../../src/domain/page-files';
import { shopUrls, type ShopUrls } from '../../src/domain/urls';
import { locales } from '../../src/i18n/locales';
import { listings } from '../../src/site.config';
import { expect, saleAndBonusCart, sampleOrder, storeBeforeLoad, test } from './fixtures';
import { clientDir, clientFiles } from './lib/built-site';

// A sample order without its reference would leave the confirmation's check nothing to find.
const orderReference = sampleOrder.referenceNo ?? 'the sample order has no reference';
const renderedDir = path.resolve('test-results/nu-html-checker');

/** A page of every type the shop builds, by its address in one language. */
function builtPageTypes(urls: ShopUrls, product: string): string[] {
  const listing = listings[0]?.path ?? 'network-switches';
  return [
    urls.home,
    urls.products,
    urls.listingRoute(listing),
    urls.listingRoute(listing, 2),
    urls.product(product),
    // Its id, which the build writes as a page that sends the browser on to the slug.
    urls.product(1),
    urls.cart,
    urls.checkout,
    urls.confirmation,
    urls.trackOrder(),
    urls.quote,
    urls.compare,
    urls.wishlist,
    urls.privacy,
    urls.terms,
  ];
}

/**
 * Pages as their scripts leave them, each with a text that shows they have drawn: search results,
 * the stored cart's lines, the stored order.
 */
const clientStates = (urls: ShopUrls) => ({
  search: {
    url: `${urls.products}?search=cisco`,
    drawn: (page: Page) => page.getByRole('heading', { level: 1, name: /cisco/ }),
  },
  cart: { url: urls.cart, drawn: (page: Page) => page.getByText('Gate Phone').first() },
  checkout: { url: urls.checkout, drawn: (page: Page) => page.getByText('Gate Phone').first() },
  confirmation: {
    url: urls.confirmation,
    drawn: (page: Page) => page.getByText(orderReference).first(),
  },
});

test('every page type in every language is valid HTML for the Nu Html Checker', async ({
  page,
}) => {
  // The checker's Java start and its reading of some 60 pages, on a busy machine.
  test.setTimeout(180_000);
  const product = (await clientFiles(/^product\/[a-z][^/]*\.html$/))[0]?.replace(
    /^product\/(.*)\.html$/,
    '$1',
  );
  expect(product, 'a product page in the build').toBeTruthy();

  const files = locales.flatMap((locale) => [
    ...builtPageTypes(shopUrls(locale), product ?? '').map((url) => pageFile(url)),
    pageFile(`${shopUrls(locale).home.replace(/\/$/, '')}/404`),
  ]);

  await rm(renderedDir, { recursive: true, force: true });
  await mkdir(renderedDir, { recursive: true });
  await storeBeforeLoad(page, { cart: saleAndBonusCart, lastOrder: sampleOrder });
  const rendered: string[] = [];
  for (const locale of locales) {
    for (const [state, { url, drawn }] of Object.entries(clientStates(shopUrls(locale)))) {
      await page.goto(url);
      await expect(drawn(page), url).toBeVisible();
      const file = path.join(renderedDir, `${locale}-${state}.html`);
      await writeFile(file, await page.content());
      rendered.push(file);
    }
  }

  const errors = await checkHtmlFiles([
    ...files.map((file) => path.join(clientDir, file)),
    ...rendered,
  ]);
  expect(describeHtmlErrors(errors, path.resolve('.'))).toEqual([]);
});

/**
 * Each picture is fetched at the smallest published width that is sharp in its box
 * (src/views/picture-sizes.ts), on a phone (Lighthouse's mobile screen), a tablet and a desktop: a
 * `sizes` that says more than the box (50vw for a phone's card) costs bytes and decoding, one that
 * says less blurs the picture. Chromium may take the width just below the sharp one when the
 * screen's pixel ratio is nearer that width's (its srcset choice by geometric mean), never one
 * further below.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, firstInStockProduct, test } from './fixtures';
import { baseURL } from './paths';

const screens = [
  { name: 'phone', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 },
  { name: 'tablet', viewport: { width: 800, height: 1000 }, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1350, height: 900 }, deviceScaleFactor: 1 },
];

const pictures: {
  name: string;
  path: (page: Page) => Promise<string>;
  picture: (page: Page) => Locator;
}[] = [
  {
    name: "the home page's first slide",
    path: async () => '/',
    picture: (page) => page.locator('[aria-roledescription="carousel"] img').first(),
  },
  {
    name: 'a category tile',
    path: async () => '/',
    picture: (page) => page.getByRole('list', { name: 'Shop by category' }).locator('img').first(),
  },
  {
    name: 'an offer banner',
    path: async () => '/',
    picture: (page) => page.getByRole('list', { name: 'Offers' }).locator('img').first(),
  },
  {
    name: 'a listed card',
    path: async () => '/network-switches',
    picture: (page) => page.locator('[data-product-card] img').first(),
  },
  {
    name: "a product's picture",
    path: async (page) => (await firstInStockProduct(page)).href,
    picture: (page) => page.locator('[data-gallery-main]'),
  },
];

interface Seen {
  /** The box's content width in device pixels. */
  needed: number;
  /** The srcset's widths, smallest first. */
  widths: number[];
  /** The width the browser fetched. */
  fetched: number;
}

async function seen(picture: Locator): Promise<Seen> {
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''))
    .toBe(true);
  return picture.evaluate((img: HTMLImageElement) => {
    const style = getComputedStyle(img);
    const content =
      img.getBoundingClientRect().width -
      parseFloat(style.paddingInlineStart) -
      parseFloat(style.paddingInlineEnd);
    const candidates = img.srcset.split(',').map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
      return { url: new URL(url, location.href).href, width: parseInt(descriptor, 10) };
    });
    return {
      needed: content * devicePixelRatio,
      widths: candidates.map((c) => c.width).sort((a, b) => a - b),
      fetched: candidates.find((c) => c.url === img.currentSrc)?.width ?? Number.NaN,
    };
  });
}

for (const screen of screens) {
  test(`on a ${screen.name}, each kind of picture is fetched at the smallest width sharp in its box`, async ({
    browser,
  }) => {
    for (const { name, path, picture } of pictures) {
      // A fresh context per picture: a wider variant in the cache would be shown in place of the
      // one chosen.
      const context = await browser.newContext({ ...screen, baseURL });
      try {
        const page = await context.newPage();
        await page.goto(await path(page));
        const { needed, widths, fetched } = await seen(picture(page));
        const sharp = widths.find((w) => w >= needed) ?? Math.max(...widths);
        const below = widths.filter((w) => w < sharp).at(-1) ?? sharp;
        // Chromium's own rule for the width below: its pixel ratio nearer it than the sharp
        // width's, by geometric mean.
        const nearBelow = below >= needed * Math.sqrt(below / sharp);
        const allowed = nearBelow ? [sharp, below] : [sharp];
        expect
          .soft(
            allowed,
            `${name}: ${Math.round(needed)} device pixels wide, fetched ${fetched} of ${widths.join(', ')}`,
          )
          .toContain(fetched);
      } finally {
        await context.close();
      }
    }
  });
}

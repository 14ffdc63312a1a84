/**
 * Sharing and feeds: the Google Merchant Center feeds (English and Arabic) are well-formed XML
 * listing every published product that has a picture Merchant Center accepts, with Google's
 * required fields and the price its page shows; product pages carry the Open Graph and Twitter tags
 * a shared link's preview is made of.
 */
import sharp from 'sharp';
import { messagesFor } from '../../src/i18n/messages';
import { expect, test } from './fixtures';

interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  price: string;
  sale_price: string | null;
  availability: string;
  brand: string;
  condition: string;
  identifier_exists: string;
}

const fils = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

for (const { language, prefix, channelTitle } of [
  { language: 'English', prefix: '', channelTitle: 'Gulf IT Store' },
  { language: 'Arabic', prefix: '/ar', channelTitle: messagesFor('ar').common.shopName },
]) {
  test(`the ${language} Google Shopping feed lists every published product with a picture Merchant Center accepts, with the fields Google requires and its page's price`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const answer = await request.get(`${prefix}/feeds/google-shopping.xml`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('xml');
    const xml = await answer.text();

    // The browser's XML parser: any well-formedness error gives a <parsererror> document.
    await page.goto('/');
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const G = 'http://base.google.com/ns/1.0';
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const root = doc.documentElement;
      const text = (item: Element, name: string, ns: string | null = G) =>
        (ns ? item.getElementsByTagNameNS(ns, name)[0] : item.getElementsByTagName(name)[0])
          ?.textContent ?? null;
      return {
        error,
        root: root.nodeName,
        version: root.getAttribute('version'),
        channelTitle: doc.querySelector('channel > title')?.textContent,
        items: [...doc.getElementsByTagName('item')].map((item) => ({
          id: text(item, 'id'),
          title: text(item, 'title', null),
          description: text(item, 'description', null),
          link: text(item, 'link', null),
          image_link: text(item, 'image_link'),
          price: text(item, 'price'),
          sale_price: text(item, 'sale_price'),
          availability: text(item, 'availability'),
          brand: text(item, 'brand'),
          condition: text(item, 'condition'),
          identifier_exists: text(item, 'identifier_exists'),
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect([feed.root, feed.version, feed.channelTitle]).toEqual(['rss', '2.0', channelTitle]);
    const items = feed.items as FeedItem[];

    // Every published product but those without a real picture: the product pages of the sitemap.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const published = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => new URL(m[1] ?? '').pathname)
      .filter((path) => path.startsWith(`${prefix}/product/`));
    const linked = items.map((item) => new URL(item.link).pathname);
    expect(linked.length).toBeGreaterThan(100);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const leftOut = published.filter((path) => !linked.includes(path));
    expect(linked.filter((path) => !published.includes(path))).toEqual([]);
    expect(leftOut.length).toBeGreaterThan(0);
    // The demo catalogue's products without a picture: their pages draw the placeholder inline,
    // named.
    for (const path of leftOut.slice(0, 3)) {
      await page.goto(path);
      await expect(page.locator('main [data-no-picture]').first(), path).toHaveAccessibleName(
        /no image available|لا تتوفر صورة/,
      );
      await expect(page.locator('main img[src="/images/placeholder.svg"]'), path).toHaveCount(0);
    }

    for (const item of items) {
      const where = `item ${item.id}`;
      expect(item.id, where).toMatch(/^\d+$/);
      expect(item.title?.trim(), where).not.toBe('');
      expect(item.title.length, where).toBeLessThanOrEqual(150);
      expect(item.description?.trim(), where).not.toBe('');
      expect(item.description, where).not.toMatch(/<[a-z/][^>]*>/i);
      expect(item.description.length, where).toBeLessThanOrEqual(5000);
      expect(item.link, where).toMatch(new RegExp(`^https?://[^/]+${prefix}/product/[a-z0-9-]+$`));
      // Never the SVG placeholder: a picture the build made, which Merchant Center reads.
      expect(item.image_link, where).toMatch(/^https?:\/\/[^/]+\/_img\/[0-9a-f]+-\d+\.webp$/);
      expect(item.price, where).toMatch(/^\d+\.\d{2} AED$/);
      if (item.sale_price !== null) {
        expect(item.sale_price, where).toMatch(/^\d+\.\d{2} AED$/);
        expect(fils(item.sale_price), where).toBeLessThan(fils(item.price));
      }
      expect(['in_stock', 'out_of_stock'], where).toContain(item.availability);
      expect(item.brand?.trim(), where).not.toBe('');
      expect([item.condition, item.identifier_exists], where).toEqual(['new', 'no']);
    }
    for (const item of items.slice(0, 5)) {
      const picture = await request.get(new URL(item.image_link).pathname);
      const { format, width = 0, height = 0 } = await sharp(await picture.body()).metadata();
      expect([format, width >= 100 && height >= 100], item.image_link).toEqual(['webp', true]);
    }

    // A sample of pages, with sale and sold-out products among them, shows the feed's figures.
    const sample = [
      ...items.filter((item) => item.sale_price !== null).slice(0, 2),
      ...items.filter((item) => item.availability === 'out_of_stock').slice(0, 1),
      ...items
        .filter((item) => item.sale_price === null && item.availability === 'in_stock')
        .slice(0, 2),
    ];
    expect(sample).toHaveLength(5);
    for (const item of sample) {
      await page.goto(new URL(item.link).pathname);
      const buyBox = page.locator('[data-buy-box]');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
      // "AED 1,104.15" (English) or "1,104.15 درهم" (Arabic), after "Sale price" for screen readers
      // while on sale.
      await expect
        .poll(async () => fils(await buyBox.locator('[data-current-price]').textContent()), item.id)
        .toBe(item.sale_price ? fils(item.sale_price) : fils(item.price));
      if (item.sale_price)
        expect(fils(await buyBox.locator('[data-list-price]').textContent()), item.id).toBe(
          fils(item.price),
        );
      await expect(buyBox.locator('[data-stock-status]')).toHaveAttribute(
        'data-stock-status',
        item.availability === 'in_stock' ? 'in' : 'out',
      );
      await expect(buyBox).toHaveAttribute('data-product-id', item.id);
    }
  });
}

test('a product page carries Open Graph and Twitter tags for its preview', async ({
  page,
  request,
}) => {
  await page.goto('/clearance-sale');
  const pictured = page
    .locator('[data-product-card]')
    .filter({ has: page.locator('img[src$=".webp"]') });
  const href = (await pictured.first().getByRole('link').getAttribute('href')) as string;
  await page.goto(href);
  const meta = async (key: string) =>
    page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const price = fils(await page.locator('[data-buy-box] [data-current-price]').textContent());

  expect(await meta('og:type')).toBe('product');
  expect(new URL((await meta('og:url')) ?? '').pathname).toBe(href);
  expect(await meta('og:title')).toContain(name);
  const image = (await meta('og:image')) ?? '';
  expect(image).toMatch(/^https?:\/\/.+\.webp$/);
  expect((await request.get(new URL(image).pathname)).status()).toBe(200);
  expect(await meta('product:price:amount')).toBe((price / 100).toFixed(2));
  expect(await meta('product:price:currency')).toBe('AED');
  expect(await meta('product:availability')).toBe(
    (await page.locator('[data-stock-status]').getAttribute('data-stock-status')) === 'in'
      ? 'in stock'
      : 'out of stock',
  );
  expect(await meta('twitter:card')).toBe('summary_large_image');
  expect(await meta('twitter:title')).toBe(await meta('og:title'));
  expect(await meta('twitter:image')).toBe(image);
  expect([await meta('twitter:label1'), await meta('twitter:data1')]).toEqual([
    'Price',
    `AED ${(price / 100).toLocaleString('en-AE', { minimumFractionDigits: 2 })}`,
  ]);

  await page.goto(`/ar${href}`);
  expect(await meta('product:price:amount')).toBe((price / 100).toFixed(2));
  expect([await meta('twitter:label1'), await meta('twitter:data1')]).toEqual([
    'السعر',
    `${(price / 100).toLocaleString('en-AE', { minimumFractionDigits: 2 })} درهم`,
  ]);
});

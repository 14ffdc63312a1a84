import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, firstInStockProduct } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './lib/layout-shifts';
import { baseURL } from './paths';
import { shop } from '../../src/site.config';
import { telHref } from '../../src/components/shell/header/contact';

const stall = 1500;

/**
 * A front of the shop that sends a page's HTML up to `cutBefore` at once and the rest `stall` ms
 * later, as a slow network or a busy phone's parser does, and passes every other request through.
 */
async function stallingFront(pathname: string, cutBefore: string) {
  const server = http.createServer((request, response) => void forward(request, response));
  async function forward(request: http.IncomingMessage, response: http.ServerResponse) {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
    });
    if (new URL(request.url ?? '/', baseURL).pathname !== pathname) return response.end(body);
    const html = body.toString('utf8');
    const cut = html.indexOf(cutBefore);
    expect(cut, `${pathname} has ${cutBefore}`).toBeGreaterThan(0);
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), stall);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

test('a page whose HTML arrives in two parts is painted in part, and nothing painted moves when the rest arrives', async ({
  page,
}) => {
  const product = new URL((await firstInStockProduct(page)).href, baseURL).pathname;
  const pages = [
    // Cut inside the sort and brand form: painted there, its select once grew and its row dropped.
    { pathname: '/network-switches', cutBefore: '<option value="price-asc"' },
    // Cut inside the first product card, between the compare toggle's icon and its label.
    { pathname: '/network-switches', cutBefore: 'Compare<span class="sr-only" dir="auto">' },
    { pathname: '/ar/network-switches', cutBefore: '<fieldset' },
    // Cut before the form's button, on a phone: beside the brands, it narrowed them when it
    // arrived.
    { pathname: '/network-switches', cutBefore: '</fieldset>', phone: true },
    { pathname: '/', cutBefore: '<section aria-labelledby="categories-heading"' },
    // Cut inside the second service highlight, on a phone: the row grew as the rest arrived, and a
    // box centred on it moved down.
    { pathname: '/', cutBefore: `<a href="${telHref(shop.helpLine)}" dir="ltr"`, phone: true },
    { pathname: product, cutBefore: '<h1' },
    { pathname: `/ar${product}`, cutBefore: '<div class="mt-10 rounded-lg' },
  ];
  await recordLayoutShifts(page, 'main');
  for (const { pathname, cutBefore, phone } of pages) {
    await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 720 });
    const front = await stallingFront(pathname, cutBefore);
    try {
      await page.goto(`${front.origin}${pathname}`);
      const firstPaint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      );
      // The first part is painted before the rest arrives: what this test is about.
      expect(firstPaint, `${pathname} cut before ${cutBefore}`).toBeLessThan(stall);
      expect(await layoutShifts(page), pathname).toEqual([]);
    } finally {
      front.close();
    }
  }
});

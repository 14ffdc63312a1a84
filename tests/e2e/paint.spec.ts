import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, firstInStockProduct } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './lib/layout-shifts';
import { baseURL } from './paths';

const stall = 700;

/**
 * A front of the shop that sends a page's HTML up to `cutBefore` at once and the rest `stall` ms
 * later, as a slow network or a busy phone's parser does, and passes every other request through.
 */
async function stallingFront(pathname: string, cutBefore: string) {
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL));
    const body = Buffer.from(await upstream.arrayBuffer());
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    if (new URL(request.url ?? '/', baseURL).pathname !== pathname) return response.end(body);
    const html = body.toString('utf8');
    const cut = html.indexOf(cutBefore);
    expect(cut, `${pathname} has ${cutBefore}`).toBeGreaterThan(0);
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), stall);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

test('a page whose HTML arrives in two parts is first painted whole, and nothing in it moves', async ({ page }) => {
  const pages = [
    // Cut inside the sort and brand form: painted there, its select and row once grew and moved.
    { pathname: '/network-switches', cutBefore: '<option value="price-asc"' },
    // Cut inside the first product card, between the compare toggle's icon and its label.
    { pathname: '/network-switches', cutBefore: '<span class="sr-only"' },
    { pathname: new URL((await firstInStockProduct(page)).href, baseURL).pathname, cutBefore: '<h1' },
  ];
  await recordLayoutShifts(page, 'main');
  for (const { pathname, cutBefore } of pages) {
    const front = await stallingFront(pathname, cutBefore);
    try {
      await page.goto(`${front.origin}${pathname}`);
      const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      expect(firstPaint, `${pathname} cut before ${cutBefore}`).toBeGreaterThanOrEqual(stall);
      expect(await layoutShifts(page), pathname).toEqual([]);
    } finally {
      front.close();
    }
  }
});

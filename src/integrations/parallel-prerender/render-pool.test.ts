import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteData } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedPage, startRenderPool, type RenderPool } from './render-pool';

/**
 * A stand-in for the prerender bundle Astro builds: an app with one page route that answers with the
 * path it was asked for, after a pause so several pages are in hand at once, and fails on /broken.
 */
const fakeBundle = `
let internals, options;
export const app = {
  manifest: { routes: [{ routeData: { route: '/[page]', component: 'src/pages/[page].astro' } }] },
  setInternals(value) { internals = value; },
  setOptions(value) { options = value; },
  async render(request, { routeData }) {
    const { pathname } = new URL(request.url);
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (pathname === '/broken') throw new Error('the page threw');
    const styles = JSON.stringify(internals.pagesByKeys.get('/[page]&src/pages/[page].astro').styles);
    return new Response('<p>' + pathname + ' ' + routeData.component + ' ' + styles + ' ' + options.settings.scripts.length + '</p>', {
      status: 200,
      headers: { 'content-type': 'text/html', 'x-rendered-by': 'worker' },
    });
  },
};
`;

const route = {
  route: '/[page]',
  component: 'src/pages/[page].astro',
  type: 'page',
} as RouteData;

describe('render pool', () => {
  let dir: string;
  let pool: RenderPool;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'render-pool-'));
    const entry = path.join(dir, 'prerender-entry.test.mjs');
    await writeFile(entry, fakeBundle);
    pool = await startRenderPool({
      workers: 1,
      entry: pathToFileURL(entry).href,
      pages: [
        [
          '/[page]&src/pages/[page].astro',
          [
            {
              depth: 0,
              order: 0,
              sheet: { type: 'external', src: '/_astro/a.css' },
            },
          ],
        ],
      ],
      scripts: [{ stage: 'head-inline', content: 'console.log(1)' }],
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the worker four pages ahead and renders the rest on the main thread', async () => {
    const onMain = (n: number) => async () => new Response(`<p>main ${n}</p>`);
    const pages = await Promise.all(Array.from({ length: 6 }, (_, n) => pool.render(`http://shop.test/page-${n}/`, route, onMain(n))));
    const bodies = await Promise.all(pages.map((page) => (page as Response).text()));
    expect(bodies).toEqual([
      '<p>/page-0/ src/pages/[page].astro [{"depth":0,"order":0,"sheet":{"type":"external","src":"/_astro/a.css"}}] 1</p>',
      '<p>/page-1/ src/pages/[page].astro [{"depth":0,"order":0,"sheet":{"type":"external","src":"/_astro/a.css"}}] 1</p>',
      '<p>/page-2/ src/pages/[page].astro [{"depth":0,"order":0,"sheet":{"type":"external","src":"/_astro/a.css"}}] 1</p>',
      '<p>/page-3/ src/pages/[page].astro [{"depth":0,"order":0,"sheet":{"type":"external","src":"/_astro/a.css"}}] 1</p>',
      '<p>main 4</p>',
      '<p>main 5</p>',
    ]);
    const first = pages[0] as Response;
    expect(first.status).toBe(200);
    expect(first.headers.get('x-rendered-by')).toBe('worker');
  });

  it('fails the page a worker could not render, naming it, and goes on with the others', async () => {
    const onMain = async () => new Response('main');
    const broken = pool.render('http://shop.test/broken', route, onMain);
    await expect(broken).rejects.toThrow(/rendering \/broken: Error: the page threw/);
    const next = (await pool.render('http://shop.test/after/', route, onMain)) as Response;
    expect(await next.text()).toContain('/after/');
  });

  it("gives a worker's page to Astro as it reads it: a body, and the bytes as they came", async () => {
    const html = '<!doctype html><p dir="rtl">مرحبا</p>';
    const bytes = new TextEncoder().encode(html) as Uint8Array<ArrayBuffer>;
    const page = renderedPage(bytes, { status: 404, statusText: 'Not Found', headers: [['content-type', 'text/html']] });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toBe('text/html');
    // generate.js writes nothing for a page without a body, then writes Buffer.from(await arrayBuffer()).
    expect(page.body).not.toBeNull();
    expect(Buffer.from(await page.arrayBuffer()).toString('utf8')).toBe(html);
    expect(await renderedPage(bytes, {}).text()).toBe(html);
    expect(await new Response(renderedPage(bytes, {}).body).text()).toBe(html);
    expect(renderedPage(null, { status: 204 }).body).toBeNull();
  });

  it('says how many pages each thread rendered when it closes', async () => {
    expect(await pool.close()).toBe('pages rendered: 2 on the main thread, 5 on 1 worker');
  });

  it('fails loudly when a worker cannot load the bundle', async () => {
    const missing = pathToFileURL(path.join(dir, 'no-such-entry.mjs')).href;
    await expect(startRenderPool({ workers: 2, entry: missing, pages: [], scripts: [] })).rejects.toThrow(/render worker \d failed: .*no-such-entry\.mjs/s);
  });
});

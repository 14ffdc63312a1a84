import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../shop-src.ts';
import { FIXED_PAGES, missingPages } from './release-checks.ts';

let client: string;
beforeEach(async () => {
  client = await mkdtemp(path.join(tmpdir(), 'release-checks-'));
});
afterEach(async () => {
  await rm(client, { recursive: true, force: true });
});

const loc = (pathname: string) => `<url><loc>https://www.example.ae${pathname}</loc></url>`;

async function put(file: string, text = '') {
  await mkdir(path.dirname(path.join(client, file)), { recursive: true });
  await writeFile(path.join(client, file), text);
}

describe('the pages a release must hold', () => {
  it('names what is missing from the listing of the client folder', async () => {
    for (const page of FIXED_PAGES.filter((p) => p !== 'cart.html' && p !== 'sitemap.xml'))
      await put(page);
    await put('product/switch-24.html');
    await put('ar/product/switch-24.html');
    await put('feeds/google-shopping.xml');
    await put(
      'sitemap.xml',
      [
        '/',
        '/product/switch-24',
        '/ar/product/switch-24',
        '/product/phone-t4',
        '/feeds/google-shopping.xml',
      ]
        .map(loc)
        .join(''),
    );
    const expected = [
      'cart.html',
      '/product/phone-t4 (in the sitemap)',
      'product pages: the sitemap lists 2 for 3 products',
    ];
    expect(await missingPages(client, 3, new Set(filesUnder(client)))).toEqual(expected);

    // The same sitemap, kept from the check before: a page removed since is missing all the same.
    const listed = new Set(filesUnder(client));
    listed.delete(path.join('ar', 'product', 'switch-24.html'));
    expect(await missingPages(client, 3, listed)).toEqual([
      'cart.html',
      '/ar/product/switch-24 (in the sitemap)',
      '/product/phone-t4 (in the sitemap)',
      'product pages: the sitemap lists 2 for 3 products',
    ]);
    // Another sitemap in its place is read.
    await put('sitemap.xml', ['/', '/product/switch-24'].map(loc).join(''));
    expect(await missingPages(client, 1, new Set(filesUnder(client)))).toEqual(['cart.html']);
  });
});

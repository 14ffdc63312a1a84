import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { remember, sameFile, unlisted } from './render-edit.ts';

const page = (component: string, pathname: string) => ({ pathname, route: { component } });
const recorded = (...pathnames: string[]) => ({
  paths: Object.fromEntries(
    pathnames.map((p) => [p, { cacheKey: 'k', outputFile: `client${p}.html` }]),
  ),
});

describe('the paths an edit no longer lists', () => {
  it("are those a route records and lists no more, in either language's route", () => {
    const manifest = {
      routes: {
        'src/pages/product/[slug].astro': recorded('/product/a', '/product/b', '/ar/product/b'),
        'src/pages/data/[file].json.ts': recorded('/data/x.json'),
      },
    };
    const pages = [
      page('src/pages/product/[slug].astro', '/product/a'),
      page('src/pages/product/[slug].astro', '/ar/product/a'),
      page('src/pages/data/[file].json.ts', '/data/x.json'),
    ];
    expect(unlisted(manifest, pages)).toEqual([
      [
        'src/pages/product/[slug].astro',
        { pathname: '/product/b', outputFile: 'client/product/b.html' },
      ],
      [
        'src/pages/product/[slug].astro',
        { pathname: '/ar/product/b', outputFile: 'client/ar/product/b.html' },
      ],
    ]);
    expect(
      unlisted(manifest, [...pages, page('src/pages/product/[slug].astro', '/product/b')]),
    ).toHaveLength(1);
  });

  it('are none where every recorded path is listed', () => {
    const manifest = { routes: { 'src/pages/index.astro': recorded('/', '/ar') } };
    const pages = [page('src/pages/index.astro', '/'), page('src/pages/index.astro', '/ar')];
    expect(unlisted(manifest, pages)).toEqual([]);
  });
});

describe('a file without a key, compared with what the edit rendered', () => {
  const folder = () => mkdtempSync(path.join(tmpdir(), 'render-edit-'));

  it('is the same only while it holds the bytes, whoever wrote it since', async () => {
    const file = path.join(folder(), 'sitemap.xml');
    const sitemap = Buffer.from('<urlset><url>a</url></urlset>\n');
    expect(await sameFile(file, sitemap)).toBe(false);
    writeFileSync(file, sitemap);
    await remember(file, sitemap);
    expect(await sameFile(file, sitemap)).toBe(true);
    expect(await sameFile(file, Buffer.from('<urlset><url>b</url></urlset>\n'))).toBe(false);
    // Another build writes bytes of the same length: the file is read, not the bytes kept.
    await new Promise((resolve) => setTimeout(resolve, 5));
    writeFileSync(file, '<urlset><url>c</url></urlset>\n');
    expect(await sameFile(file, sitemap)).toBe(false);
    expect(await sameFile(file, Buffer.from('<urlset><url>c</url></urlset>\n'))).toBe(true);
  });

  it('is read from disk when this process has not written it', async () => {
    const file = path.join(folder(), 'robots.txt');
    writeFileSync(file, 'User-agent: *\n');
    expect(await sameFile(file, Buffer.from('User-agent: *\n'))).toBe(true);
    expect(await sameFile(file, Buffer.from('User-agent: x\n'))).toBe(false);
  });
});

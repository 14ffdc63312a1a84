import { describe, expect, it } from 'vitest';
import { unlisted } from './render-edit.ts';

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

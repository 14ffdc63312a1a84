import { describe, expect, it } from 'vitest';
import { unnamedCategoryWarnings } from '../../../src/i18n/catalogue-names.ts';
import { formatBuildReport, type SiteBuild } from './site-build.ts';

const unnamedCategories = unnamedCategoryWarnings([{ name: 'Routers' }, { name: 'Drones' }]);

const build: SiteBuild = {
  record: {
    id: '20261205-210000-ab12',
    builtAt: '2026-12-05T21:00:00.000Z',
    products: 495,
    categories: 42,
    slides: 5,
    brands: 50,
    pages: 1200,
    durationMs: 60_000,
    dropped: 0,
    warnings: unnamedCategories,
    baseline: null,
  },
  report: {
    products: 495,
    categories: 42,
    slides: 5,
    brands: 50,
    dropped: [],
    warnings: unnamedCategories,
    homeFailures: [],
    fetchedRows: 500,
    durationMs: 30_000,
    images: { total: 600, downloaded: 0, revalidated: 0, reused: 600, stale: 0, failed: [] },
    digest: 'digest',
    feedLeftOut: 0,
    namedProducts: null,
    unnamedCategories,
  },
};

describe('the build report', () => {
  it('warns under the categories, once, about those the Arabic pages show in English, with the line to add', () => {
    const report = formatBuildReport(build);
    expect(report).toContain(
      [
        '  categories 42',
        "    warning: the /ar/ pages show 1 category by the portal's name: " +
          'categoryNames.ar in src/site.config.ts has no entry for it. ' +
          'Add, with each name in that language:',
        "      'drones': { name: '' },",
        '  slides',
      ].join('\n'),
    );
    expect(report.split('drones').length - 1).toBe(1);
  });
});

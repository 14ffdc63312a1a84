import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResults } from './report.ts';
import {
  loadResults,
  resultsFileOf,
  saveResults,
  withPagesMeasured,
  withRunMeasured,
} from './results-file.ts';
import type { BuiltSize, SizePages } from './targets.ts';
import { emptyResults } from './test-fixtures.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'bench-results-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const results: BenchResults = emptyResults('2026-11-26T11:11:00Z');
const build = { wallMs: 30_000, peakBytes: 1e9, pages: 1_200, products: 500, imagesFailed: 0 };

describe('bench results file', () => {
  it('sits beside the report', () => {
    expect(resultsFileOf('docs/benchmarks.md')).toBe('docs/benchmarks.json');
  });

  it('gives back what was saved, the date a date again', async () => {
    const file = path.join(dir, 'benchmarks.json');
    await saveResults(file, results);
    expect(await loadResults(file)).toEqual(results);
  });

  it("gives back each size's edit to live, and takes a run from before it was measured as not measured", async () => {
    const editToLive = {
      productId: 3,
      path: '/product/x',
      ms: 9_000,
      byLanguage: { en: 8_600, ar: 9_000 },
      rebuildMs: 7_500,
      pages: 1_200,
      pagesRendered: null,
    };
    const size = {
      size: 500,
      cold: build,
      warm: build,
      bytes: [],
      lighthouse: null,
      bare: { wallMs: 2_000, pages: 1_200 },
      noChange: { wallMs: 900, unchanged: true },
    };
    const file = path.join(dir, 'edit-to-live.json');
    const measured: BenchResults = {
      ...results,
      sizes: [{ ...size, editToLive, pictures: 'photographic' }],
    };
    await saveResults(file, measured);
    expect(await loadResults(file)).toEqual(measured);

    // As a run before edit to live wrote it: the size without the field at all.
    await writeFile(file, JSON.stringify({ ...results, sizes: [size] }));
    expect((await loadResults(file)).sizes).toEqual([
      { ...size, editToLive: null, pictures: 'flat' },
    ]);
  });

  it('gives back a size whose pages alone were measured as it was saved, with no build or edit to live added', async () => {
    const file = path.join(dir, 'pages-alone.json');
    const alone: SizePages = {
      size: 500,
      bytes: [],
      lighthouse: null,
      pictures: 'photographic',
      picturesFailed: 0,
      pagesMeasuredAt: '2026-11-27T15:10:00.000Z',
    };
    await saveResults(file, { ...results, sizes: [alone] });
    expect((await loadResults(file)).sizes).toEqual([alone]);
  });

  it('says what to run when there are no results, and refuses a file of something else', async () => {
    await expect(loadResults(path.join(dir, 'none.json'))).rejects.toThrow(
      'run `npm run bench` first',
    );
    const other = path.join(dir, 'other.json');
    await writeFile(other, '{"name":"x"}');
    await expect(loadResults(other)).rejects.toThrow('does not hold a bench run');
  });
});

/** A size a run built; `coldMs` tells runs apart. */
const built = (size: number, coldMs = build.wallMs): BuiltSize => ({
  size,
  cold: { ...build, wallMs: coldMs },
  warm: build,
  bytes: [],
  lighthouse: null,
  bare: { wallMs: 2_000, pages: 1_200 },
  noChange: { wallMs: 900, unchanged: true },
  editToLive: null,
  pictures: 'flat',
});

describe('withPagesMeasured', () => {
  const stored: BenchResults = { ...results, sizes: [built(10_000), built(20_000)] };
  const pages = (size: number): SizePages => ({
    size,
    bytes: [],
    lighthouse: [],
    pictures: 'placeholders',
    picturesFailed: 12,
  });
  const at = new Date('2026-11-27T15:10:00Z');

  it("puts a stored size's pages in place of its own, dated, keeping its builds", () => {
    const put = withPagesMeasured(stored, pages(10_000), at);
    expect(put.added).toBe(false);
    expect(put.results.sizes).toEqual([
      {
        ...built(10_000),
        lighthouse: [],
        pictures: 'placeholders',
        picturesFailed: 12,
        pagesMeasuredAt: '2026-11-27T15:10:00.000Z',
      },
      built(20_000),
    ]);
  });

  it('adds a size no run built as its pages alone, in order of size', () => {
    const put = withPagesMeasured(stored, pages(500), at);
    expect(put.added).toBe(true);
    expect(put.results.sizes.map((s) => s.size)).toEqual([500, 10_000, 20_000]);
    expect(put.results.sizes[0]).toEqual({
      ...pages(500),
      pagesMeasuredAt: '2026-11-27T15:10:00.000Z',
    });
    expect(stored.sizes).toHaveLength(2);
  });
});

describe('withRunMeasured', () => {
  const pagesAlone: SizePages = {
    size: 500,
    bytes: [],
    lighthouse: [],
    pictures: 'photographic',
    pagesMeasuredAt: '2026-11-27T15:14:00.000Z',
  };
  const search = { size: 10_000 } as unknown as NonNullable<BenchResults['search']>;
  const stored: BenchResults = {
    ...results,
    sizes: [pagesAlone, built(10_000, 1), built(20_000, 2)],
    search,
    busyHour: { levels: [] } as unknown as BenchResults['busyHour'],
    offersAge: { sizes: [] } as unknown as BenchResults['offersAge'],
    frontDoor: { cases: [] } as unknown as BenchResults['frontDoor'],
    searchRecall: { queries: [] } as unknown as BenchResults['searchRecall'],
  };
  const run = {
    ...results,
    date: new Date('2026-12-06T05:00:00Z'),
    command: 'npm run bench -- --sizes 10000,20000',
  };

  it("keeps the other benches' sections, the stored search and the sizes measured on their own", () => {
    const merged = withRunMeasured(stored, { ...run, sizes: [built(10_000, 3), built(20_000, 4)] });
    expect(merged.sizes).toEqual([pagesAlone, built(10_000, 3), built(20_000, 4)]);
    expect(merged).toMatchObject({
      date: run.date,
      command: run.command,
      search,
      busyHour: stored.busyHour,
      offersAge: stored.offersAge,
      frontDoor: stored.frontDoor,
      searchRecall: stored.searchRecall,
    });
  });

  it("drops a stored size this run built, and the stored search for the run's own", () => {
    const own = { size: 10_000, own: true } as unknown as NonNullable<BenchResults['search']>;
    const merged = withRunMeasured(stored, {
      ...run,
      sizes: [built(500, 5), built(10_000, 6)],
      search: own,
    });
    expect(merged.sizes).toEqual([built(500, 5), built(10_000, 6)]);
    expect(merged.search).toBe(own);
  });

  it('is the run alone when nothing was stored', () => {
    expect(withRunMeasured(null, { ...run, sizes: [built(500, 7)] })).toEqual({
      ...run,
      sizes: [built(500, 7)],
    });
  });
});

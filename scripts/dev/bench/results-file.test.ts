import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResults } from './report.ts';
import { loadResults, resultsFileOf, saveResults } from './results-file.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'bench-results-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const results: BenchResults = {
  date: new Date('2026-11-26T11:11:00Z'),
  machine: { cpu: 'Test CPU', cores: 2, memoryBytes: 1, node: 'v24', os: 'Linux', chromium: 'Chromium', lighthouse: '13' },
  command: 'npm run bench',
  sizes: [],
  search: null,
  chart: 'build-time.svg',
};
const build = { wallMs: 30_000, peakBytes: 1e9, pages: 1_200, products: 500 };

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
    const editToLive = { productId: 3, path: '/product/x', ms: 9_000, byLanguage: { en: 8_600, ar: 9_000 }, rebuildMs: 7_500, pages: 1_200, pagesRendered: null };
    const size = { size: 500, cold: build, warm: build, bytes: [], lighthouse: null, bare: { wallMs: 2_000, pages: 1_200 }, noChange: { wallMs: 900, unchanged: true } };
    const file = path.join(dir, 'edit-to-live.json');
    const measured: BenchResults = { ...results, sizes: [{ ...size, editToLive, pictures: 'photographic' }] };
    await saveResults(file, measured);
    expect(await loadResults(file)).toEqual(measured);

    // As a run before edit to live wrote it: the size without the field at all.
    await writeFile(file, JSON.stringify({ ...results, sizes: [size] }));
    expect((await loadResults(file)).sizes).toEqual([{ ...size, editToLive: null, pictures: 'flat' }]);
  });

  it('says what to run when there are no results, and refuses a file of something else', async () => {
    await expect(loadResults(path.join(dir, 'none.json'))).rejects.toThrow('run `npm run bench` first');
    const other = path.join(dir, 'other.json');
    await writeFile(other, '{"name":"x"}');
    await expect(loadResults(other)).rejects.toThrow('does not hold a bench run');
  });
});

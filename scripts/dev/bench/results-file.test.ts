import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResults } from './report.ts';
import { loadResults, resultsFileOf, saveResults } from './results-file.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'bench-results-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('bench results file', () => {
  it('sits beside the report', () => {
    expect(resultsFileOf('docs/benchmarks.md')).toBe('docs/benchmarks.json');
  });

  it('gives back what was saved, the date a date again', async () => {
    const results: BenchResults = {
      date: new Date('2026-11-26T11:11:00Z'),
      machine: { cpu: 'Test CPU', cores: 2, memoryBytes: 1, node: 'v24', os: 'Linux', chromium: 'Chromium', lighthouse: '13' },
      command: 'npm run bench',
      sizes: [],
      search: null,
      chart: 'build-time.svg',
    };
    const file = path.join(dir, 'benchmarks.json');
    await saveResults(file, results);
    expect(await loadResults(file)).toEqual(results);
  });

  it('says what to run when there are no results, and refuses a file of something else', async () => {
    await expect(loadResults(path.join(dir, 'none.json'))).rejects.toThrow('run `npm run bench` first');
    const other = path.join(dir, 'other.json');
    await writeFile(other, '{"name":"x"}');
    await expect(loadResults(other)).rejects.toThrow('does not hold a bench run');
  });
});

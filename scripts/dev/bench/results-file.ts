/**
 * The bench's results beside its report (docs/benchmarks.json), so the report can be written again
 * without measuring again (`npm run bench -- --report-only`), once a finding is written or changed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { BenchResults } from './report.ts';
import type { SizeResult } from './targets.ts';

/** The results file of a report: the same name, `.json`. */
export const resultsFileOf = (reportFile: string) => reportFile.replace(/\.md$/, '') + '.json';

export async function saveResults(file: string, results: BenchResults): Promise<void> {
  await writeFile(file, JSON.stringify(results, null, 1) + '\n');
}

export async function loadResults(file: string): Promise<BenchResults> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`no bench results in ${file}: run \`npm run bench\` first`);
  }
  const results = JSON.parse(text) as Omit<BenchResults, 'date' | 'sizes'> & { date: string; sizes: (Omit<SizeResult, 'editToLive' | 'pictures'> & Partial<Pick<SizeResult, 'editToLive' | 'pictures'>>)[] };
  const date = new Date(results.date);
  if (!Array.isArray(results.sizes) || Number.isNaN(date.getTime())) throw new Error(`${file} does not hold a bench run's results`);
  // Runs from before edit to live was measured have no such field: not measured, as the report says;
  // runs from before the photographic pictures were on flat ones.
  return { ...results, date, sizes: results.sizes.map((size) => ({ ...size, editToLive: size.editToLive ?? null, pictures: size.pictures ?? 'flat' })) };
}

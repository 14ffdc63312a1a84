/**
 * The bench's results beside its report (docs/benchmarks.json), so the report can be written again
 * without measuring again (`npm run bench -- --report-only`), once a finding is written or changed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { BenchResults } from './report.ts';
import type { BuiltSize, SizePages, SizeResult } from './targets.ts';

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
  const results = JSON.parse(text) as Omit<BenchResults, 'date' | 'sizes'> & {
    date: string;
    sizes: StoredSize[];
  };
  const date = new Date(results.date);
  if (!Array.isArray(results.sizes) || Number.isNaN(date.getTime()))
    throw new Error(`${file} does not hold a bench run's results`);
  return { ...results, date, sizes: results.sizes.map(fromStored) };
}

/**
 * A size as runs before edit to live or the photographic pictures wrote it: without those fields.
 */
type StoredSize = (Omit<BuiltSize, 'editToLive' | 'pictures'> | Omit<SizePages, 'pictures'>) &
  Partial<Pick<BuiltSize, 'editToLive' | 'pictures'>>;

// Runs from before edit to live was measured have no such field: not measured, as the report says;
// runs from before the photographic pictures were on flat ones.
function fromStored(size: StoredSize): SizeResult {
  const pictures = size.pictures ?? 'flat';
  return 'cold' in size
    ? { ...size, editToLive: size.editToLive ?? null, pictures }
    : { ...size, pictures };
}

/**
 * The results with a size's pages measured on their own (`--pages-only`) put in, dated: in place of
 * the stored size's page figures, or as a size of their own (its pages alone) when no run built it.
 */
export function withPagesMeasured(
  results: BenchResults,
  pages: SizePages,
  measuredAt: Date,
): { results: BenchResults; added: boolean } {
  const dated: SizePages = { ...pages, pagesMeasuredAt: measuredAt.toISOString() };
  const stored = results.sizes.find((s) => s.size === pages.size);
  const sizes = stored
    ? results.sizes.map((s) => (s === stored ? { ...s, ...dated } : s))
    : [...results.sizes, dated].sort((a, b) => a.size - b.size);
  return { results: { ...results, sizes }, added: !stored };
}

/**
 * A whole run's results in place of the stored ones, keeping what this run does not measure: the
 * other benches' sections (busy hour, figures' age, behind nginx, recall), the search figures when
 * the run did not time search, and the sizes whose pages were measured on their own
 * (`--pages-only`) and that this run did not build, dated as they are.
 */
export function withRunMeasured(
  stored: BenchResults | null,
  run: Omit<BenchResults, 'busyHour' | 'offersAge' | 'frontDoor' | 'searchRecall'>,
): BenchResults {
  if (!stored) return run;
  const built = new Set(run.sizes.map((s) => s.size));
  const pagesAlone = stored.sizes.filter((s) => !('cold' in s) && !built.has(s.size));
  return {
    ...run,
    sizes: [...run.sizes, ...pagesAlone].sort((a, b) => a.size - b.size),
    search: run.search ?? stored.search,
    busyHour: stored.busyHour,
    offersAge: stored.offersAge,
    frontDoor: stored.frontDoor,
    searchRecall: stored.searchRecall,
  };
}

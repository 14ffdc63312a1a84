/** The command line of `npm run bench`. */
import path from 'node:path';

export interface BenchArgs {
  /** Catalogue sizes to build, ascending. */
  sizes: number[];
  skipLighthouse: boolean;
  /** Lighthouse runs per page; the median run is reported. */
  lighthouseRuns: number;
  /**
   * Catalogue size the search and filter timings run at (the largest built size when not among
   * `sizes`).
   */
  searchSize: number;
  /** Where the report goes; the chart and the results (results-file.ts) are written beside it. */
  out: string;
  /** Measure nothing: write the report again from the results of the last run. */
  reportOnly: boolean;
  /**
   * Measure edit to live alone, with the one build it needs before it (the first release, which
   * fills the caches), and print it: the report and its results are left as they are, since they
   * describe a whole run.
   */
  editToLiveOnly: boolean;
  pagesOnly: boolean;
  /**
   * Build the search size once and time its search alone (in Node and a shopper's first search in
   * Chromium): the figures, dated, take the place of the stored run's search figures.
   */
  searchOnly: boolean;
  /** Edits timed one after another after one first release; edit to live reports the median one. */
  edits: number;
  /**
   * Where the publisher's processes (its builds, Astro's included, and its server checks) write CPU
   * profiles; null: none.
   */
  cpuProfDir: string | null;
}

export const defaultSizes = [500, 5000, 10000, 20000];

export const usage = `npm run bench -- [--sizes 500,5000,10000,20000] [--skip-lighthouse] [--lighthouse-runs 3] [--search-size 10000] [--out docs/benchmarks.md] [--edits 3] [--cpu-prof DIR] [--report-only | --edit-to-live-only | --pages-only | --search-only]`;

function positiveInt(text: string | undefined, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${flag} wants a positive whole number, got "${text ?? ''}"\nusage: ${usage}`);
  return n;
}

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {
    sizes: defaultSizes,
    skipLighthouse: false,
    lighthouseRuns: 3,
    searchSize: 10000,
    out: 'docs/benchmarks.md',
    reportOnly: false,
    editToLiveOnly: false,
    pagesOnly: false,
    searchOnly: false,
    edits: 3,
    cpuProfDir: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--sizes') {
      const sizes = (value() ?? '').split(',').map((s) => positiveInt(s.trim(), '--sizes'));
      args.sizes = [...new Set(sizes)].sort((a, b) => a - b);
    } else if (flag === '--skip-lighthouse') args.skipLighthouse = true;
    else if (flag === '--lighthouse-runs')
      args.lighthouseRuns = positiveInt(value(), '--lighthouse-runs');
    else if (flag === '--search-size') args.searchSize = positiveInt(value(), '--search-size');
    else if (flag === '--edits') args.edits = positiveInt(value(), '--edits');
    else if (flag === '--cpu-prof') args.cpuProfDir = path.resolve(value() ?? '');
    else if (flag === '--out') args.out = value() || args.out;
    else if (flag === '--report-only') args.reportOnly = true;
    else if (flag === '--edit-to-live-only') args.editToLiveOnly = true;
    else if (flag === '--pages-only') args.pagesOnly = true;
    else if (flag === '--search-only') args.searchOnly = true;
    else throw new Error(`unknown option ${flag}\nusage: ${usage}`);
  }
  const modes = [
    args.reportOnly && '--report-only',
    args.editToLiveOnly && '--edit-to-live-only',
    args.pagesOnly && '--pages-only',
    args.searchOnly && '--search-only',
  ].filter(Boolean);
  if (modes.length > 1) throw new Error(`${modes.join(' and ')}: choose one\nusage: ${usage}`);
  return args;
}

/** The built size the search timings use. */
export const searchSizeOf = (args: BenchArgs) =>
  args.sizes.includes(args.searchSize) ? args.searchSize : (args.sizes.at(-1) as number);

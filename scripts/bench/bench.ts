/**
 * `npm run bench`: builds the shop against the embedded demo portal at each catalogue size, cold
 * and warm, measures bytes and Lighthouse scores per page type on the shop's own server, times
 * search and filters on the emitted data, and writes docs/benchmarks.md with docs/build-time.svg
 * and the results it was written from (docs/benchmarks.json; `--report-only` writes the report
 * again from them). After each size's builds it times edit to live (edit-to-live.ts): a price
 * changed at the portal to its page served through `npm run publisher` and `npm run serve`;
 * `--edit-to-live-only` times that alone, and `--pages-only` weighs and scores the pages alone.
 * Everything runs in a temporary folder under node_modules/.cache (inside the project because the
 * built server resolves its packages from node_modules), removed at the end, failure or not; the
 * checkout's dist/ and caches are never touched. See args.ts for the options.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, release, totalmem, type } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startDemoPortal, type DemoPortal } from '../demo-portal/server.ts';
import { findChromium } from '../dev/chromium.ts';
import { parseBenchArgs, searchSizeOf } from './args.ts';
import {
  builtListingSnapshot,
  createCaches,
  timedBuild,
  type BuildCaches,
  type BuildMeasure,
} from './build-run.ts';
import { measureEditToLive, type EditToLive } from './edit-to-live.ts';
import { lineChart } from './chart.ts';
import { runLighthouse, type LighthouseResult } from './lighthouse-run.ts';
import { measurePageBytes } from './page-bytes.ts';
import { bareAstroBuild } from './bare-astro.ts';
import { measureFirstSearch } from './first-search.ts';
import { benchPages } from './pages.ts';
import { renderReport, type BenchResults, type Machine, type SearchResult } from './report.ts';
import {
  loadResults,
  resultsFileOf,
  saveResults,
  withRunMeasured,
  withPagesMeasured,
} from './results-file.ts';
import { movedLines, movedSince } from './moved.ts';
import { benchMoves } from './run-moves.ts';
import { benchSearch } from './search-bench.ts';
import { startShop } from './running-shop.ts';
import { stopAll } from './spawned.ts';
import {
  isBuilt,
  pagesRendered,
  picturesOfBuild,
  type BuiltSize,
  type SizePages,
} from './targets.ts';

const args = parseBenchArgs(process.argv.slice(2));
const searchSize = searchSizeOf(args);
const log = (line: string) => console.log(`[bench] ${line}`);
const describeBuild = (b: BuildMeasure) =>
  `${(b.wallMs / 1000).toFixed(1)} s, peak ${Math.round(b.peakBytes / 1e6)} MB, ${b.pages} pages${b.imagesFailed ? `, ${b.imagesFailed} pictures not downloaded (placeholders)` : ''}`;

/** The pictures the served build's pages show, said in the log when some are placeholders. */
function picturesServed(
  size: number,
  build: BuildMeasure,
): Pick<SizePages, 'pictures' | 'picturesFailed'> {
  if (build.imagesFailed > 0)
    log(
      `${size} products: ${build.imagesFailed} pictures failed to download: the pages are measured on placeholders, recorded as such and not counted for the largest paint with pictures`,
    );
  return picturesOfBuild(build.imagesFailed);
}

async function machine(): Promise<Machine> {
  const version = async (command: string, argv: string[]) =>
    promisify(execFile)(command, argv).then(
      ({ stdout }) => stdout.trim(),
      () => 'unknown',
    );
  const lighthouse = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryBytes: totalmem(),
    node: process.version,
    os: `${type()} ${release()}`,
    chromium: await version(findChromium() ?? '/usr/bin/chromium', ['--version']),
    lighthouse: lighthouse.version,
  };
}

/**
 * What `--if-changed` costs when nothing changed: the portal read and digested, compared with the
 * warm build's release.
 */
async function timedNoChangeCheck(
  buildDir: string,
  portalEnv: NodeJS.ProcessEnv,
): Promise<{ wallMs: number; unchanged: boolean }> {
  const { checkForChange } = await import('../runtime/release/unchanged.ts');
  const { CATALOGUE_BASELINE_FILE: _ignored, ...env } = { ...process.env, ...portalEnv };
  const started = performance.now();
  const check = await checkForChange(env, buildDir);
  return { wallMs: performance.now() - started, unchanged: check.unchangedSince !== null };
}

/** One catalogue size's folder, its demo portal and its caches, for the time of `measure`. */
interface SizeFolder {
  size: number;
  dir: string;
  portal: DemoPortal;
  portalEnv: NodeJS.ProcessEnv;
  caches: BuildCaches;
}

async function inSizeFolder<T>(
  size: number,
  work: string,
  measure: (folder: SizeFolder) => Promise<T>,
): Promise<T> {
  const dir = path.join(work, String(size));
  const portal = await startDemoPortal({
    port: 0,
    products: size,
    submissionsFile: path.join(dir, 'submissions.jsonl'),
  });
  try {
    return await measure({
      size,
      dir,
      portal,
      portalEnv: { PORTAL_API_URL: portal.origin, PORTAL_API_KEY: portal.apiKey },
      caches: await createCaches(path.join(dir, 'cache')),
    });
  } finally {
    await portal.close();
    // A 20,000-product build is several GB of pages and images: never keep two sizes on disk.
    await rm(dir, { recursive: true, force: true });
  }
}

async function timedEditToLive({ size, dir, portal, caches }: SizeFolder): Promise<EditToLive> {
  const measured = await measureEditToLive({
    dir,
    portal,
    caches,
    edits: args.edits,
    cpuProfDir: args.cpuProfDir,
    log: (line) => log(`${size} products: edit to live: ${line}`),
  });
  const { en, ar } = measured.byLanguage;
  log(
    `${size} products: edit to live ${(measured.ms / 1000).toFixed(1)} s${measured.editsMs ? ` (median of ${measured.editsMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s)` : ''} (English ${(en / 1000).toFixed(1)} s, Arabic ${(ar / 1000).toFixed(1)} s), rebuild ${(measured.rebuildMs / 1000).toFixed(1)} s, pages rendered ${pagesRendered(measured)}`,
  );
  const renamed = measured.categoryRenamed;
  if (renamed)
    log(
      `${size} products: a category renamed, live in ${(renamed.ms / 1000).toFixed(1)} s, rebuild ${(renamed.rebuildMs / 1000).toFixed(1)} s, pages rendered ${pagesRendered(renamed)}`,
    );
  return measured;
}

async function benchSize(
  folder: SizeFolder,
): Promise<{ result: BuiltSize; search: SearchResult | null }> {
  const { size, dir, portalEnv, caches } = folder;
  log(`${size} products: cold build (empty caches)`);
  const cold = await timedBuild(path.join(dir, 'cold'), caches, portalEnv);
  log(`${size} products: cold build ${describeBuild(cold)}`);
  // Only the warm build is served: the cold one's pages are the same.
  await rm(path.join(dir, 'cold'), { recursive: true, force: true });
  // A full build with warm caches (pictures, Astro's data store): every page rendered, as after a
  // change every page shows. An edit's incremental build is what edit to live measures, below.
  log(`${size} products: warm build (caches kept, every page rendered)`);
  const buildDir = path.join(dir, 'warm');
  const warm = await timedBuild(buildDir, caches, portalEnv, { renderAll: true });
  const snapshot = builtListingSnapshot(caches);
  log(`${size} products: warm build ${describeBuild(warm)}`);
  const noChange = await timedNoChangeCheck(buildDir, portalEnv);
  log(
    `${size} products: no-change check ${(noChange.wallMs / 1000).toFixed(1)} s (${noChange.unchanged ? 'no change found' : 'saw a change'})`,
  );
  const bare = await bareAstroBuild(path.join(dir, 'bare'), warm.pages);
  log(`${size} products: bare Astro, ${bare.pages} pages in ${(bare.wallMs / 1000).toFixed(1)} s`);

  const shop = await startShop({ SERVE_DIR: buildDir }, portalEnv);
  let pageFigures: PageFigures;
  let search: SearchResult | null = null;
  try {
    pageFigures = await measurePages(shop.origin, size);
    if (size === searchSize) search = await measureSearch(size, shop.origin, snapshot);
  } finally {
    await shop.stop();
  }
  // Served no more: edit to live's two releases take its place on disk rather than add to it.
  await rm(buildDir, { recursive: true, force: true });
  const editToLive = await timedEditToLive(folder);
  return {
    result: {
      size,
      cold,
      warm,
      ...pageFigures,
      ...picturesServed(size, warm),
      bare,
      noChange,
      editToLive,
    },
    search,
  };
}

/**
 * Search and filters in Node on the build's listing snapshot, and a shopper's first search in
 * Chromium on the running shop.
 */
async function measureSearch(
  size: number,
  origin: string,
  snapshot: string,
): Promise<SearchResult> {
  log(`${size} products: search and filter latency`);
  const timings = await benchSearch(snapshot);
  const [firstView] = await measurePageBytes(
    origin,
    [{ type: 'products', path: '/products' }],
    (line) => log(`${size} products: ${line}`),
  );
  const firstSearch = await measureFirstSearch(origin, 'switch');
  log(
    `  search median ${timings.search.medianMs.toFixed(2)} ms, p95 ${timings.search.p95Ms.toFixed(2)} ms; suggestions p95 ${timings.suggest.p95Ms.toFixed(2)} ms; index built in ${Math.round(timings.firstSearchMs)} ms; first search in Chromium ${Math.round(firstSearch.resultsMs)} ms (median; runs ${firstSearch.runsMs.map(Math.round).join(', ')} ms), ${firstSearch.requests} requests`,
  );
  return { ...timings, firstViewData: firstView!.kinds.data, firstSearch };
}

type PageFigures = Pick<SizePages, 'bytes' | 'lighthouse'>;

/** Each page type's bytes and, unless skipped, its Lighthouse scores, on a running shop. */
async function measurePages(origin: string, size: number): Promise<PageFigures> {
  const pages = await benchPages(origin);
  const bytes = await measurePageBytes(origin, pages, (line) => log(`${size} products: ${line}`));
  if (args.skipLighthouse) return { bytes, lighthouse: null };
  const lighthouse: LighthouseResult[] = [];
  for (const page of pages) {
    log(`${size} products: lighthouse ${page.type} ${page.path}`);
    const scored = await runLighthouse(origin, page, args.lighthouseRuns);
    log(
      `  performance ${scored.scores.performance} (median of ${scored.runs}; ${scored.performanceRange.join(' to ')}), accessibility ${scored.scores.accessibility}, best practices ${scored.scores['best-practices']}, SEO ${scored.scores.seo}, CLS ${scored.cls.toFixed(3)}, LCP ${Math.round(scored.lcpMs)} ms`,
    );
    lighthouse.push(scored);
  }
  return { bytes, lighthouse };
}

/** A build of the size (every page, as the shop serves it), served while its pages are measured. */
async function pagesOfSize({ size, dir, portalEnv, caches }: SizeFolder): Promise<SizePages> {
  const buildDir = path.join(dir, 'pages');
  log(`${size} products: build`);
  const build = await timedBuild(buildDir, caches, portalEnv);
  log(`${size} products: build ${describeBuild(build)}`);
  const pictures = picturesServed(size, build);
  const shop = await startShop({ SERVE_DIR: buildDir }, portalEnv);
  try {
    return { size, ...(await measurePages(shop.origin, size)), ...pictures };
  } finally {
    await shop.stop();
  }
}

/**
 * `--search-only`: one build of the search size, served while its search is timed. The figures,
 * dated, take the place of the stored run's search figures, and the report is written again.
 */
async function measureSearchOnly(work: string): Promise<void> {
  const file = resultsFileOf(args.out);
  const size = args.searchSize;
  log(
    `search only, ${size} products; working in ${work}; the figures go into ${file} and ${args.out}`,
  );
  const search = await inSizeFolder(size, work, async ({ dir, portalEnv, caches }) => {
    const buildDir = path.join(dir, 'search');
    log(`${size} products: build`);
    log(`${size} products: build ${describeBuild(await timedBuild(buildDir, caches, portalEnv))}`);
    const snapshot = builtListingSnapshot(caches);
    const shop = await startShop({ SERVE_DIR: buildDir }, portalEnv);
    try {
      return await measureSearch(size, shop.origin, snapshot);
    } finally {
      await shop.stop();
    }
  });
  const stored = await loadResults(file);
  await storeRun(
    stored,
    { ...stored, search: { ...search, measuredAt: new Date().toISOString() } },
    false,
  );
}

const started = Date.now();
/** This run's command, as the report names it. */
const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

/**
 * Stores a run's results and writes the report, with what moved against `before` (the results
 * stored when the run started) printed and kept: a whole run's comparison in place of the stored
 * ones, a part measured on its own (`--pages-only` and the like) after them.
 */
async function storeRun(before: BenchResults | null, results: BenchResults, whole: boolean) {
  const moved = before
    ? movedSince(before.date, benchMoves(before, results), whole ? undefined : command)
    : undefined;
  for (const line of movedLines(moved)) log(line);
  const kept = whole ? [] : (before?.moved ?? []);
  const stored = moved ? { ...results, moved: [...kept, moved] } : results;
  await saveResults(resultsFileOf(args.out), stored);
  await writeReport(stored);
}

async function writeReport(results: BenchResults) {
  await writeFile(args.out, renderReport(results));
  log(`wrote ${args.out} in ${((Date.now() - started) / 60_000).toFixed(1)} min`);
}

/**
 * Runs `measure` in a temporary folder under node_modules/.cache, removed at the end, interrupted
 * or not.
 */
async function inWorkFolder(measure: (work: string) => Promise<void>): Promise<void> {
  const cacheRoot = path.resolve('node_modules/.cache');
  await mkdir(cacheRoot, { recursive: true });
  const work = await mkdtemp(path.join(cacheRoot, 'shop-bench-'));
  const stopOnSignal = () => {
    log('interrupted: stopping what it started and cleaning up');
    void stopAll()
      .then(() => rm(work, { recursive: true, force: true }))
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await measure(work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function measureAll(work: string): Promise<void> {
  log(
    `sizes ${args.sizes.join(', ')}; Lighthouse ${args.skipLighthouse ? 'skipped' : 'on'}; search timed at ${searchSize}; working in ${work}`,
  );
  const sizes: BuiltSize[] = [];
  let search: SearchResult | null = null;
  for (const size of args.sizes) {
    const measured = await inSizeFolder(size, work, benchSize);
    sizes.push(measured.result);
    search ??= measured.search;
  }

  const chartFile = path.join(path.dirname(args.out), 'build-time.svg');
  const chart = lineChart(
    [
      {
        name: 'cold (empty caches)',
        colour: '#2563eb',
        points: sizes.map((s) => [s.size, s.cold.wallMs / 1000]),
      },
      {
        name: 'warm (caches kept)',
        colour: '#16a34a',
        points: sizes.map((s) => [s.size, s.warm.wallMs / 1000]),
      },
    ],
    {
      title: 'Build time against catalogue size',
      xLabel: 'products in the catalogue',
      yLabel: 'build wall time (s)',
      target: { y: 180, label: 'target: 10,000 products, warm, < 3 min' },
    },
  );
  // The other benches' sections and the sizes measured on their own are kept as they were stored.
  const stored = await loadResults(resultsFileOf(args.out)).catch(() => null);
  const results = withRunMeasured(stored, {
    date: new Date(),
    machine: await machine(),
    command,
    sizes,
    search,
    chart: path.basename(chartFile),
  });
  await mkdir(path.dirname(args.out), { recursive: true });
  await writeFile(chartFile, chart);
  await storeRun(stored, results, true);
}

/**
 * `--edit-to-live-only`: the first release is the build that fills the caches, so the timed rebuild
 * is warm. Each figure replaces its size's in the stored results, dated, and the report is written
 * again from them; a size the stored run did not build is printed only.
 */
async function measureEditToLiveOnly(work: string): Promise<void> {
  const file = resultsFileOf(args.out);
  log(
    `edit to live only, sizes ${args.sizes.join(', ')}; working in ${work}; the figures go into ${file} and ${args.out}`,
  );
  const measured = new Map<number, EditToLive>();
  for (const size of args.sizes)
    measured.set(size, await inSizeFolder(size, work, timedEditToLive));
  const before = await loadResults(file);
  const results = structuredClone(before);
  for (const [size, editToLive] of measured) {
    const stored = results.sizes.find((s) => s.size === size);
    if (stored && isBuilt(stored)) stored.editToLive = editToLive;
    else log(`${size} products: not among the built sizes of ${file}: printed only`);
  }
  await storeRun(before, results, false);
}

/**
 * `--pages-only`: the bytes and Lighthouse scores of each size replace its stored ones, dated; a
 * size no stored run built is added with its pages alone (the targets on pages count it, the build
 * targets do not). The report is written again.
 */
async function measurePagesOnly(work: string): Promise<void> {
  const file = resultsFileOf(args.out);
  log(
    `pages only, sizes ${args.sizes.join(', ')}; working in ${work}; the figures go into ${file} and ${args.out}`,
  );
  const measured: SizePages[] = [];
  for (const size of args.sizes) measured.push(await inSizeFolder(size, work, pagesOfSize));
  const before = await loadResults(file);
  let results = before;
  for (const pages of measured) {
    const put = withPagesMeasured(results, pages, new Date());
    results = put.results;
    log(
      `${pages.size} products: ${put.added ? 'no stored run built this size: its pages go in alone' : "in place of the stored size's pages"}`,
    );
  }
  await storeRun(before, results, false);
}

try {
  if (args.reportOnly) await writeReport(await loadResults(resultsFileOf(args.out)));
  else
    await inWorkFolder(
      args.editToLiveOnly
        ? measureEditToLiveOnly
        : args.pagesOnly
          ? measurePagesOnly
          : args.searchOnly
            ? measureSearchOnly
            : measureAll,
    );
} catch (error) {
  console.error(
    `[bench] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
}

/**
 * One checked build of the shop into a folder: `astro build` against the portal into the build
 * folder kept between builds (./work-output.ts: Astro renders only the pages whose data or code
 * changed), the output assembled from it, then the guards (the portal was read, the catalogue is
 * not empty and did not shrink too far against the last good build, the expected pages are there,
 * no client file leaks a secret), then the static hosts' `_headers` file and `release.json` with
 * the build's figures. A build that fails any of it leaves no folder behind. `npm run build` and
 * `npm run publish` both build through here.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatHeadersFile, HEADERS_FILE, siteHeaderRules } from '../headers/site-headers.ts';
import { withBuildLock } from './build-lock.ts';
import { catalogueRefusal, type Baseline } from './catalogue-guard.ts';
import { readScanIndex, scanClient, summarise, writeScanIndex } from './client-scan.ts';
import {
  assembleOutput,
  beginWorkBuild,
  type AssembledOutput,
  linkAhead,
  markWorkAssembled,
  markWorkBuilt,
} from './work-output.ts';
import { missingPages } from './release-checks.ts';
import { currentReleaseDir, readRelease, RELEASE_FILE, type ReleaseRecord } from './releases.ts';
import {
  clearBuildRequest,
  readSettings,
  takeOver,
  writeBuildRequest,
  writePicturesLater,
  type BuildReport,
  type Settings,
} from '../shop-src.ts';
import { renderingNodeOptions, runKeepingTail } from './run.ts';
import { startEditRenderer, type EditRenderer } from './edit-renderer.ts';
import type { EditRender } from './render-edit.ts';

/**
 * Astro's words for a page it reused from the last build (`12:00:01   ├─ /product/x.html (cached)`):
 * a line per page kept, some 40,000 an edit at 20,000 products, which would bury what the log is
 * read for. Taken out; the build's summary counts the pages it wrote. A page being rendered prints
 * its name before its time, so a reused page's words may end the line that names it: only they go.
 */
export const REUSED_PAGE = /(?:\d{2}:\d{2}:\d{2})?\s*├─ [^├]* \((?:cached|restored)\)$/;

/** A build that must not be published; the message says why. */
export class BuildRefused extends Error {
  override name = 'BuildRefused';
}

export interface SiteBuildOptions {
  id: string;
  outDir: string;
  /** The build's environment, portal settings included. */
  env: NodeJS.ProcessEnv;
  astroArgs?: string[];
  /**
   * The products a delivery named as changed, which the build reads alone from the portal; null or
   * unset: the whole catalogue.
   */
  changedProducts?: readonly number[] | null;
  /**
   * The last output (dist/ or the live release): what this build's unchanged files are linked to.
   */
  previousDir?: string | null;
  log?: (line: string) => void;
  /** Keeps Astro's own output off the console (failures still quote its error). */
  quiet?: boolean;
  /**
   * Leaves the square pictures' widths to the shop's server, which makes them while it serves
   * (src/build/images/pictures-later.ts): a newcomer's first start. Never for a release.
   */
  picturesLater?: boolean;
  /**
   * A check of the output that needs its files only (a start of its server): run from the moment
   * the output is assembled, beside the checks of its files; its failure refuses the build with
   * its message.
   */
  checkOutput?: (outDir: string) => Promise<void>;
  /**
   * The process to render an edit without `astro build`, started ahead (./edit-renderer.ts): the
   * caller's, who keeps it for the next edit while it renders them and discards it otherwise.
   */
  editRenderer?: EditRenderer;
}

export interface SiteBuild {
  record: ReleaseRecord;
  report: BuildReport;
}

/**
 * The last good build's figures: CATALOGUE_BASELINE_FILE (a release.json kept by CI between runs)
 * when set, else the live release's.
 */
export async function lastGoodBaseline({ releases }: Settings): Promise<Baseline | null> {
  const file = releases.baselineFile;
  if (file) {
    const text = await readFile(file, 'utf8').catch(() => null);
    return text === null
      ? null
      : { products: (JSON.parse(text) as ReleaseRecord).products, source: file };
  }
  const live = await currentReleaseDir(releases.dir);
  if (!live) return null;
  const record = await readRelease(live);
  return { products: record.products, source: `release ${record.id}` };
}

/** The error line Astro printed for a failed build: the line before its "Location:" block. */
function astroError(tail: string[]): string {
  const at = tail.findIndex((line) => /^\s*Location:/.test(line));
  const line = at > 0 ? tail[at - 1] : tail.filter((l) => l.trim()).at(-1);
  return line?.trim() || 'no error message';
}

/**
 * Astro's command, run with this process's Node (the project's own, Node 24, as every npm script):
 * `npx astro` would first start npm to find it, most of a second of every rebuild.
 */
function astroCli(): string {
  const manifest = createRequire(import.meta.url).resolve('astro/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { astro: string } };
  return path.join(path.dirname(manifest), bin.astro);
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** What of Astro's command line may change the pages: its arguments and the config file named. */
async function astroInputs(astroArgs: string[]): Promise<string> {
  const at = astroArgs.indexOf('--config');
  const config = at < 0 ? '' : await readFile(astroArgs[at + 1] ?? '', 'utf8').catch(() => '');
  return createHash('sha256')
    .update(JSON.stringify([astroArgs, config]))
    .digest('hex');
}

/**
 * The previous output's folder when the build folder's unchanged files are still those it holds,
 * else null.
 */
async function linkTarget(
  previousDir: string | null | undefined,
  linkableRelease: string | null,
): Promise<string | null> {
  if (!previousDir || !linkableRelease) return null;
  const record = await readRelease(previousDir).catch(() => null);
  return record?.id === linkableRelease ? previousDir : null;
}

/**
 * The checks of an assembled output's client files: the pages a shopper needs are there and no file
 * a browser loads leaks; what the files hold, from the scan (a file not `written` since the
 * `previous` output takes that output's findings). Its files as the assembly listed them.
 */
async function checkClientFiles(
  outDir: string,
  products: number,
  secrets: string[],
  { files, written }: AssembledOutput,
  previous: string | null,
) {
  const clientDir = path.join(outDir, 'client');
  // Cut, not `path.relative`: 87,755 names at 20,000 products, which it resolves each (0.1 s).
  const prefix = `client${path.sep}`;
  const inClient = (all: string[]) =>
    all.filter((f) => f.startsWith(prefix)).map((f) => f.slice(prefix.length));
  const clientFiles = inClient(files);
  const missing = await missingPages(clientDir, products, new Set(clientFiles));
  if (missing.length)
    throw new BuildRefused(
      `pages are missing from the build: ${missing.slice(0, 10).join(', ')}` +
        (missing.length > 10 ? ` and ${missing.length - 10} more` : ''),
    );
  const changedClientFiles = new Set(inClient(written));
  const scanIndex = await scanClient(
    clientDir,
    secrets,
    {},
    previous ? { previous: await readScanIndex(previous), changed: changedClientFiles } : undefined,
    clientFiles,
  );
  const { leaks, inline, pages } = summarise(scanIndex);
  if (leaks.length)
    throw new BuildRefused(
      `client files leak what must stay on the server: ${leaks.slice(0, 10).join('; ')}`,
    );
  return { clientDir, changedClientFiles, scanIndex, inline, pages };
}

async function checkedBuild({
  id,
  outDir,
  env,
  astroArgs = [],
  changedProducts = null,
  previousDir,
  log = console.log,
  quiet,
  picturesLater = false,
  checkOutput,
  editRenderer,
}: SiteBuildOptions): Promise<SiteBuild> {
  const started = Date.now();
  const settings = readSettings(env);
  const guard = settings.releases;
  const baseline = await lastGoodBaseline(settings);
  log(
    baseline
      ? `last good build: ${baseline.products} products (${baseline.source})`
      : 'no last good build to compare with: only the empty-catalogue guard applies',
  );

  const workBuild = await beginWorkBuild(path.join(settings.build.stateDir, 'out'));
  if (workBuild.fullBuildReason)
    log(`full build, every page rendered: ${workBuild.fullBuildReason}`);
  const { stateDir } = settings.build;
  const previous = await linkTarget(previousDir, workBuild.linkableRelease);
  writeBuildRequest(stateDir, {
    changedProducts: changedProducts && [...changedProducts],
    picturesLater,
    astroInputs: await astroInputs(astroArgs),
  });
  // While the pages render; waited for before the output is assembled, and before a failure's
  // output is cleared.
  const linkingAhead = previous ? linkAhead(previous, outDir) : null;
  try {
    // Rendered by the last build's kept renderer where it can; what it refused, or how it failed,
    // is said and `astro build` does the work instead.
    const edit =
      changedProducts && !workBuild.fullBuildReason
        ? await renderEdit(editRenderer, env, quiet, workBuild.dir)
        : null;
    if (edit && 'rendered' in edit)
      log(
        `rendered without astro build in ${seconds(started)}: ${edit.rendered.length} files` +
          ` written, ${edit.removed.length} removed (ADR 0032)`,
      );
    else {
      if (edit) log(`astro build, not the kept renderer: ${edit.refused}`);
      const force = workBuild.fullBuildReason ? ['--force'] : [];
      const astro = await runKeepingTail(
        process.execPath,
        [astroCli(), 'build', '--outDir', workBuild.dir, ...force, ...astroArgs],
        { ...env, NODE_OPTIONS: renderingNodeOptions(env) },
        { quiet, strip: REUSED_PAGE },
      );
      if (astro.code !== 0)
        throw new BuildRefused(
          `the build failed (astro exit ${astro.code}): ${astroError(astro.tail)}`,
        );
      log(`astro build done in ${seconds(started)}`);
    }
    await markWorkBuilt(workBuild.dir);
    // Handed over by the catalogue's making (src/build/catalogue/build-catalogue.ts) in the Astro
    // build's process.
    const report = takeOver('report', stateDir);

    const refusal = catalogueRefusal(report.products, baseline, guard);
    if (refusal) throw new BuildRefused(refusal);
    if (baseline && guard.allowShrink && report.products < baseline.products)
      log(
        `ALLOW_CATALOGUE_SHRINK is set: publishing ${report.products} products (last good: ${baseline.products})`,
      );

    const assembling = Date.now();
    const assembled = await assembleOutput({
      from: workBuild.dir,
      target: outDir,
      previous,
      since: workBuild.startedAt,
      linked: (await linkingAhead) ?? undefined,
      written: edit && 'rendered' in edit ? new Set(edit.written) : undefined,
    });
    log(
      `output assembled in ${seconds(assembling)}: ` +
        `${assembled.written.length} files written by this build, ` +
        `${assembled.linked} linked to ${previous ?? 'no earlier output'}`,
    );
    // Both waited for, so a start of the server is never left running after a refusal.
    const [files, output] = await Promise.allSettled([
      checkClientFiles(outDir, report.products, settings.secrets, assembled, previous),
      checkOutput?.(outDir),
    ]);
    if (files.status === 'rejected') throw files.reason;
    if (output.status === 'rejected')
      throw new BuildRefused(
        output.reason instanceof Error ? output.reason.message : String(output.reason),
      );
    const { clientDir, changedClientFiles, scanIndex, inline, pages } = files.value;
    log(`checked in ${seconds(assembling)} since the assembly began`);
    await writeFile(
      path.join(clientDir, HEADERS_FILE),
      formatHeadersFile(await siteHeaderRules(clientDir, inline)),
    );
    await writeScanIndex(outDir, scanIndex);
    const later = takeOver('picturesLater', stateDir);
    if (later.pictures.length) await writePicturesLater(outDir, later);
    const record: ReleaseRecord = {
      id,
      builtAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      products: report.products,
      categories: report.categories,
      slides: report.slides,
      brands: report.brands,
      pages,
      pagesRendered: [...changedClientFiles].filter((f) => f.endsWith('.html')).length,
      fullBuild: workBuild.fullBuildReason,
      renderer: edit && 'rendered' in edit ? 'kept renderer' : 'astro build',
      namedProducts: report.namedProducts,
      dropped: report.dropped.length,
      imagesFailed: report.images.failed.length,
      picturesLater: later.pictures.length,
      warnings: report.warnings,
      baseline,
      digest: report.digest,
    };
    await writeFile(path.join(outDir, RELEASE_FILE), `${JSON.stringify(record, null, 2)}\n`);
    await markWorkAssembled(workBuild.dir, id);
    return { record, report };
  } finally {
    clearBuildRequest(stateDir);
    await linkingAhead?.catch(() => null);
  }
}

/**
 * Builds into `outDir` (replaced); on any failure removes it and throws (BuildRefused says why).
 */
export async function buildSite(options: SiteBuildOptions): Promise<SiteBuild> {
  const clear = () => rm(options.outDir, { recursive: true, force: true });
  const build = async () => {
    await clear();
    try {
      return await checkedBuild(options);
    } catch (error) {
      await clear();
      throw error;
    }
  };
  return withBuildLock(readSettings(options.env).build.lockFile, build, options.log ?? console.log);
}

/** The edit rendered by the caller's kept process, or by one started for it alone. */
async function renderEdit(
  kept: EditRenderer | undefined,
  env: NodeJS.ProcessEnv,
  quiet: boolean | undefined,
  workDir: string,
): Promise<EditRender> {
  const renderer = kept ?? startEditRenderer(env, { quiet });
  try {
    return await renderer.run(workDir);
  } finally {
    if (!kept) renderer.discard();
  }
}

/** The report printed at the end of a build or publish. */
export function formatBuildReport({ record, report }: SiteBuild): string {
  const reasons = new Map<string, number>();
  for (const d of report.dropped) reasons.set(d.reason, (reasons.get(d.reason) ?? 0) + 1);
  return [
    'Catalogue build report',
    `  products   ${record.products}` +
      (record.baseline ? ` (last good: ${record.baseline.products})` : '') +
      (record.namedProducts
        ? `; read from the portal: the ${record.namedProducts.length} the delivery named`
        : ''),
    `  categories ${record.categories}` +
      report.unnamedCategories.map((warning) => `\n    warning: ${warning}`).join(''),
    `  slides     ${record.slides}`,
    `  brands     ${record.brands}`,
    `  pages      ${record.pages} (${record.pagesRendered} written by this build` +
      (record.fullBuild ? `; full build: ${record.fullBuild}` : '') +
      (record.renderer === 'kept renderer' ? "; by the last build's kept renderer" : '') +
      ')',
    `  dropped    ${record.dropped}${[...reasons].map(([r, n]) => `\n    ${n} x ${r}`).join('')}`,
    `  pictures   ${report.images.total}` +
      (report.images.failed.length
        ? `; ${report.images.failed.length} could not be downloaded: their pages show the placeholder`
        : '') +
      (record.picturesLater
        ? `; ${record.picturesLater} made by the shop's server as it serves`
        : ''),
    `  feeds      ${record.products - report.feedLeftOut} items each; ` +
      `${report.feedLeftOut} products left out, without a picture Merchant Center accepts`,
    `  time       ${(record.durationMs / 1000).toFixed(1)} s`,
  ].join('\n');
}

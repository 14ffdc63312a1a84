/**
 * An edit rendered without `astro build` (ADR 0032): for a delivery naming products, in the build
 * folder of the last build. The catalogue is made as a build makes it (the named products read
 * alone), then, if what the last build's kept renderer holds compiled or what the end of a build
 * makes is unchanged (the collections, the products' ids, redirects and picture files, no picture
 * made anew), the kept renderer renders the pages whose cache key changed and those without one,
 * as Astro would (a page without a key written only where its bytes changed), and removes the
 * files of the paths it no longer lists. Astro's manifest records them as Astro does (the key, the
 * file, Astro's own copy of it), so the next `astro build` or edit reuses or prunes them. Anything
 * else is refused before a file is touched, and the build falls back to `astro build`
 * (site-build.ts).
 *
 * Run in a process of its own with the build's settings (./edit-renderer.ts), kept from one edit to
 * the next while they render on the same kept renderer. `node render-edit.ts` loads the kept bundle
 * and the catalogue's modules, opens the renderer and reads the kept product rows ahead
 * (`prepareEdit`), then renders an edit for each build folder named on a line of its standard
 * input, so a delivery finds that work done, and the next one the code compiled, the rows parsed
 * and the product files an edit did not write parsed too; what a build derives from its catalogue
 * is made again for each (`oncePerBuild`, src/build/build-artefacts.ts). It prints each answer on
 * a line of its own, after RESULT_MARK, and ends when its input closes.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  artefactDigest,
  editModules,
  handOver,
  takeOver,
  takeOverText,
  writeReleaseData,
} from '../shop-src.ts';
import { fileIdentity, fileMemo } from './file-memo.ts';

export type EditRender =
  | {
      /** Files written and removed under the build folder's client folder. */
      rendered: string[];
      removed: string[];
      /** Every file written under the build folder, relative to it: what the assembly copies. */
      written: string[];
    }
  | { refused: string };

export const RESULT_MARK = 'edit render: ';

/** Astro 7.3's incremental manifest (`incremental-build.json` in its cache folder), as read here. */
interface AstroManifest {
  routes: Record<string, { paths: Record<string, { cacheKey?: string; outputFile: string }> }>;
}

const MANIFEST_FILE = 'incremental-build.json';
/** Where Astro keeps its own copy of each page it recorded, under its cache folder. */
const ASTRO_COPIES = 'dist';

type EditModules = Awaited<ReturnType<typeof editModules>>;

/** What an edit needs before its build folder is known: the modules and the kept renderer. */
export type PreparedEdit =
  | {
      buildCatalogue: EditModules[0]['buildCatalogue'];
      keptArtefacts: EditModules[1]['keptArtefacts'];
      renderer: Awaited<ReturnType<EditModules[1]['openKeptRenderer']>>;
    }
  | { refused: string };

export async function prepareEdit(): Promise<PreparedEdit> {
  const [
    { buildCatalogue, preloadCatalogue },
    { keptArtefacts, keptRendererDir, openKeptRenderer },
  ] = await editModules();
  try {
    const renderer = await openKeptRenderer(keptRendererDir());
    preloadCatalogue();
    return { buildCatalogue, keptArtefacts, renderer };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { refused: `the last build's renderer could not be opened: ${why}` };
  }
}

export async function renderEdit(
  workDir: string,
  prepared: PreparedEdit,
  log: (line: string) => void,
): Promise<EditRender> {
  if ('refused' in prepared) return prepared;
  const { buildCatalogue, keptArtefacts, renderer } = prepared;
  // Its bundle is loaded in this process for good: a renderer kept since is another build's.
  if (await renderer.replaced())
    return { refused: "the last build's renderer was replaced after this process opened it" };
  const started = performance.now();
  const since = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
  await buildCatalogue({ info: log, warn: (line) => log(`warning: ${line}`) }, { pagesHere: true });
  log(`kept renderer: the catalogue made in ${since(started)}`);
  // Made by the browser's build, which this path does not run: the kept build's.
  handOver('cardActionsUrl', renderer.build.cardActionsUrl);
  const changed = keptArtefacts.filter(
    (name) => artefactDigest(name) !== renderer.build.artefacts[name],
  );
  if (changed.length) return { refused: `changed since the last build: ${changed.join(', ')}` };
  // A picture made anew keeps its file's name: the end of a build publishes it again.
  const { downloaded } = takeOver('report').images;
  if (downloaded) return { refused: `${downloaded} pictures downloaded anew` };

  const { cacheDir } = renderer.build;
  const manifestFile = path.join(cacheDir, MANIFEST_FILE);
  const manifest = await manifests.read(manifestFile, (text) => JSON.parse(text) as AstroManifest);
  const write = async (file: string, body: Buffer) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  };
  const rendered: string[] = [];
  const listing = performance.now();
  const pages = await renderer.paths();
  log(`kept renderer: ${pages.length} paths listed with their keys in ${since(listing)}`);
  const rendering = performance.now();
  for (const page of pages) {
    const paths = manifest.routes[page.route.component]?.paths;
    if (page.cacheKey !== undefined && paths?.[page.pathname]?.cacheKey === page.cacheKey) continue;
    const body = await renderer.render(page);
    if (body === null) continue;
    const file = renderer.fileOf(page);
    const outputFile = path.join('client', file);
    // A path without a key is rendered by every edit, mostly to the same bytes (the sitemap, 24 MB
    // at 20,000 products, unless a product came, went or was renamed): left as it is, the release
    // links it to the live file and the checks keep what they found in it.
    if (page.cacheKey === undefined && (await sameFile(path.join(workDir, outputFile), body)))
      continue;
    await write(path.join(workDir, outputFile), body);
    if (page.cacheKey === undefined) await remember(path.join(workDir, outputFile), body);
    rendered.push(file);
    // As Astro records a page it rendered (its IncrementalBuildCache.record and writeOutputFile).
    if (paths && page.cacheKey !== undefined) {
      paths[page.pathname] = { cacheKey: page.cacheKey, outputFile };
      await write(path.join(cacheDir, ASTRO_COPIES, outputFile), body);
    }
  }
  const removed: string[] = [];
  for (const [component, { pathname, outputFile }] of unlisted(manifest, pages)) {
    await rm(path.join(workDir, outputFile), { force: true });
    await rm(path.join(cacheDir, ASTRO_COPIES, outputFile), { force: true });
    delete manifest.routes[component]?.paths[pathname];
    removed.push(path.relative('client', outputFile));
  }
  log(`kept renderer: ${rendered.length} files rendered in ${since(rendering)}`);
  await writeFile(manifestFile, JSON.stringify(manifest));
  await manifests.remember(manifestFile, manifest);
  const releaseData = writeReleaseData(path.join(workDir, 'server'), {
    snapshotText: takeOverText('listingSnapshot'),
    sourceDigest: takeOver('sourceDigest'),
    productIds: takeOver('productIds'),
  });
  const written = [
    ...rendered.map((file) => path.join('client', file)),
    ...releaseData.map((file) => path.relative(workDir, file)),
  ];
  return { rendered, removed, written };
}

/** What of a listed path (Astro's `PathWithRoute`) tells the paths no longer listed. */
interface ListedPath {
  pathname: string;
  route: { component: string };
}

/**
 * Astro's manifest as this process wrote it last (some 10 MB of JSON at 20,000 products): read
 * again only when another process wrote it since.
 */
const manifests = fileMemo<AstroManifest>();

/**
 * The paths `manifest` records that are not among `pages` (a product gone or renamed), by route.
 * Most edits list every path a route records: its paths listed that it records are as many as it
 * records, and no path is looked up by a name made for it.
 */
export function unlisted(manifest: AstroManifest, pages: readonly ListedPath[]) {
  const byRoute = new Map<string, ListedPath[]>();
  for (const page of pages) {
    const listed = byRoute.get(page.route.component);
    if (listed) listed.push(page);
    else byRoute.set(page.route.component, [page]);
  }
  const gone: [string, { pathname: string; outputFile: string }][] = [];
  for (const [component, { paths }] of Object.entries(manifest.routes)) {
    const listed = byRoute.get(component) ?? [];
    const recorded = Object.keys(paths);
    if (listed.filter((page) => paths[page.pathname]).length === recorded.length) continue;
    const names = new Set(listed.map((page) => page.pathname));
    for (const pathname of recorded)
      if (!names.has(pathname))
        gone.push([component, { pathname, outputFile: paths[pathname]?.outputFile ?? '' }]);
  }
  return gone;
}

/**
 * The bytes of each file without a key as this process wrote or found them last, with the file's
 * identity then: the next edit compares with them, not with the file read again (the sitemap, 24
 * MB, and the feeds, 20 MB each, at 20,000 products), and the sitemap's route gives the same bytes
 * again when its entries are the same (src/pages/sitemap.xml.ts). Another build's write of the file
 * changes its identity, and the file is read.
 */
const known = new Map<string, { identity: string; bytes: Buffer }>();

/** Keeps `bytes` as what `file`, just written with them, holds. */
export async function remember(file: string, bytes: Buffer) {
  known.set(file, { identity: await fileIdentity(file), bytes });
}

/** Whether `file` holds `body`. */
export async function sameFile(file: string, body: Buffer): Promise<boolean> {
  const identity = await fileIdentity(file).catch(() => null);
  if (identity === null) return false;
  const kept = known.get(file);
  const bytes = kept?.identity === identity ? kept.bytes : await readFile(file);
  if (bytes !== body && !bytes.equals(body)) return false;
  known.set(file, { identity, bytes: body });
  return true;
}

/**
 * How long after an answer the process collects its garbage, if no edit came meanwhile: after the
 * release it rendered is live (about a second and a half at 20,000 products). An edit leaves the
 * last one's catalogue behind, some hundreds of MB of a 1.3 GB heap; collected in the next edit, it
 * cost that edit 0.7 s more of collection than the one after it (CPU profile, 2026-12-06).
 */
const COLLECT_AFTER_MS = 3_000;

if (import.meta.main) {
  const prepared = await prepareEdit();
  // Started with --expose-gc (./edit-renderer.ts).
  const collect = () => setTimeout(() => gc?.(), COLLECT_AFTER_MS).unref();
  let collecting = collect();
  // Asked one edit at a time: the next line comes after this answer.
  for await (const workDir of createInterface({ input: process.stdin })) {
    clearTimeout(collecting);
    const result = await renderEdit(workDir, prepared, (line) => console.log(line));
    console.log(`${RESULT_MARK}${JSON.stringify(result)}`);
    collecting = collect();
  }
  // Its input closed: the publisher let it go. The portal client's and the bundle's timers would
  // hold the process most of a second longer.
  process.exit(0);
}

/**
 * Published releases: each build that passed its checks is a folder `releases/<id>/` (client/,
 * server/, release.json) and `releases/current` is a symlink to the live one. Switching it is one
 * rename(2), so a reader sees the old release or the new one, never neither. Ids sort by time.
 * `releases/replaced` links the release live before: a web server in front (nginx-config.ts) finds
 * there the hashed files a page of that release, still open in a browser, asks for.
 */
import { randomBytes } from 'node:crypto';
import { lstat, readFile, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';

export const RELEASE_FILE = 'release.json';
const CURRENT = 'current';
const REPLACED = 'replaced';

/** What a build records about itself in `<outDir>/release.json`. */
export interface ReleaseRecord {
  id: string;
  builtAt: string;
  durationMs: number;
  products: number;
  categories: number;
  slides: number;
  brands: number;
  pages: number;
  /**
   * Pages this build wrote (rendered, or redirect pages that changed); the rest were the last
   * build's, reused.
   */
  pagesRendered?: number;
  /** Why every page was rendered (no earlier build to build on, an interrupted one), or null. */
  fullBuild?: string | null;
  /**
   * What rendered the pages: `astro build`, or the last build's kept renderer for a delivery
   * naming products (ADR 0032).
   */
  renderer?: 'astro build' | 'kept renderer';
  /**
   * The products read alone from the portal, as the delivery named them; null when the whole list
   * was read.
   */
  namedProducts?: number[] | null;
  dropped: number;
  /**
   * Pictures the build could not download and has no earlier copy of: their pages show the
   * placeholder. Absent in releases built before it was kept.
   */
  imagesFailed?: number;
  /**
   * Pictures whose widths the shop's server makes as it serves (a first start on the demo portal,
   * ADR 0024); absent or 0: every picture is in the build.
   */
  picturesLater?: number;
  warnings: string[];
  /** The last good build this one was checked against, if there was one. */
  baseline: { source: string; products: number } | null;
  /**
   * What the pages were made from (src/build/source-digest.ts); absent in releases built before it
   * was kept.
   */
  digest?: string;
}

/** e.g. 20250314-101502-3fa9: UTC time of the build, then a random part. */
export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(2).toString('hex')}`;
}

export async function readRelease(dir: string): Promise<ReleaseRecord> {
  return JSON.parse(await readFile(path.join(dir, RELEASE_FILE), 'utf8')) as ReleaseRecord;
}

/** Published release ids, oldest first (staging folders and `current` left out). */
export async function listReleases(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const ids = entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  const published = await Promise.all(
    ids.map((id) =>
      lstat(path.join(root, id, RELEASE_FILE)).then(
        () => id,
        () => null,
      ),
    ),
  );
  return published.filter((id): id is string => id !== null).sort();
}

export async function currentReleaseId(root: string): Promise<string | null> {
  return readlink(path.join(root, CURRENT)).then(
    (target) => path.basename(target),
    () => null,
  );
}

/** The live release's folder, or null when nothing was published yet. */
export async function currentReleaseDir(root: string): Promise<string | null> {
  const id = await currentReleaseId(root);
  return id ? path.join(root, id) : null;
}

/** Points the symlink `name` at release `id` atomically: a new symlink renamed over the old one. */
async function pointLink(root: string, name: string, id: string): Promise<void> {
  const next = path.join(root, `.${name}-${randomBytes(4).toString('hex')}`);
  await symlink(id, next, 'dir');
  try {
    await rename(next, path.join(root, name));
  } catch (error) {
    await rm(next, { force: true });
    throw error;
  }
}

/**
 * Makes release `id` the live one; the one it replaces is linked as `replaced` first, so its files
 * never go missing.
 */
export async function activateRelease(root: string, id: string): Promise<void> {
  if (!(await listReleases(root)).includes(id)) throw new Error(`no release "${id}" in ${root}`);
  const live = await currentReleaseId(root);
  if (live && live !== id) await pointLink(root, REPLACED, live);
  await pointLink(root, CURRENT, id);
}

/** The newest release older than the live one: what a rollback goes back to. */
export async function previousReleaseId(root: string): Promise<string | null> {
  const current = await currentReleaseId(root);
  const older = (await listReleases(root)).filter((id) => current === null || id < current);
  return older.at(-1) ?? null;
}

/**
 * Deletes the oldest releases beyond `keep`, never the live one nor the one it replaced; returns
 * the deleted ids.
 */
export async function pruneReleases(root: string, keep: number): Promise<string[]> {
  const current = await currentReleaseId(root);
  const replaced = await readlink(path.join(root, REPLACED)).catch(() => null);
  const ids = await listReleases(root);
  const doomed = ids
    .slice(0, Math.max(0, ids.length - keep))
    .filter((id) => id !== current && id !== replaced);
  await Promise.all(doomed.map((id) => rm(path.join(root, id), { recursive: true, force: true })));
  return doomed;
}

/**
 * The folder Astro builds into, kept from one build to the next (ADR 0012): Astro's incremental
 * build leaves a page it did not render again where it is, so only what changed is written. Nothing
 * is served from it. A build's output (dist/ or a release) is assembled from it afterwards: a file
 * this build did not write is a hard link to the same file of the previous output, which was
 * assembled from this folder; a file it wrote is copied. The folder is written in place by the next
 * build, so no output ever shares a file with it.
 *
 * Its state file says how far the last build got. A build that stopped before Astro finished may
 * have left pages (and copies in Astro's own cache) newer than Astro's cache manifest says: the
 * next build starts from nothing and renders every page (`--force`). A build that was not assembled
 * (refused by a guard, or interrupted after Astro) left the folder consistent with Astro's cache
 * but not with the last output, so its files are copied instead of linked.
 */
import { copyFileSync, linkSync, lstatSync, mkdirSync, rmdirSync, unlinkSync } from 'node:fs';
import { lstat, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { filesUnder } from '../shop-src.ts';

type Phase = 'building' | 'built' | 'assembled';

interface WorkState {
  phase: Phase;
  /** The release id of the output assembled from the folder, once `phase` is `assembled`. */
  release?: string;
}

export interface WorkBuild {
  /** The folder Astro builds into. */
  dir: string;
  /** Render every page: the folder or Astro's cache cannot be trusted. Says why, or null. */
  fullBuildReason: string | null;
  /**
   * The release id whose output holds the folder's files as they were before this build, or null.
   */
  linkableRelease: string | null;
  /**
   * When this build began, by the file system's clock (the state file's modification time): a file
   * modified since was written by this build. The file system's clock is coarser than the
   * process's, so the process's time would count a file written in the same tick as older.
   */
  startedAt: number;
}

const stateFile = (dir: string) => `${dir}.state.json`;

async function readState(dir: string): Promise<WorkState | null> {
  const text = await readFile(stateFile(dir), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const state = JSON.parse(text) as WorkState;
    return ['building', 'built', 'assembled'].includes(state.phase) ? state : null;
  } catch {
    return null;
  }
}

const writeState = (dir: string, state: WorkState) =>
  writeFile(stateFile(dir), JSON.stringify(state));

/**
 * Marks the folder as being built; says whether this build must render everything, and what it may
 * link to.
 */
export async function beginWorkBuild(dir: string): Promise<WorkBuild> {
  const state = await readState(dir);
  const present = await lstat(path.join(dir, 'client')).then(
    (s) => s.isDirectory(),
    () => false,
  );
  let fullBuildReason: string | null = null;
  if (!present || !state) fullBuildReason = 'no previous output to build on';
  else if (state.phase === 'building')
    fullBuildReason = 'the previous build stopped before it finished';
  if (fullBuildReason) await rm(dir, { recursive: true, force: true });
  await mkdir(path.dirname(stateFile(dir)), { recursive: true });
  await writeState(dir, { phase: 'building' });
  const { mtimeMs: startedAt } = await lstat(stateFile(dir));
  return {
    dir,
    fullBuildReason,
    linkableRelease:
      !fullBuildReason && state?.phase === 'assembled' ? (state.release ?? null) : null,
    startedAt,
  };
}

export const markWorkBuilt = (dir: string) => writeState(dir, { phase: 'built' });

export const markWorkAssembled = (dir: string, release: string) =>
  writeState(dir, { phase: 'assembled', release });

export interface AssembledOutput {
  /** Every file (relative to the folder) of the build folder, as the output now holds it. */
  files: string[];
  /** Files (relative to the folder) this build wrote, copied into the output. */
  written: string[];
  /** Files linked to the previous output. */
  linked: number;
}

/** Files (or folders) handled between two turns of the event loop: a few milliseconds of work. */
const FILES_PER_TURN = 200;

/**
 * Links every file of the previous output into `target` (empty): what assembleOutput would link of
 * an unchanged build folder, done while the build renders (on another core than the renderer's).
 * Resolves with the files linked; a file it cannot link is left to the assembly.
 */
export async function linkAhead(previous: string, target: string): Promise<Set<string>> {
  const files = filesUnder(previous);
  await makeFolders(target, files);
  const linked = new Set<string>();
  for (const [done, file] of files.entries()) {
    if (done % FILES_PER_TURN === 0) await turn();
    if (tryLink(path.join(previous, file), path.join(target, file))) linked.add(file);
  }
  return linked;
}

/** Makes the folders `files` (relative) need under `target`, a turn of the event loop at times. */
async function makeFolders(target: string, files: readonly string[]): Promise<void> {
  for (const [done, dir] of [...new Set(files.map((f) => path.dirname(f)))].entries()) {
    if (done % FILES_PER_TURN === 0) await turn();
    mkdirSync(path.join(target, dir), { recursive: true });
  }
}

/**
 * Makes `target` hold every file of `from`: linked to `previous` (the same relative path) when the
 * file was not written since `since` (ms, the file system's clock) and `previous` has it, else
 * copied. With `written` (relative paths), the build said which files it wrote, and no file's
 * status is read: an edit rendered without `astro build` writes its files itself (render-edit.ts),
 * and 87,755 status reads cost 0.5 to 0.7 s of an edit at 20,000 products. With `linked`
 * (linkAhead's files, already in `target`), a file linked ahead that the build wrote is unlinked
 * before it is copied, never written through (its link is the previous output's file), and one the
 * build folder no longer holds is removed, so the output is the same.
 * Synchronous calls on purpose: tens of thousands of links and status reads, each a few
 * microseconds, cost several times as much through the thread pool's queue. The event loop gets a
 * turn every `FILES_PER_TURN` files: the publisher builds in its own process and must keep
 * answering deliveries and status requests meanwhile.
 */
export async function assembleOutput({
  from,
  target,
  previous,
  since,
  linked: linkedAhead = new Set(),
  written: said,
}: {
  from: string;
  target: string;
  previous: string | null;
  since: number;
  linked?: ReadonlySet<string>;
  written?: ReadonlySet<string>;
}): Promise<AssembledOutput> {
  const files = filesUnder(from);
  await makeFolders(target, files);
  const written: string[] = [];
  let linked = 0;
  for (const [done, file] of files.entries()) {
    if (done % FILES_PER_TURN === 0) await turn();
    const unchanged =
      previous !== null &&
      (said ? !said.has(file) : lstatSync(path.join(from, file)).mtimeMs < since);
    const aheadLink = linkedAhead.has(file);
    if (unchanged && aheadLink) {
      linked++;
      continue;
    }
    if (aheadLink) unlinkSync(path.join(target, file));
    if (unchanged && tryLink(path.join(previous, file), path.join(target, file))) linked++;
    else {
      copyFileSync(path.join(from, file), path.join(target, file));
      written.push(file);
    }
  }
  const present = new Set(files);
  for (const file of linkedAhead) if (!present.has(file)) removeWithEmptyFolders(target, file);
  return { files, written: written.sort(), linked };
}

/** Removes `file` under `root`, and each of its folders it leaves empty. */
function removeWithEmptyFolders(root: string, file: string) {
  unlinkSync(path.join(root, file));
  for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir))
    try {
      rmdirSync(path.join(root, dir));
    } catch {
      return;
    }
}

function tryLink(existing: string, made: string): boolean {
  try {
    linkSync(existing, made);
    return true;
  } catch {
    return false;
  }
}

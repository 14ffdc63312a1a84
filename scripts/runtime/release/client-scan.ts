/**
 * One read of every text file of a built client folder for everything the build checks in them:
 * what leaks, the inline hashes the Content-Security-Policy needs, and how many pages there are.
 * Each file is read once instead of once per check, a few at a time so reading overlaps scanning,
 * and as latin1 (one character per byte), which reads several times faster than UTF-8 and finds the
 * same ASCII markers; secrets are searched for as their UTF-8 bytes seen the same way.
 *
 * What each file holds is kept beside the output (`client-scan.json`), so the next build reads only
 * the files it wrote and takes the rest from the last output's findings (ADR 0012): an incremental
 * build writes a few pages of tens of thousands. A full scan is CPU work that grows with the
 * catalogue, so its files are shared among worker threads, one per core
 * (./client-scan-worker.ts).
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { pageInlineHashes, type InlineHashes } from '../headers/inline-hashes.ts';
import { fileMemo } from './file-memo.ts';
import { fileLeaks, TEXT_FILE } from './release-checks.ts';
import { filesUnder } from '../shop-src.ts';

export interface ClientScan {
  /** `file: what` for every leak found. */
  leaks: string[];
  inline: InlineHashes;
  pages: number;
}

/** What one file holds, as the scan found it. */
export interface FileFindings {
  leaks?: string[];
  /** Inline hashes of a page; absent for other files. */
  inline?: InlineHashes;
}

/**
 * Findings by file (relative to the client folder), and the secrets they were searched for (as a
 * digest).
 */
export interface ScanIndex {
  secrets: string;
  files: Record<string, FileFindings>;
}

/** What one thread is given to scan: `files` are relative to `clientDir`. */
export interface ScanShard {
  clientDir: string;
  files: string[];
  secrets: string[];
}

/**
 * Files read at once by one thread: enough to keep the disk busy while the scan works on what
 * arrived.
 */
const READS_IN_FLIGHT = 8;

export interface ScanThreads {
  /** At most this many threads (default: one per core). */
  threads?: number;
  /**
   * A thread is started for every this many files at least; below it one costs more to start than
   * it saves.
   */
  minFilesPerThread?: number;
}

export const SCAN_INDEX_FILE = 'client-scan.json';

const secretsDigest = (secrets: string[]) =>
  createHash('sha256')
    .update(JSON.stringify([...secrets].sort()))
    .digest('hex');

/** Scans `files` in this thread. */
export async function scanShard({
  clientDir,
  files,
  secrets,
}: ScanShard): Promise<Record<string, FileFindings>> {
  const secretBytes = secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1'));
  const found: Record<string, FileFindings> = {};
  await pLimit(READS_IN_FLIGHT).map(files, async (file) => {
    const text = await readFile(path.join(clientDir, file), 'latin1');
    const leaks = fileLeaks(file, text, secretBytes);
    found[file] = {
      ...(leaks.length ? { leaks } : {}),
      ...(file.endsWith('.html') ? { inline: pageInlineHashes(text, 'latin1') } : {}),
    };
  });
  return found;
}

function scanInWorker(shard: ScanShard): Promise<Record<string, FileFindings>> {
  return new Promise((resolve, reject) => {
    // A worker inherits the process's Node flags, but --input-type (a build started with `node -e`)
    // is refused for a file.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    const worker = new Worker(new URL('./client-scan-worker.ts', import.meta.url), {
      workerData: shard,
      execArgv,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the client scan's worker stopped (exit ${code}) before it answered`)),
    );
  });
}

async function scanFiles(
  clientDir: string,
  files: string[],
  secrets: string[],
  { threads = availableParallelism(), minFilesPerThread = 2_000 }: ScanThreads,
): Promise<Record<string, FileFindings>> {
  const count = Math.max(1, Math.min(threads, Math.floor(files.length / minFilesPerThread)));
  if (count === 1) return scanShard({ clientDir, files, secrets });
  // Dealt out in turn, so each thread gets a like share of big pages and small files.
  const shards = Array.from({ length: count }, (_, i) => ({
    clientDir,
    secrets,
    files: files.filter((_, n) => n % count === i),
  }));
  return Object.assign({}, ...(await Promise.all(shards.map(scanInWorker))));
}

/** The findings of every file as one, sorted as a single scan gives them. */
export function summarise(index: ScanIndex): ClientScan {
  const files = Object.keys(index.files).sort();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  let pages = 0;
  for (const file of files) {
    const { inline } = index.files[file] as FileFindings;
    if (!inline) continue;
    pages++;
    for (const hash of inline.scripts) scripts.add(hash);
    for (const hash of inline.styles) styles.add(hash);
  }
  return {
    leaks: files.flatMap((file) => index.files[file]?.leaks ?? []),
    inline: { scripts: [...scripts].sort(), styles: [...styles].sort() },
    pages,
  };
}

export interface IncrementalScan {
  /** The last output's findings (its `client-scan.json`). */
  previous: ScanIndex | null;
  /**
   * Files (relative to the client folder) that may differ from the last output's: only these are
   * read.
   */
  changed: ReadonlySet<string>;
}

/**
 * The findings of every text file under `clientDir` (`listed`: its files, relative, as the caller
 * listed them). With `since`, a file neither changed nor new takes the last output's findings, when
 * those were searched for the same secrets.
 */
export async function scanClient(
  clientDir: string,
  secrets: string[],
  threads: ScanThreads = {},
  since?: IncrementalScan,
  listed: readonly string[] = filesUnder(clientDir),
): Promise<ScanIndex> {
  const files = listed.filter((f) => TEXT_FILE.test(`/${f}`));
  const digest = secretsDigest(secrets);
  const previous = since?.previous?.secrets === digest ? since.previous.files : {};
  const known = since
    ? files.filter((f) => !since.changed.has(f) && previous[f] !== undefined)
    : [];
  const knownSet = new Set(known);
  const scanned = await scanFiles(
    clientDir,
    files.filter((f) => !knownSet.has(f)),
    secrets,
    threads,
  );
  return {
    secrets: digest,
    files: Object.assign(
      Object.fromEntries(known.map((f) => [f, previous[f] as FileFindings])),
      scanned,
    ),
  };
}

/**
 * The index as written: each page's inline hashes, the same on most pages, named once in `inlines`
 * and by their place there (35 MB of JSON at 20,000 products written out per page, read and
 * written again by every build).
 */
interface WrittenScanIndex {
  v: typeof SCAN_INDEX_VERSION;
  secrets: string;
  inlines: InlineHashes[];
  files: Record<string, { leaks?: string[]; inline?: number }>;
}

const SCAN_INDEX_VERSION = 2;

/**
 * The indexes the publisher read or wrote last: an edit reads the index of the release the edit
 * before it wrote (some 10 MB of JSON at 20,000 products), and the one before it at times.
 */
const scanIndexes = fileMemo<ScanIndex | null>();

/** The last output's index; null when there is none or it is of another version (all read again). */
export function readScanIndex(dir: string): Promise<ScanIndex | null> {
  return scanIndexes.read(path.join(dir, SCAN_INDEX_FILE), parseScanIndex).catch(() => null);
}

function parseScanIndex(text: string): ScanIndex | null {
  try {
    const written = JSON.parse(text) as WrittenScanIndex;
    if (written.v !== SCAN_INDEX_VERSION) return null;
    const files: Record<string, FileFindings> = {};
    for (const [file, { leaks, inline }] of Object.entries(written.files))
      files[file] = {
        ...(leaks && { leaks }),
        ...(inline !== undefined && { inline: written.inlines[inline] }),
      };
    return { secrets: written.secrets, files };
  } catch {
    return null;
  }
}

/** Written with its files in order, so two builds of the same output write the same bytes. */
export async function writeScanIndex(dir: string, index: ScanIndex): Promise<void> {
  const inlines: InlineHashes[] = [];
  // Findings taken from the last index share their hashes' object: most are found without a text.
  const byObject = new Map<InlineHashes, number>();
  const byText = new Map<string, number>();
  const placeOf = (inline: InlineHashes) => {
    let place = byObject.get(inline);
    if (place === undefined) {
      const text = JSON.stringify(inline);
      place = byText.get(text);
      if (place === undefined) byText.set(text, (place = inlines.push(inline) - 1));
      byObject.set(inline, place);
    }
    return place;
  };
  const files: WrittenScanIndex['files'] = {};
  for (const file of Object.keys(index.files).sort()) {
    const { leaks, inline } = index.files[file] as FileFindings;
    files[file] = { ...(leaks && { leaks }), ...(inline && { inline: placeOf(inline) }) };
  }
  const written: WrittenScanIndex = {
    v: SCAN_INDEX_VERSION,
    secrets: index.secrets,
    inlines,
    files,
  };
  const file = path.join(dir, SCAN_INDEX_FILE);
  await writeFile(file, JSON.stringify(written));
  await scanIndexes.remember(file, index);
}

/**
 * One read of every text file of a built client folder for everything the build checks in them:
 * what leaks, the inline hashes the Content-Security-Policy needs, and how many pages there are.
 * A 10,000-product build holds about 40,000 pages (5 GB): each is read once instead of once per
 * check, a few at a time so reading overlaps scanning, and as latin1 (one character per byte),
 * which reads several times faster than UTF-8 and finds the same ASCII markers; secrets are
 * searched for as their UTF-8 bytes seen the same way. The searching is CPU work (about 18 s on one
 * core at 10,000 products), so the files are shared among worker threads, one per core
 * (./client-scan-worker.ts).
 */
import { availableParallelism } from 'node:os';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { inlineHashCollector, type InlineHashes } from '../headers/inline-hashes.ts';
import { fileLeaks, TEXT_FILE } from './release-checks.ts';

export interface ClientScan {
  /** `file: what` for every leak found. */
  leaks: string[];
  inline: InlineHashes;
  pages: number;
}

/** What one thread is given to scan: `files` are relative to `clientDir`. */
export interface ScanShard {
  clientDir: string;
  files: string[];
  secrets: string[];
}

/** Files read at once by one thread: enough to keep the disk busy while the scan works on what arrived. */
const READS_IN_FLIGHT = 8;

export interface ScanThreads {
  /** At most this many threads (default: one per core). */
  threads?: number;
  /** A thread is started for every this many files at least; below it one costs more to start than it saves. */
  minFilesPerThread?: number;
}

/** Scans `files` in this thread. */
export async function scanShard({ clientDir, files, secrets }: ScanShard): Promise<ClientScan> {
  const secretBytes = secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1'));
  const leaks: string[] = [];
  const inline = inlineHashCollector();
  let pages = 0;
  let next = 0;
  const reader = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const text = await readFile(path.join(clientDir, file), 'latin1');
      leaks.push(...fileLeaks(file, text, secretBytes));
      if (file.endsWith('.html')) {
        pages++;
        inline.add(text, 'latin1');
      }
    }
  };
  await Promise.all(Array.from({ length: READS_IN_FLIGHT }, reader));
  return { leaks, inline: inline.hashes(), pages };
}

function scanInWorker(shard: ScanShard): Promise<ClientScan> {
  return new Promise((resolve, reject) => {
    // A worker inherits the process's Node flags, but --input-type (a build started with `node -e`) is refused for a file.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    const worker = new Worker(new URL('./client-scan-worker.ts', import.meta.url), { workerData: shard, execArgv });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the client scan's worker stopped (exit ${code}) before it answered`)));
  });
}

/** Every thread's findings as one, sorted as a single scan would give them. */
function merge(scans: ClientScan[]): ClientScan {
  const sortedUnion = (lists: string[][]) => [...new Set(lists.flat())].sort();
  return {
    leaks: scans.flatMap((scan) => scan.leaks).sort(),
    inline: {
      scripts: sortedUnion(scans.map((scan) => scan.inline.scripts)),
      styles: sortedUnion(scans.map((scan) => scan.inline.styles)),
    },
    pages: scans.reduce((sum, scan) => sum + scan.pages, 0),
  };
}

export async function scanClient(clientDir: string, secrets: string[], { threads = availableParallelism(), minFilesPerThread = 2_000 }: ScanThreads = {}): Promise<ClientScan> {
  const files = (await readdir(clientDir, { recursive: true })).filter((f) => TEXT_FILE.test(`/${f}`));
  const count = Math.max(1, Math.min(threads, Math.floor(files.length / minFilesPerThread)));
  if (count === 1) return merge([await scanShard({ clientDir, files, secrets })]);
  // Dealt out in turn, so each thread gets a like share of big pages and small files.
  const shards = Array.from({ length: count }, (_, i) => ({ clientDir, secrets, files: files.filter((_, n) => n % count === i) }));
  return merge(await Promise.all(shards.map(scanInWorker)));
}

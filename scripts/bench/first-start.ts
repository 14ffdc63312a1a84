/**
 * `npm run bench:first-start`: what a newcomer waits for. Clones this repository into a fresh
 * folder, gives it this checkout's node_modules as hard links (the download of `npm install` is the
 * network's figure, not the project's; the install itself still runs), and times `npm install &&
 * npm start` until the shop answers its home page, and on until it has made the pictures' widths
 * the build left it (ADR 0024); then stops it and times a second `npm start` in the same clone,
 * with what the first one kept. The caches the first start fills (the pictures, the build folder)
 * are left out of the copied node_modules, as a fresh install has none. Writes
 * docs/benchmarks-first-start.md, keeping its findings written by hand (./hand-written.ts) as they
 * were. `-- --port 4610 --keep` (leave the clone, to look at it); `--ref <commit>` times that
 * commit instead, printing only (to compare with an earlier state).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { descendants, procChildren } from './process-tree.ts';
import { exitCode, spawnTracked, stopAll, stopTree } from './spawned.ts';
import { withHandWritten } from './hand-written.ts';
import { createTimeline, PICTURES_BEGIN, PICTURES_END, type Milestone } from './start-timeline.ts';

/** Folders under node_modules that a start fills: a fresh install has none of them. */
const STARTS_FILL = new Set(['.astro', '.cache', '.vite']);

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const port = Number(option('--port', '4610'));
const keep = process.argv.includes('--keep');
const ref = option('--ref', '');

async function serves(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * Processor seconds the tree under `root` has used, its ended children's included: on a machine
 * shared with other work the wall time moves with their load, this much less.
 */
async function cpuSeconds(root: number): Promise<number> {
  const pids = await descendants(root, procChildren);
  const stats = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')),
  );
  const ticks = stats.map((stat) => {
    // Fields after the command name (which may hold spaces): utime, stime, cutime, cstime are the
    // 12th to 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  });
  return ticks.reduce((a, b) => a + b, 0) / TICKS;
}

interface Timed {
  seconds: number;
  cpuSeconds: number;
  milestones: Milestone[];
  /**
   * When the shop's server had made the widths the build left it (ADR 0024), and the processor
   * seconds by then; null when it was left none.
   */
  picturesMade: { seconds: number; cpuSeconds: number } | null;
}

/** How long the shop may take to make the pictures the build left it, once it serves. */
const PICTURES_WAIT_MS = 180_000;

/** Seconds from the start of `command` until the shop answers, with its output echoed, prefixed. */
async function timeUntilServing(clone: string, command: string, label: string): Promise<Timed> {
  const started = performance.now();
  const child = spawnTracked('sh', ['-c', command], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const timeline = createTimeline();
  const echo = (chunk: Buffer) => {
    const seconds = (performance.now() - started) / 1000;
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      timeline.see(line, seconds);
      console.log(`[${label} ${seconds.toFixed(1).padStart(5)}s] ${line}`);
    }
  };
  child.stdout?.on('data', echo);
  child.stderr?.on('data', echo);
  let ended = false;
  void exitCode(child).then(() => (ended = true));
  const since = (from: number) => (performance.now() - from) / 1000;
  const sleep = () => new Promise((resolve) => setTimeout(resolve, 250));
  try {
    while (!ended && !(await serves(`http://127.0.0.1:${port}/`))) await sleep();
    if (ended) throw new Error(`${label}: "${command}" ended before the shop served`);
    const served = {
      seconds: since(started),
      cpuSeconds: child.pid ? await cpuSeconds(child.pid) : 0,
    };
    // A first start serves before its pictures' widths are made: the shop makes them as it serves,
    // timed until the last.
    const servingAt = performance.now();
    while (
      !ended &&
      timeline.saw(PICTURES_BEGIN) &&
      !timeline.saw(PICTURES_END) &&
      performance.now() - servingAt < PICTURES_WAIT_MS
    )
      await sleep();
    if (timeline.saw(PICTURES_BEGIN) && !timeline.saw(PICTURES_END))
      throw new Error(
        `${label}: the shop had not made its pictures ${PICTURES_WAIT_MS / 1000} s after it served`,
      );
    const picturesMade = timeline.saw(PICTURES_END)
      ? { seconds: since(started), cpuSeconds: child.pid ? await cpuSeconds(child.pid) : 0 }
      : null;
    return { ...served, milestones: timeline.milestones(), picturesMade };
  } finally {
    await stopTree(child);
  }
}

function report(first: Timed, second: Timed, started: Date): string {
  const made = (t: Timed) =>
    t.picturesMade
      ? `${t.picturesMade.seconds.toFixed(1)} s (${t.picturesMade.cpuSeconds.toFixed(0)} s)`
      : 'none left to make';
  const row = (what: string, t: Timed) =>
    `| ${what} | ${t.seconds.toFixed(1)} s | ${t.cpuSeconds.toFixed(0)} s | ${made(t)} |`;
  return [
    '# First start',
    '',
    `Written by \`npm run bench:first-start\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, on a ${availableParallelism()}-core machine (load average ${loadavg()[0]?.toFixed(1)} at the end: other work shared it, and the wall times move with that load; the processor seconds much less). Target (issue 39): the first start serves within 40 s.`,
    '',
    '| start | until the shop serves its home page | processor time | every picture made by the shop as it serves (processor time by then) |',
    '|---|---|---|---|',
    row(
      'first: `npm install && npm start` on a fresh clone (node_modules linked in, no caches)',
      first,
    ),
    row('second: `npm start` again, pictures and build folder kept', second),
    '',
    'Where the time went: seconds from the start of each command until its output marked the moment.',
    '',
    '| moment | first | second |',
    '|---|---|---|',
    ...[...first.milestones, { label: 'the shop serves its home page', seconds: first.seconds }]
      .sort((a, b) => a.seconds - b.seconds)
      .map(({ label, seconds }) => {
        const again =
          label === 'the shop serves its home page'
            ? second.seconds
            : second.milestones.find((m) => m.label === label)?.seconds;
        return `| ${label} | ${seconds.toFixed(1)} s | ${again === undefined ? '-' : `${again.toFixed(1)} s`} |`;
      }),
    '',
  ].join('\n');
}

const started = new Date();
const repo = process.cwd();
const clone = await mkdtemp(path.join(tmpdir(), 'first-start-'));
try {
  spawnSync('git', ['clone', '--quiet', repo, clone], { stdio: 'inherit' });
  if (ref) spawnSync('git', ['checkout', '--quiet', ref], { cwd: clone, stdio: 'inherit' });
  const modules = path.join(repo, 'node_modules');
  await mkdir(path.join(clone, 'node_modules'));
  const entries = (await readdir(modules))
    .filter((entry) => !STARTS_FILL.has(entry))
    .map((entry) => path.join(modules, entry));
  // `cp -al`: the same files under another name, no bytes copied.
  spawnSync('cp', ['-al', ...entries, path.join(clone, 'node_modules')], { stdio: 'inherit' });
  const first = await timeUntilServing(
    clone,
    'npm install --no-audit --no-fund && npm start',
    'first',
  );
  const second = await timeUntilServing(clone, 'npm start', 'second');
  const line = (t: Timed) =>
    `${t.seconds.toFixed(1)} s (${t.cpuSeconds.toFixed(0)} processor seconds; load average ${loadavg()[0]?.toFixed(1)})` +
    (t.picturesMade
      ? `; every picture made at ${t.picturesMade.seconds.toFixed(1)} s (${t.picturesMade.cpuSeconds.toFixed(0)} processor seconds)`
      : '');
  console.log(`\nfirst start (npm install && npm start on a fresh clone): ${line(first)}`);
  console.log(`second start (npm start, pictures and build folder kept): ${line(second)}`);
  const file = path.join(repo, 'docs/benchmarks-first-start.md');
  if (!ref)
    await writeFile(
      file,
      withHandWritten(report(first, second, started), await readFile(file, 'utf8').catch(() => '')),
    );
} finally {
  await stopAll();
  if (keep) console.log(`clone left at ${clone}`);
  else await rm(clone, { recursive: true, force: true });
}

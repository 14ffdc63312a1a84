/**
 * Peak memory of a process and everything it starts (npx, then astro, with sharp's threads inside
 * it), sampled from /proc: the sum of the tree's resident set sizes, the figure a machine must have
 * free; and the processor time such a tree used. The tree is walked down from its root through each thread's `children` list, which costs
 * far less than scanning every process on a machine busy with browsers.
 */
import { readFile, readdir } from 'node:fs/promises';

/** The pids under `root`, itself included, given a way to list a process's children. */
export async function descendants(
  root: number,
  childrenOf: (pid: number) => Promise<number[]>,
): Promise<number[]> {
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(await childrenOf(pid)));
  }
  return tree;
}

/** Pids in a /proc/<pid>/task/<tid>/children file ("123 456 "). */
export const parseChildren = (text: string) => text.split(/\s+/).filter(Boolean).map(Number);

/** VmRSS from /proc/<pid>/status, in bytes (0 for a zombie). */
export function rssFromStatus(status: string): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

// A process may end between two reads: it then has no children and no memory.
export async function procChildren(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    tasks.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap(parseChildren);
}

/** The clock ticks /proc counts processor time in (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/**
 * Processor time in /proc/<pid>/stat, in ms: the process's own (utime, stime) and that of the
 * children it has waited for (cutime, cstime), so a build that ended still counts for its parent.
 */
export function cpuMsFromStat(stat: string): number {
  // Fields after the command name in brackets, which may hold spaces: state is the first of them.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  return ticks * TICK_MS;
}

/**
 * Processor time of the process `root`, of what it runs now and of what it ran and waited for, in
 * ms.
 */
export async function treeCpuMs(root: number): Promise<number> {
  const pids = await descendants(root, procChildren);
  const times = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').then(cpuMsFromStat, () => 0)),
  );
  return times.reduce((a, b) => a + b, 0);
}

async function treeRss(root: number): Promise<number> {
  const pids = await descendants(root, procChildren);
  const rss = await Promise.all(
    pids.map((pid) => readFile(`/proc/${pid}/status`, 'utf8').then(rssFromStatus, () => 0)),
  );
  return rss.reduce((a, b) => a + b, 0);
}

/**
 * Samples the tree under `pid` every `everyMs` until `stop()`, which resolves with the peak in
 * bytes.
 */
export function watchPeakMemory(pid: number, everyMs = 100): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss(pid));
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

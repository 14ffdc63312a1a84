/**
 * The processes the bench started and that are still running, so an interrupted bench can stop
 * them by pid instead of leaving a build or a server behind.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { descendants, procChildren } from './process-tree.ts';

const running = new Set<ChildProcess>();

export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** The child's exit code; 1 when a signal ended it. */
export function exitCode(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Sends a signal to a pid that may have ended already; says whether it is still there. */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}

/** The pids of `pids` still running after at most `withinMs`. */
async function survivors(pids: number[], withinMs: number): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  let left = pids.filter((pid) => signal(pid, 0));
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = left.filter((pid) => signal(pid, 0));
  }
  return left;
}

/**
 * Stops a child and everything under it: SIGTERM to the child first, so a server shuts down its
 * own workers; whatever of its tree is still running `graceMs` later (a publisher finishing a
 * build, an orphaned worker) gets SIGTERM by pid, then SIGKILL.
 */
export async function stopTree(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.pid === undefined) return;
  // Listed before the signal: once the child ends, its children are no longer found under it.
  const tree = await descendants(child.pid, procChildren);
  const exited = exitCode(child);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  let left = await survivors(tree, graceMs);
  for (const name of ['SIGTERM', 'SIGKILL'] as const) {
    for (const pid of left) signal(pid, name);
    left = await survivors(left, graceMs);
  }
  await exited;
}

/** Stops every process still running, with what each started. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopTree(child)));
}

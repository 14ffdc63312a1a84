/**
 * The processes the bench started and that are still running, so an interrupted bench can stop
 * them by pid instead of leaving a build or a server behind.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const running = new Set<ChildProcess>();

export function spawnTracked(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, options);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Sends SIGTERM to every process still running. */
export function stopAll(): void {
  for (const child of running) if (child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
}

/**
 * One build at a time per project: Astro's data store, the image cache and the published-ids file
 * are shared by every build of the checkout, so a second build (a manual publish while the webhook
 * publisher is building) waits for the first. A lock left by a process that died is taken over.
 */
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function holderAlive(text: string): boolean {
  const [host, pid] = text.split(' ');
  if (host !== hostname()) return false;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function tryLock(file: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    await handle.writeFile(`${hostname()} ${process.pid}`);
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = await readFile(file, 'utf8').catch(() => '');
    // An empty file is a lock being written this instant: wait for it like any other.
    if (holder && !holderAlive(holder)) await rm(file, { force: true });
    return false;
  }
}

export async function withBuildLock<T>(
  file: string,
  task: () => Promise<T>,
  log: (line: string) => void = () => {},
): Promise<T> {
  await mkdir(path.dirname(file), { recursive: true });
  let told = false;
  while (!(await tryLock(file))) {
    if (!told) log(`another build of this project is running (${file}): waiting for it`);
    told = true;
    await sleep(500);
  }
  try {
    return await task();
  } finally {
    await rm(file, { force: true });
  }
}

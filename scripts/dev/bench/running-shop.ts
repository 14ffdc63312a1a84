/**
 * The shop's own production server (`node scripts/runtime/cli/serve.ts`) on a free loopback port, serving one
 * bench build: what Lighthouse and the byte counts see is what shoppers would get.
 */
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnTracked } from './spawned.ts';

export interface RunningShop {
  origin: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startShop(buildDir: string, portalEnv: NodeJS.ProcessEnv): Promise<RunningShop> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnTracked(process.execPath, ['scripts/runtime/cli/serve.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...portalEnv, SERVE_DIR: buildDir, HOST: '127.0.0.1', PORT: String(port) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop server exited (code ${child.exitCode})`);
    const up = await fetch(`${origin}/`).then((r) => r.ok, () => false);
    if (up) return { origin, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`the shop server did not answer on ${origin} within 30 s`);
}

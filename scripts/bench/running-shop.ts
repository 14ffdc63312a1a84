/**
 * The shop's own production server (`node scripts/runtime/cli/serve.ts`) on a free loopback port,
 * serving one bench build or a releases folder: what Lighthouse and the byte counts see is what
 * shoppers would get. The rebuild webhook receiver of the edit-to-live measure starts the same way
 * (startServer).
 */
import { freePort } from '../dev/free-port.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnTracked, stopTree } from './spawned.ts';

export interface RunningServer {
  origin: string;
  /** The server's process id: its processor time is read from it (process-tree.ts). */
  pid: number;
  /** Stops the server and whatever it started. */
  stop: () => Promise<void>;
}

export interface ServerScript {
  /** For messages: "the shop server". */
  name: string;
  /** The script `npm run <command>` runs, relative to the project, and its arguments. */
  script: string;
  args?: string[];
  /** The environment beyond the bench's own, given the port to listen on. */
  env: (port: number) => NodeJS.ProcessEnv;
  /** Answers 2xx once the server takes requests. */
  readyPath: string;
  /** Where its standard output (its log) goes: nowhere unless asked. */
  stdout?: 'ignore' | 'inherit';
}

/**
 * Runs one of the project's server scripts on a free loopback port with the bench's Node, as its
 * npm script does (without npm in between, whose process would stand between the bench and the
 * server's pid), and resolves once `readyPath` answers.
 */
export async function startServer({
  name,
  script,
  args = [],
  env,
  readyPath,
  stdout = 'ignore',
}: ServerScript): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawnTracked(process.execPath, [script, ...args], {
    stdio: ['ignore', stdout, 'inherit'],
    env: { ...process.env, ...env(port) },
  });
  const stop = () => stopTree(child);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode})`);
    const up = await fetch(`${origin}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { origin, pid: child.pid as number, stop };
    await sleep(200);
  }
  await stop();
  throw new Error(`${name} did not answer on ${origin} within 30 s`);
}

/** What `npm run serve` serves: one build folder, or the live release of a releases folder. */
export type ShopSource = { SERVE_DIR: string } | { RELEASES_DIR: string };

export function startShop(
  source: ShopSource,
  portalEnv: NodeJS.ProcessEnv,
  stdout: ServerScript['stdout'] = 'ignore',
): Promise<RunningServer> {
  return startServer({
    name: 'the shop server',
    stdout,
    script: 'scripts/runtime/cli/serve.ts',
    // A SERVE_DIR from the bench's own environment would win over RELEASES_DIR: blank unless given.
    env: (port) => ({
      ...portalEnv,
      SERVE_DIR: '',
      ...source,
      HOST: '127.0.0.1',
      PORT: String(port),
    }),
    readyPath: '/',
  });
}

/**
 * nginx for tests and benches: run as a process of the caller's own (never the system service),
 * from a config written into a scratch folder, in the foreground, stopped by its pid. The config is
 * checked with `nginx -t` first, so a bad one fails with nginx's own words.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX_INSTALL_HINT =
  'nginx is not installed: install it with `apt-get update && apt-get install -y nginx` (Debian/Ubuntu; .ci/run does), or put one on the PATH';
const READY_WITHIN_MS = 5_000;

/** nginx on the PATH, else where Debian puts it (/usr/sbin is not on every user's PATH). */
const NGINX =
  spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error === undefined ? 'nginx' : '/usr/sbin/nginx';

export interface NginxProcess {
  url: string;
  /** The scratch folder: access.log, error.log, the config. */
  dir: string;
  stop(): Promise<void>;
}

export function nginxInstalled(): boolean {
  return spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).error === undefined;
}

/** A scratch folder nginx's workers can read and write, whichever user they run as. */
export async function nginxScratchDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-nginx-'));
  await chmod(dir, 0o777);
  return dir;
}

/** The command-line arguments that run `config` in `dir` (`-t` to check it). */
function nginxArgs(dir: string, config: string): string[] {
  // As root, nginx would hand its workers to `nobody`, who may not read the build.
  const user = process.getuid?.() === 0 ? ' user root;' : '';
  return [
    '-p',
    dir,
    '-c',
    config,
    '-e',
    path.join(dir, 'error.log'),
    '-g',
    `daemon off; pid ${path.join(dir, 'nginx.pid')};${user}`,
  ];
}

/** `nginx -t` of a config text; the error is nginx's own message. */
export async function checkNginxConfig(dir: string, text: string): Promise<void> {
  const config = path.join(dir, 'nginx.conf');
  await writeFile(config, text);
  const checked = spawnSync(NGINX, ['-t', ...nginxArgs(dir, config)], { encoding: 'utf8' });
  if (checked.error) throw new Error(NGINX_INSTALL_HINT);
  if (checked.status !== 0)
    throw new Error(`nginx -t refused the config: ${checked.stderr.trim()}`);
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx on `config` (listening on 127.0.0.1:`port`) in `dir`, once `nginx -t` passes. */
export async function startNginx(dir: string, config: string, port: number): Promise<NginxProcess> {
  await checkNginxConfig(dir, config);
  const child: ChildProcess = spawn(NGINX, nginxArgs(dir, path.join(dir, 'nginx.conf')), {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + READY_WITHIN_MS;
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${stderr.trim()}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on port ${port} within ${READY_WITHIN_MS} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      // SIGQUIT: a graceful stop, the workers finishing their requests.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

export const removeScratchDir = (dir: string) => rm(dir, { recursive: true, force: true });

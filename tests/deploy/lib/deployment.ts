/**
 * What a small production of the shop has, all on 127.0.0.1: one Redis, the portal (a demo portal),
 * a releases folder whose live release is the suite's build, two `npm run serve` instances on that
 * Redis trusting one proxy, and nginx in front with the configuration `npm run nginx-config`
 * writes. Instances can be stopped (SIGTERM, as a deploy does), killed (SIGKILL) and started again
 * where they were.
 */
import { execFile } from 'node:child_process';
import { appendFile, chmod, mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { startRedisServer, type RedisServer } from '../../../scripts/dev/redis-server.ts';
import {
  nginxScratchDir,
  removeScratchDir,
  startNginx,
  type NginxProcess,
} from '../../../scripts/dev/nginx.ts';
import { nginxConfig } from '../../../scripts/runtime/front-door/nginx-config.ts';
import { loadHeaderRules } from '../../../scripts/runtime/headers/site-headers.ts';
import { activateRelease } from '../../../scripts/runtime/release/releases.ts';
import { startOwnPortal, type OwnPortal } from '../../e2e/lib/own-portal';
import { startServeProcess, type ServeProcess } from '../../e2e/lib/serve-process';
import { deployPorts } from './ports';

export interface Deployment {
  /** nginx: the shop's one address. */
  url: string;
  releasesDir: string;
  portal: OwnPortal;
  redis: RedisServer;
  instances: ServeProcess[];
  /** SIGTERM to instance `i`'s process group, as a deploy stops it; resolves with its exit code. */
  stop(i: number): Promise<number | null>;
  /** SIGKILL to instance `i`'s process group: the machine lost it. */
  kill(i: number): Promise<void>;
  /** Starts instance `i` again on its port; resolves once it serves. */
  start(i: number): Promise<ServeProcess>;
  /**
   * nginx on the same instances with another configuration, for a test to compare; stopped by the
   * caller.
   */
  otherNginx(edit: (config: string) => string): Promise<NginxProcess>;
  close(): Promise<void>;
}

/**
 * The suite's build (dist/) made release `id` of `releasesDir`, its files hard-linked, not copied.
 */
export async function releaseFromDist(releasesDir: string, id: string): Promise<string> {
  const dir = path.join(releasesDir, id);
  await mkdir(dir, { recursive: true });
  // A change to a release's file must replace it (write a new file, rename it over), never edit it
  // in place.
  await promisify(execFile)('cp', [
    '-al',
    ...['client', 'server', 'release.json'].map((part) => path.join('dist', part)),
    dir,
  ]);
  return dir;
}

const FIRST_RELEASE = '20260101-000000-aaaa';

export async function startDeployment(): Promise<Deployment> {
  const ports = deployPorts();
  const scratch = await nginxScratchDir();
  // In the project, as `releases/` is: a build's server code finds its packages in node_modules
  // above it.
  await mkdir('test-results', { recursive: true });
  const releasesDir = await mkdtemp(path.resolve('test-results', 'deploy-releases-'));
  // What was started, to stop in reverse when a later step fails.
  const started: (() => Promise<unknown>)[] = [
    () => removeScratchDir(scratch),
    () => removeScratchDir(releasesDir),
  ];
  let redis: RedisServer | undefined;
  let portal: OwnPortal | undefined;
  const instances: ServeProcess[] = [];
  const startInstance = (i: number) =>
    // SITE_URL: the shop's one public address, nginx's, where the checkout's writes come from.
    startServeProcess(
      {
        SERVE_DIR: '',
        RELEASES_DIR: releasesDir,
        SHOP_STORAGE_REDIS_URL: redis?.url ?? '',
        TRUST_PROXY: 'loopback',
        SITE_URL: `http://127.0.0.1:${ports.nginx}`,
      },
      { portal, port: ports.instances[i] },
    );
  let config: string;
  let nginx: NginxProcess;
  try {
    await chmod(releasesDir, 0o755);
    await releaseFromDist(releasesDir, FIRST_RELEASE);
    await activateRelease(releasesDir, FIRST_RELEASE);
    redis = await startRedisServer();
    started.push(redis.stop);
    portal = await startOwnPortal();
    started.push(portal.close);
    for (const i of ports.instances.keys()) {
      const shop = await startInstance(i);
      instances.push(shop);
      started.push(shop.stop);
    }
    config = nginxConfig({
      rules: await loadHeaderRules(path.join(releasesDir, 'current', 'client')),
      upstreams: ports.instances.map((port) => `127.0.0.1:${port}`),
      listen: `127.0.0.1:${ports.nginx}`,
      releasesDir,
      runDir: scratch,
    });
    nginx = await startNginx(scratch, config, ports.nginx);
  } catch (error) {
    for (const stop of started.reverse()) await stop();
    throw error;
  }
  const others: string[] = [];
  const instance = (i: number) => {
    const found = instances[i];
    if (!found) throw new Error(`no instance ${i}`);
    return found;
  };
  return {
    url: nginx.url,
    releasesDir,
    portal,
    redis,
    instances,
    async stop(i) {
      instance(i).signalGroup('SIGTERM');
      return instance(i).exited;
    },
    async kill(i) {
      instance(i).signalGroup('SIGKILL');
      await instance(i).exited;
    },
    async start(i) {
      instances[i] = await startInstance(i);
      return instance(i);
    },
    async otherNginx(edit) {
      const dir = await nginxScratchDir();
      others.push(dir);
      return startNginx(
        dir,
        edit(
          config
            .replace(`listen 127.0.0.1:${ports.nginx};`, `listen 127.0.0.1:${ports.spare};`)
            .replaceAll(scratch, dir),
        ),
        ports.spare,
      );
    },
    async close() {
      await nginx.stop();
      // nginx's own account of the run (an instance marked down, a request it could not place),
      // kept for whoever reads a failure.
      const log = await readFile(path.join(scratch, 'error.log'), 'utf8').catch(() => '');
      await appendFile(path.resolve('test-results', 'deploy-nginx-error.log'), log);
      await Promise.all(instances.map((shop) => shop.stop()));
      await portal.close();
      await redis.stop();
      for (const dir of [...others, scratch, releasesDir]) await removeScratchDir(dir);
    },
  };
}

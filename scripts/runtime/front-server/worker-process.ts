/**
 * Starts and retires the process that runs one build's on-demand routes (worker.ts). It listens on
 * a unix socket in a private temporary folder, so only the front server reaches it and the client
 * address the front server passes on can be trusted.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MetricsJson } from './metrics.ts';

/** Carries the shopper's address from the front server to the worker, whose socket has none. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

export interface Worker {
  /** The worker's process id, for whoever watches its memory. */
  pid: number | undefined;
  socketPath: string;
  agent: Agent;
  /**
   * The routes' metrics (src/server/metrics.ts); none when the worker does not answer within a
   * second.
   */
  metrics(): Promise<MetricsJson>;
  /** Lets the worker finish its requests, then ends it. */
  drain(): Promise<void>;
}

/** What the front server and a worker say to each other over the IPC channel. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'drain' }
  | { type: 'metrics'; id: number }
  | { type: 'metrics-answer'; id: number; metrics: MetricsJson };

const METRICS_WAIT_MS = 1_000;

export interface WorkerOptions {
  /** The build's dist-like folder (with server/entry.mjs). */
  buildDir: string;
  env: NodeJS.ProcessEnv;
  /** Called when the worker ends without being asked to. */
  onUnexpectedExit?: (code: number | null) => void;
  /**
   * Ready without building the search index first: for a worker that only checks a release, never
   * one that takes traffic.
   */
  cold?: boolean;
  startTimeoutMs?: number;
}

const workerScript = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** The worker's third argument when it is started `cold`. */
export const COLD = '--cold';

export async function startWorker({
  buildDir,
  env,
  onUnexpectedExit,
  cold = false,
  startTimeoutMs = 30_000,
}: WorkerOptions): Promise<Worker> {
  const socketDir = await mkdtemp(path.join(tmpdir(), 'shop-worker-'));
  const socketPath = path.join(socketDir, 'http.sock');
  const child = fork(
    workerScript,
    [path.join(buildDir, 'server', 'entry.mjs'), socketPath, ...(cold ? [COLD] : [])],
    {
      // SHOP_RELEASE_DIR: the health answer names the release from its release.json.
      env: { ...env, ASTRO_NODE_AUTOSTART: 'disabled', SHOP_RELEASE_DIR: buildDir },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let retiring = false;

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`the server of ${buildDir} did not start within ${startTimeoutMs} ms`)),
        startTimeoutMs,
      );
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the server of ${buildDir} exited while starting (exit code ${code})`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }

  void exited.then((code) => {
    if (!retiring) onUnexpectedExit?.(code);
  });
  const agent = new Agent({ keepAlive: true });
  let asked = 0;
  return {
    pid: child.pid,
    socketPath,
    agent,
    metrics() {
      if (child.exitCode !== null || !child.connected) return Promise.resolve([]);
      const id = ++asked;
      return new Promise<MetricsJson>((resolve) => {
        const answer = (message: WorkerMessage) => {
          if (message.type === 'metrics-answer' && message.id === id) done(message.metrics);
        };
        const done = (metrics: MetricsJson) => {
          clearTimeout(timer);
          child.off('message', answer);
          resolve(metrics);
        };
        const timer = setTimeout(() => done([]), METRICS_WAIT_MS);
        child.on('message', answer);
        child.send({ type: 'metrics', id } satisfies WorkerMessage);
      });
    },
    async drain() {
      retiring = true;
      if (child.exitCode === null && child.connected)
        child.send({ type: 'drain' } satisfies WorkerMessage);
      await exited;
      agent.destroy();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

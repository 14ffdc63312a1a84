/**
 * A throwaway `redis-server` for tests and benches: on a free loopback port, keeping nothing on
 * disk (`--save '' --appendonly no`), ready once it answers PING, stopped by its pid. `restart()`
 * stops it and starts a new one on the same port, empty, as a Redis without persistence comes back.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.ts';

export const INSTALL_HINT =
  'redis-server is not installed: install it with `apt-get install -y redis-server` (Debian/Ubuntu), or put one on the PATH';
const READY_WITHIN_MS = 5_000;

export interface RedisServer {
  url: string;
  port: number;
  pid(): number | undefined;
  stop(): Promise<void>;
  /** Stops the server and starts an empty one on the same port. */
  restart(): Promise<void>;
}

/** True when something on `port` answers PING with PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT' ? INSTALL_HINT : `redis-server did not start: ${error.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited at start (code ${code}): ${stderr.trim()}`)),
    );
  });
  // It also rejects when the server is stopped later, long after the start was decided.
  failed.catch(() => undefined);
  const ready = (async () => {
    const until = Date.now() + READY_WITHIN_MS;
    while (Date.now() < until) {
      if (await answersPing(port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `redis-server on port ${port} did not answer PING within ${READY_WITHIN_MS} ms`,
    );
  })();
  try {
    await Promise.race([ready, failed]);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid, 'SIGTERM');
  await exited;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: () => child.pid,
    stop: () => stopProcess(child),
    async restart() {
      await stopProcess(child);
      child = await launch(port);
    },
  };
}

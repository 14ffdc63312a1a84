/**
 * `npm run serve` in a process of its own, as an operator runs it: on the suite's build (dist/),
 * with a demo portal of the test's own (or one several such servers share, as instances of one
 * shop), its log (JSON lines) kept for the test to read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { DemoPortal } from '../../../scripts/demo-portal/server.ts';
import type { LogLine } from '../../unit/log-capture';
import { startOwnPortal, type OwnPortal, type PortalSubmission } from './own-portal';

export interface ServeProcess {
  url: string;
  child: ChildProcess;
  portal: DemoPortal;
  /** The lines the server has logged so far. */
  log: LogLine[];
  /** Resolves once a line matching `match` is logged. */
  logged(match: (line: LogLine) => boolean): Promise<LogLine>;
  /**
   * Sends `signal` to the server's process group (the server and its worker), as systemd stops a
   * service.
   */
  signalGroup(signal: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Orders the portal received (guest checkouts), with the key in their note. */
  portalOrders(): Promise<PortalSubmission[]>;
  stop(): Promise<void>;
}

/** A loopback port free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `portal`: one the test started and closes itself, for several servers to share; by default one of
 * the server's own. `port`: the port to serve on (an instance started again where it was), else a
 * free one.
 */
export async function startServeProcess(
  env: Record<string, string> = {},
  { portal: shared, port: fixedPort }: { portal?: OwnPortal; port?: number } = {},
): Promise<ServeProcess> {
  const own = shared ?? (await startOwnPortal());
  const closePortal = () => (shared ? Promise.resolve() : own.close());
  const { portal } = own;
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, ['scripts/runtime/cli/serve.ts'], {
    env: {
      ...process.env,
      SERVE_DIR: 'dist',
      HOST: '127.0.0.1',
      PORT: String(port),
      PORTAL_API_URL: portal.origin,
      PORTAL_API_KEY: portal.apiKey,
      LOG_FORMAT: 'json',
      SITE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A process group of its own, as a service manager gives it: signals can go to the group.
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const log: LogLine[] = [];
  const waiting: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const text of lines.filter(Boolean)) {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        // The embedded build's own words (none here: the portal is the test's), kept as they are.
        line = { level: 'text', msg: text };
      }
      log.push(line);
      for (const wait of waiting.filter((w) => w.match(line))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve(line);
      }
    }
  });
  const logged = (match: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve) => {
      const seen = log.find(match);
      if (seen) resolve(seen);
      else waiting.push({ match, resolve });
    });
  const started = await Promise.race([
    logged((line) => line.event === 'serve' && typeof line.url === 'string'),
    exited.then(() => null),
  ]);
  if (!started) {
    await closePortal();
    throw new Error('npm run serve ended before it served');
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    portal,
    log,
    logged,
    exited,
    signalGroup: (signal) => process.kill(-(child.pid as number), signal),
    portalOrders: async () =>
      (await own.submissions()).filter((s) => s.endpoint.includes('guest-checkout')),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
      await closePortal();
    },
  };
}

/**
 * Starts the demo portal (the scripts/demo-portal workspace) as a child process on a free loopback
 * port, for a command asked for the demo (`--demo`, DEMO_PORTAL=1). It runs the workspace's own
 * command, so no module of the workspace is ever loaded into the shop's processes; the child reads
 * its settings (DEMO_PORTAL_*) from the environment it is given and stops when this process ends,
 * however it ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const demoPortalCli = fileURLToPath(new URL('../../demo-portal/cli.ts', import.meta.url));

export interface DemoPortalProcess {
  origin: string;
  apiKey: string;
  stop: () => Promise<void>;
}

/** `drawAhead`: the portal draws every picture at once, for a build about to ask for them. */
export async function startDemoPortalProcess(
  env: NodeJS.ProcessEnv,
  { drawAhead = false } = {},
): Promise<DemoPortalProcess> {
  const args = [demoPortalCli, '--port', '0', '--json', ...(drawAhead ? ['--draw-ahead'] : [])];
  // Its standard input is a pipe this process holds: when this process ends, the pipe closes and
  // the portal stops.
  const child = spawn(process.execPath, args, { env, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit');
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then(() => null),
  ]);
  lines.close();
  if (first === null) throw new Error('the demo portal exited before it listened');
  const { origin, apiKey } = JSON.parse(first) as { origin: string; apiKey: string };
  child.stdout.pipe(process.stdout);
  return {
    origin,
    apiKey,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * `npm start`: the shop in one command. Without PORTAL_API_URL it first starts the demo portal
 * (the scripts/demo-portal workspace) as a process of its own; then it builds the shop (`npm run
 * build -- --pictures-later`) and serves it (`npm run serve`), both told the portal's address.
 * SIGINT (Ctrl-C) or SIGTERM stops the build or the server, then the demo portal.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startDemoPortalProcess } from '../runtime/cli/demo-portal-process.ts';
import { noPicturesKept } from '../runtime/cli/kept-pictures.ts';

const portal = process.env.PORTAL_API_URL?.trim()
  ? null
  : await startDemoPortalProcess(process.env, { drawAhead: await noPicturesKept() });
if (portal) console.log(`[demo portal] PORTAL_API_URL is not set: started one at ${portal.origin}`);
const env = portal
  ? {
      ...process.env,
      PORTAL_API_URL: portal.origin,
      PORTAL_API_KEY: portal.apiKey,
      DEMO_PORTAL: '1',
    }
  : process.env;

let stopping = false;
let current: ChildProcess | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true;
    current?.kill(signal);
  });

/** Runs one of the shop's commands with this process's Node, as its npm script does. */
function step(script: string, args: string[] = []): Promise<number> {
  const child = spawn(process.execPath, [script, ...args], { stdio: 'inherit', env });
  current = child;
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code = await step('scripts/runtime/cli/build.ts', ['--pictures-later']);
if (code === 0 && !stopping) code = await step('scripts/runtime/cli/serve.ts');
await portal?.stop();
process.exit(code);

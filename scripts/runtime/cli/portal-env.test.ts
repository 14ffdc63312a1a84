import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newSecret } from '../publisher/signature.ts';
import { portalEnv } from './portal-env.ts';

/** The environment of a host where nobody set the portal or asked for the demo. */
const noPortal = {
  ...process.env,
  PORTAL_API_URL: '',
  PORTAL_API_KEY: '',
  DEMO_PORTAL: '',
  REBUILD_WEBHOOK_SECRET: newSecret(),
};

/** Runs a command; resolves with its exit code and standard error, or rejects after 30 s. */
async function exitOf(command: string, args: string[]) {
  const child = spawn(command, args, { env: noPortal, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stderr };
}

describe('a command without PORTAL_API_URL', () => {
  const refused = {
    code: 2,
    stderr: expect.stringContaining('PORTAL_API_URL is not set') as unknown,
  };

  it('`npm run build` stops at once, naming the variable, instead of building the demo catalogue', async () => {
    expect(await exitOf('npm', ['run', '--silent', 'build'])).toEqual(refused);
  });

  it.each(['publish', 'publisher', 'serve'])('`npm run %s` stops at once too', async (command) => {
    expect(await exitOf(process.execPath, [`scripts/runtime/cli/${command}.ts`])).toEqual(refused);
  });
});

describe('portalEnv asked for the demo', () => {
  it('runs the demo portal as a process of its own, gives its address and key, and stops it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-env-'));
    const portal = await portalEnv(
      {
        PORTAL_API_URL: '',
        DEMO_PORTAL: '1',
        DEMO_PORTAL_PRODUCTS: '12',
        DEMO_PORTAL_SUBMISSIONS: path.join(dir, 'submissions.jsonl'),
      },
      {},
    );
    const products = () =>
      fetch(`${portal.env.PORTAL_API_URL}/api/v1/products?limit=50`, {
        headers: { 'api-key': portal.env.PORTAL_API_KEY ?? '' },
      });
    const answer = await products();
    expect(portal.demo).toBe(true);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(12);
    await portal.stop();
    await expect(products()).rejects.toThrow();
  });

  it('is refused without the demo asked for, naming the variable', async () => {
    await expect(portalEnv({ PORTAL_API_URL: ' ' })).rejects.toThrow('PORTAL_API_URL is not set');
  });
});

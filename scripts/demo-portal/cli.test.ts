import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm run portal', () => {
  it('prints the origin, the key and how to point the shop at it, keeps the hourly limit it is given, and stops on SIGTERM', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demo-portal-cli-'));
    const cli = path.join(import.meta.dirname, 'cli.ts');
    // process.execPath is the Node 24 running the tests, which runs .ts files natively.
    const child = spawn(
      process.execPath,
      [
        cli,
        '--port',
        '0',
        '--products',
        '40',
        '--seed',
        '5',
        '--latency',
        '1',
        '--hourly-limit',
        '1',
        '--hour-ms',
        '60000',
        '--submissions',
        path.join(dir, 's.jsonl'),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('npm run build')) resolve();
      });
      child.once('exit', () => reject(new Error(`the CLI exited early:\n${output}`)));
    });
    const origin = /PORTAL_API_URL=(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    expect(output).toContain('PORTAL_API_KEY=demo-key');
    expect(output).toContain('40 products (seed 5)');
    const res = await fetch(`${origin}/api/v1/products?limit=1`, {
      headers: { 'api-key': 'demo-key' },
    });
    expect(res.status).toBe(200);
    const nextPage = await fetch(`${origin}/api/v1/products?limit=1&start=2`, {
      headers: { 'api-key': 'demo-key' },
    });
    expect([nextPage.status, await nextPage.json()]).toEqual([
      401,
      { status: false, error: 'This API key has reached the time limit for this method' },
    ]);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});

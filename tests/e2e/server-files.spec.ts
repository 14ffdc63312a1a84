/**
 * The shop's server keeps its files, over the real server and the production build: no path
 * serves `_headers`, dotfiles or build metadata; pages and files answer GET and HEAD only; the
 * on-demand routes answer methods they do not take with 405; and a flood of huge bodies is refused
 * without the worker's memory growing.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import { clientDir } from './lib/built-site';
import { startIsolatedShop } from './lib/isolated-shop';
import { baseURL } from './paths';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * What a browser or Playwright's request API will not send (TRACE, PUT on a page, 20 MB streamed
 * without a length), with node's own client. `streamBytes` of "a" stop once the answer arrives.
 */
function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    streamBytes,
  }: { method?: string; headers?: Record<string, string>; streamBytes?: number } = {},
) {
  return new Promise<RawAnswer>((resolve, reject) => {
    let answered = false;
    const req = request(url, { method, headers, agent: false }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < (streamBytes ?? 0) && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

test('no path serves the _headers file, dotfiles or build metadata', async () => {
  expect(existsSync(path.join(clientDir, '_headers'))).toBe(true);
  for (const p of [
    '/_headers',
    '/%5Fheaders',
    '/_headers?download=1',
    '/_astro/../_headers',
    '/.env',
    '/.git/config',
    '/release.json',
    '/server/entry.mjs',
    '/%2e%2e/release.json',
  ]) {
    for (const method of ['GET', 'HEAD']) {
      const res = await rawRequest(`${baseURL}${p}`, { method });
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.body, p).not.toContain('Content-Security-Policy:');
      if (method === 'GET') expect(res.body, p).toContain('Oops! Page not found');
    }
  }
  // What the site is made of is served as before.
  const data = (await readdir(path.join(clientDir, 'data')))[0];
  for (const p of ['/favicon.svg', '/robots.txt', `/data/${data}`])
    expect((await rawRequest(`${baseURL}${p}`)).status, p).toBe(200);
});

test('pages and files answer GET and HEAD only', async () => {
  const script = (await readdir(path.join(clientDir, '_astro'))).find((f) => f.endsWith('.js'));
  const paths = ['/', '/products', '/favicon.svg', `/_astro/${script}`, '/no-such-page'];
  for (const p of paths) {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS']) {
      const res = await rawRequest(`${baseURL}${p}`, {
        method,
        headers: { Origin: baseURL, 'Content-Type': 'text/plain' },
      });
      expect([res.status, res.headers.allow], `${method} ${p}`).toEqual([405, 'GET, HEAD']);
    }
    expect((await rawRequest(`${baseURL}${p}`, { method: 'HEAD' })).status, `HEAD ${p}`).toBe(
      p === '/no-such-page' ? 404 : 200,
    );
  }
  const favicon = await readFile(path.join(clientDir, 'favicon.svg'), 'utf8');
  expect((await rawRequest(`${baseURL}/favicon.svg`)).body).toBe(favicon);
});

test('the on-demand routes answer methods they do not take with 405, never a crash', async () => {
  const sameOrigin = { Origin: baseURL, 'Content-Type': 'application/json' };
  const cases: [method: string, path: string, allow: string][] = [
    ['TRACE', '/api/orders', 'GET, HEAD, POST'],
    ['TRACE', '/api/live/1', 'GET, HEAD, POST'],
    ['PROPFIND', '/api/live?ids=1', 'GET, HEAD, POST'],
    ['GET', '/api/track-order', 'POST'],
    ['PUT', '/api/orders', 'GET, HEAD, POST'],
    ['DELETE', '/api/live/1', 'GET, HEAD'],
    ['PATCH', '/api/quote', 'POST'],
    ['GET', '/api/subscribe', 'POST'],
    ['GET', '/api/notify', 'POST'],
  ];
  for (const [method, p, allow] of cases) {
    const res = await rawRequest(`${baseURL}${p}`, { method, headers: sameOrigin });
    expect([res.status, res.headers.allow, res.headers['content-type']], `${method} ${p}`).toEqual([
      405,
      allow,
      'application/json; charset=utf-8',
    ]);
    expect(JSON.parse(res.body), `${method} ${p}`).toEqual({
      ok: false,
      error: `This address takes ${allow} only.`,
    });
  }
  expect((await rawRequest(`${baseURL}/api/live/1`, { method: 'HEAD' })).status).toBe(200);
});

/** The worker processes this test process started (the isolated shop's), read from /proc. */
async function workerChildren(): Promise<number[]> {
  const tasks = await readdir(`/proc/${process.pid}/task`);
  const children = (
    await Promise.all(
      tasks.map((tid) =>
        readFile(`/proc/${process.pid}/task/${tid}/children`, 'utf8').catch(() => ''),
      ),
    )
  ).flatMap((text) => text.split(/\s+/).filter(Boolean).map(Number));
  const isWorker = async (pid: number) =>
    (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(
      'scripts/runtime/front-server/worker.ts',
    );
  const flags = await Promise.all(children.map(isWorker));
  return children.filter((_, i) => flags[i]);
}

const residentMb = async (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

test('ten 20 MB bodies are refused with 413 and leave the worker within a few MB', async () => {
  test.setTimeout(90_000);
  const before = new Set(await workerChildren());
  const shop = await startIsolatedShop();
  try {
    const [worker] = (await workerChildren()).filter((pid) => !before.has(pid));
    if (worker === undefined) throw new Error('the isolated shop has no worker process');
    let client = 0;
    const order = (bytes: number, declared: boolean) =>
      rawRequest(`${shop.url}/api/orders`, {
        method: 'POST',
        headers: {
          Origin: shop.url,
          'Content-Type': 'application/json',
          'Idempotency-Key': `huge-body-${++client}-${Date.now()}`,
          'X-Forwarded-For': `10.77.0.${client}`,
          ...(declared ? { 'Content-Length': String(bytes) } : {}),
        },
        streamBytes: bytes,
      });
    const tenAtOnce = async (bytes: number, declared: boolean) => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => order(bytes, declared)));
      for (const answer of answers)
        expect([answer.status, JSON.parse(answer.body)]).toEqual([
          413,
          { ok: false, error: 'The request is too large.' },
        ]);
    };
    // Both kinds of refusal are served once with small bodies first, so what follows is the bodies'
    // doing.
    await tenAtOnce(64 * 1024, false);
    await tenAtOnce(64 * 1024, true);
    const growth: number[] = [];
    for (const declared of [false, true]) {
      const before = await residentMb(worker);
      await tenAtOnce(20 * 1024 * 1024, declared);
      growth.push((await residentMb(worker)) - before);
    }
    console.log(
      `worker memory after ten 20 MB bodies: +${growth[0]?.toFixed(1)} MB streamed, +${growth[1]?.toFixed(1)} MB declared (refused by the front server)`,
    );
    for (const mb of growth) expect(mb).toBeLessThan(10);
    expect(await shop.submissions()).toEqual([]);
  } finally {
    await shop.close();
  }
});

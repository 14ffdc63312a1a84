import { access, copyFile, link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatHeadersFile,
  HEADERS_FILE,
  IMMUTABLE,
  siteHeaderRules,
} from '../headers/site-headers.ts';
import sharp from 'sharp';
import { writePicturesLater } from '../shop-src.ts';
import {
  startShopServer,
  type RequestDone,
  type ShopServer,
  type ShopServerOptions,
} from './shop-server.ts';
import { startWorker } from './worker-process.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function call(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const page = (name: string) =>
  '<!doctype html><html><head><style>body{margin:0}</style></head>' +
  `<body><h1>release ${name}</h1>${'<p>A well stocked shop.</p>'.repeat(200)}` +
  '<script>console.log(1)</script></body></html>';

/**
 * A stand-in for the server entry Astro builds: an API that echoes, a slow API, and a 404 page.
 * Like @astrojs/node's handler it serves any file of the client folder to any method, and like
 * undici's Request it throws on TRACE. Like the routes that settle doubtful orders, every build
 * leaves work to its worker's drain, with its own copy of src/server/shutdown.ts as a bundle has:
 * it writes `handed-over` in the build folder 200 ms after it is asked to stop.
 */
const entry = (name: string, { broken = false } = {}) => `
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onShutdown } from './shutdown.ts';
${broken ? "throw new Error('this build is broken');" : ''}
const gate = join(import.meta.dirname, 'data', 'gate');
if (existsSync(gate)) {
  writeFileSync(join(gate, 'waiting'), '');
  while (!existsSync(join(gate, 'open'))) await new Promise((resolve) => setTimeout(resolve, 20));
}
const handOver = () => writeFileSync(join(import.meta.dirname, '..', 'handed-over'), 'done');
onShutdown(() => new Promise((resolve) => setTimeout(() => resolve(handOver()), 200)));
export const handler = (req, res) => {
  if (req.method === 'TRACE') throw new TypeError("'TRACE' HTTP method is unsupported.");
  const json = (body) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify(body)); };
  const file = join(import.meta.dirname, '..', 'client', decodeURIComponent(req.url.split('?')[0]));
  if (statSync(file, { throwIfNoEntry: false })?.isFile()) return res.end(readFileSync(file));
  if (req.url.startsWith('/api/refuse')) {
    res.writeHead(413, { 'content-type': 'application/json' });
    return res.end('{"ok":false,"error":"The request is too large."}');
  }
  if (req.url.startsWith('/api/slow')) return setTimeout(() => json({ release: ${JSON.stringify(name)} }), 600);
  if (req.url.startsWith('/api/trickle')) {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('started;');
    return setTimeout(() => res.end('done'), 600);
  }
  if (req.url.startsWith('/api/echo')) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => json({
      release: ${JSON.stringify(name)},
      dir: process.env.SHOP_RELEASE_DIR,
      body,
      address: req.socket.remoteAddress,
      forwardedFor: req.headers['x-forwarded-for'],
      padding: 'x'.repeat(2000),
    }));
    return;
  }
  res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<h1>Page not found</h1>');
};`;

async function fakeBuild(
  root: string,
  name: string,
  options: { broken?: boolean } = {},
): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'client', '_astro'), { recursive: true });
  await mkdir(path.join(dir, 'server'), { recursive: true });
  await writeFile(path.join(dir, 'client', 'index.html'), page(name));
  await writeFile(path.join(dir, 'client', 'products.html'), page(`${name} products`));
  await writeFile(
    path.join(dir, 'client', '_astro', 'app.Bx12Cd34.js'),
    `console.log(${JSON.stringify(name)});`,
  );
  await writeFile(path.join(dir, 'client', '.env'), 'PORTAL_API_KEY=secret');
  await writeFile(path.join(dir, 'client', '404.html'), '<h1>Page not found</h1>');
  await writeFile(
    path.join(dir, 'client', HEADERS_FILE),
    formatHeadersFile(await siteHeaderRules(path.join(dir, 'client'))),
  );
  await writeFile(path.join(dir, 'server', 'entry.mjs'), entry(name, options));
  await copyFile(path.resolve('src/server/shutdown.ts'), path.join(dir, 'server', 'shutdown.ts'));
  return dir;
}

/**
 * Holds the start of the build's server until `open` is called: its worker waits, once it has
 * loaded the build's entry, for a file in the build's data folder.
 */
async function gated(dir: string) {
  const gate = path.join(dir, 'server', 'data', 'gate');
  await mkdir(gate, { recursive: true });
  return {
    waiting: () => vi.waitFor(() => access(path.join(gate, 'waiting'))),
    open: () => writeFile(path.join(gate, 'open'), ''),
  };
}

let root: string;
let releaseA: string;
let releaseB: string;
let broken: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shop-server-test-'));
  [releaseA, releaseB, broken] = await Promise.all([
    fakeBuild(root, 'A'),
    fakeBuild(root, 'B'),
    fakeBuild(root, 'broken', { broken: true }),
  ]);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let shop: ShopServer | undefined;
afterEach(async () => {
  await shop?.close();
  shop = undefined;
});

async function serve(
  live: { dir: string },
  env: NodeJS.ProcessEnv = {},
  options: Partial<ShopServerOptions> = {},
) {
  shop = await startShopServer({
    host: '127.0.0.1',
    port: 0,
    env,
    locate: async () => live.dir,
    pollMs: 60_000,
    log: () => {},
    ...options,
  });
  return shop;
}

describe('the shop server', () => {
  it('serves pages with the security headers, validators and compression', async () => {
    const { url } = await serve({ dir: releaseA });
    const plain = await call(`${url}/products`);
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toContain('release A products');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await call(`${url}/products/`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(brotliDecompressSync(br.body)).toEqual(plain.body);
    const gz = await call(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('release A');

    const again = await call(`${url}/products`, {
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('caches hashed assets for good, but never a missing one', async () => {
    const { url } = await serve({ dir: releaseA });
    const asset = await call(`${url}/_astro/app.Bx12Cd34.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    const missing = await call(`${url}/_astro/gone.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a part of a file asked for by range, and revalidates by date or by a compressed copy', async () => {
    const { url } = await serve({ dir: releaseA });
    const asset = `${url}/_astro/app.Bx12Cd34.js`;
    const whole = await call(asset);
    const part = await call(asset, { headers: { range: 'bytes=0-10' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-10/${whole.body.length}`);
    expect(part.body).toEqual(whole.body.subarray(0, 11));
    const lastModified = whole.headers['last-modified'] as string;
    expect((await call(asset, { headers: { 'if-modified-since': lastModified } })).status).toBe(
      304,
    );

    const br = { 'accept-encoding': 'br' };
    const page = await call(`${url}/products`, { headers: br });
    expect(page.headers['content-encoding']).toBe('br');
    const again = await call(`${url}/products`, {
      headers: { ...br, 'if-none-match': page.headers.etag as string },
    });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('sends the headers only documents act on with documents only', async () => {
    const { url } = await serve({ dir: releaseA });
    const asset = await call(`${url}/_astro/app.Bx12Cd34.js`);
    const page = await call(`${url}/products/`);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      expect(asset.headers[name], name).toBeUndefined();
      expect(page.headers[name], name).toBeDefined();
    }
  });

  it("hands everything else to the build's server, compressed, with the shopper's address", async () => {
    const { url } = await serve({ dir: releaseA });
    const notFound = await call(`${url}/no-such-page`);
    expect(notFound.status).toBe(404);
    expect(notFound.body.toString()).toContain('Page not found');
    expect(notFound.headers['content-security-policy']).toBeDefined();

    const headers = {
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.9',
      'x-shop-client-address': '198.51.100.7',
      'accept-encoding': 'br',
    };
    const echo = await call(`${url}/api/echo`, { method: 'POST', headers, body: '{"qty":2}' });
    expect(echo.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(echo.body).toString());
    // The socket address is the shopper's, whatever the client claims; X-Forwarded-For is left for
    // the routes to judge.
    expect(answer).toMatchObject({
      release: 'A',
      body: '{"qty":2}',
      address: '127.0.0.1',
      forwardedFor: '203.0.113.9',
    });
  });

  it('never serves hidden files, the _headers file or anything outside the client folder', async () => {
    const { url } = await serve({ dir: releaseA });
    for (const p of [
      '/.env',
      '/_headers',
      '/%5Fheaders',
      '/_headers?x=1',
      '/../server/entry.mjs',
      '/%2e%2e/server/entry.mjs',
      '/.env/',
      '/_astro/../.env',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const res = await call(`${url}${p}`, { method });
        expect(res.status, `${method} ${p}`).toBe(404);
        expect(res.body.toString(), p).not.toMatch(/secret|Content-Security-Policy:/);
      }
    }
    expect((await call(`${url}/_headers`, { method: 'PUT', body: 'x' })).status).toBe(404);
    const missing = await call(`${url}/_headers`);
    expect(missing.body.toString()).toContain('Page not found');
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('answers GET and HEAD only on static files and pages, with Allow', async () => {
    const { url } = await serve({ dir: releaseA });
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'TRACE']) {
      for (const p of ['/', '/products', '/_astro/app.Bx12Cd34.js']) {
        const res = await call(`${url}${p}`, { method });
        expect([res.status, res.headers.allow], `${method} ${p}`).toEqual([405, 'GET, HEAD']);
      }
    }
    expect((await call(`${url}/_astro/app.Bx12Cd34.js`, { method: 'HEAD' })).status).toBe(200);
  });

  it("answers methods no route can take with 405 on /api/*, before the build's server sees them", async () => {
    const { url } = await serve({ dir: releaseA });
    for (const method of ['TRACE', 'PROPFIND', 'SEARCH']) {
      const res = await call(`${url}/api/echo`, { method });
      expect([res.status, res.headers.allow, res.headers['content-type']], method).toEqual([
        405,
        'GET, HEAD, POST',
        'application/json; charset=utf-8',
      ]);
      expect(JSON.parse(res.body.toString())).toEqual({
        ok: false,
        error: 'This address takes GET, HEAD, POST only.',
      });
    }
    // The worker is alive and well: the TRACE never reached the handler that throws on it.
    expect((await call(`${url}/api/echo`, { method: 'POST', body: '{}' })).status).toBe(200);
  });

  it('keeps its own guard in the worker, for requests that do not come through the front server', async () => {
    const worker = await startWorker({ buildDir: releaseA, env: {} });
    try {
      const direct = (method: string, p: string) =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            { socketPath: worker.socketPath, method, path: p, agent: false },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.end();
        });
      expect(await direct('GET', '/_headers')).toBe(404);
      expect(await direct('GET', '/.env')).toBe(404);
      expect(await direct('PUT', '/index.html')).toBe(405);
      expect(await direct('TRACE', '/api/echo')).toBe(405);
      expect(await direct('GET', '/index.html')).toBe(200);
    } finally {
      await worker.drain();
    }
  });

  it('lets a shopper read a refusal that comes before the whole body is in, however it is sent', async () => {
    const { url } = await serve({ dir: releaseA });
    /**
     * Streams 8 MB (with its length declared or not), stopping once the answer comes: its status,
     * or the error instead.
     */
    const refused = (p: string, declared: boolean) =>
      new Promise<number | string>((resolve) => {
        let status: number | undefined;
        const headers = {
          'content-type': 'application/json',
          ...(declared ? { 'content-length': String(8 * 1024 * 1024) } : {}),
        };
        const req = request(`${url}${p}`, { method: 'POST', agent: false, headers }, (res) => {
          status = res.statusCode;
          res.resume().on('end', () => {
            resolve(status ?? 0);
            req.destroy();
          });
        });
        req.on(
          'error',
          (error: NodeJS.ErrnoException) => status === undefined && resolve(error.code ?? 'error'),
        );
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024 && status === undefined) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
    const ten = (p: string, declared: boolean) =>
      Promise.all(Array.from({ length: 10 }, () => refused(p, declared)));
    // Refused by the build's routes after the first bytes; by the server itself, from the declared
    // length or the method.
    expect(await ten('/api/refuse', false)).toEqual(Array(10).fill(413));
    expect(await ten('/api/echo', true)).toEqual(Array(10).fill(413));
    expect(await ten('/products', false)).toEqual(Array(10).fill(405));
    expect((await call(`${url}/api/echo`, { method: 'POST', body: '{}' })).status).toBe(200);
  });

  it('switches to a new build without dropping requests in flight', async () => {
    const live = { dir: releaseA };
    const { url } = await serve(live);
    const slow = call(`${url}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    let stop = false;
    const load = (async () => {
      const statuses: number[] = [];
      while (!stop) statuses.push((await call(`${url}/api/echo`)).status);
      return statuses;
    })();
    live.dir = releaseB;
    await shop?.refresh();
    expect(shop?.servingDir()).toBe(releaseB);
    expect((await call(`${url}/`)).body.toString()).toContain('release B');
    expect(JSON.parse((await call(`${url}/api/echo`)).body.toString())).toMatchObject({
      release: 'B',
    });

    const finished = await slow;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body.toString())).toEqual({ release: 'A' });
    stop = true;
    const statuses = await load;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it("sends an edit's pages while its server starts, its routes once started", async () => {
    // An edit's release: its own pages, the live release's server code linked file for file.
    const edit = await fakeBuild(root, 'A edited');
    for (const file of ['entry.mjs', 'shutdown.ts']) {
      await rm(path.join(edit, 'server', file));
      await link(path.join(releaseA, 'server', file), path.join(edit, 'server', file));
    }
    const starting = await gated(edit);
    const live = { dir: releaseA };
    const { url } = await serve(live);
    live.dir = edit;
    const switched = shop?.refresh();
    await starting.waiting();
    expect((await call(`${url}/`)).body.toString()).toContain('release A edited');
    const echo = async () => JSON.parse((await call(`${url}/api/echo`)).body.toString()) as object;
    expect(await echo()).toMatchObject({ dir: releaseA });
    expect(shop?.servingDir()).toBe(releaseA);

    await starting.open();
    await switched;
    expect(shop?.servingDir()).toBe(edit);
    expect(await echo()).toMatchObject({ dir: edit });
  });

  it('sends the pages of a build with other server code once its server has started', async () => {
    const other = await fakeBuild(root, 'other code');
    const starting = await gated(other);
    const live = { dir: releaseA };
    const { url } = await serve(live);
    live.dir = other;
    const switched = shop?.refresh();
    await starting.waiting();
    expect((await call(`${url}/`)).body.toString()).toContain('release A');

    await starting.open();
    await switched;
    expect((await call(`${url}/`)).body.toString()).toContain('release other code');
  });

  it('survives shoppers who leave while their answer is on its way', async () => {
    const { url } = await serve({ dir: releaseA });
    // Some leave before the request reaches the build's server, some as its answer arrives.
    const leaveAfterMs = [
      ...Array.from({ length: 30 }, (_, i) => i % 6),
      ...Array.from({ length: 30 }, (_, i) => 585 + i),
    ];
    await Promise.all(
      leaveAfterMs.map(
        (ms) =>
          new Promise<void>((resolve) => {
            const req = request(`${url}/api/slow`, { agent: false }, (res) =>
              res
                .resume()
                .on('end', resolve)
                .on('error', () => resolve()),
            );
            req.on('error', () => resolve());
            req.on('close', () => resolve());
            setTimeout(() => req.destroy(), ms);
            req.end();
          }),
      ),
    );
    expect((await call(`${url}/api/echo`)).status).toBe(200);
  });

  it("gives each request an id, sent back and told with its status and time; a proxy's only when trusted", async () => {
    const done: RequestDone[] = [];
    const { url } = await serve(
      { dir: releaseA },
      {},
      { onRequestDone: (request) => done.push(request) },
    );
    const page = await call(`${url}/products?search=secret`, {
      headers: { 'x-request-id': 'from-the-client' },
    });
    const id = page.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() =>
      expect(done).toContainEqual({
        reqId: id,
        method: 'GET',
        path: '/products',
        status: 200,
        ms: expect.any(Number),
      }),
    );
    await shop?.close();

    const { url: behindProxy } = await serve({ dir: releaseA }, {}, { trustProxy: true });
    expect(
      (await call(`${behindProxy}/api/echo`, { headers: { 'x-request-id': 'lb-4f2a' } })).headers[
        'x-request-id'
      ],
    ).toBe('lb-4f2a');
    // Not an id: one of its own instead.
    expect(
      (await call(`${behindProxy}/`, { headers: { 'x-request-id': 'two words' } })).headers[
        'x-request-id'
      ],
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('closes by answering the requests in flight first, and cuts those that outlast the grace time', async () => {
    /**
     * A request whose answer has begun (so the server has it in flight): the rest of its body, or
     * how it broke.
     */
    const begun = (url: string) =>
      new Promise<{ rest: Promise<string> }>((resolve, reject) => {
        request(`${url}/api/trickle`, { agent: false }, (res) => {
          let text = '';
          const rest = new Promise<string>((done) => {
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () => done(text));
            res.on('error', (error: NodeJS.ErrnoException) => done(`${text}${error.code}`));
          });
          resolve({ rest });
        })
          .on('error', reject)
          .end();
      });
    const patient = await serve({ dir: releaseA });
    const answered = await begun(patient.url);
    shop = undefined;
    expect(await patient.close()).toEqual({ inFlight: 1, cut: 0 });
    expect(await answered.rest).toBe('started;done');

    const hurried = await serve({ dir: releaseA }, {}, { closeGraceMs: 100 });
    const cut = await begun(hurried.url);
    shop = undefined;
    expect(await hurried.close()).toEqual({ inFlight: 1, cut: 1 });
    expect(await cut.rest).toBe('started;ECONNRESET');
  });

  it("lets the build's server finish the work its routes left running before its worker ends", async () => {
    const live = await fakeBuild(root, 'D');
    const server = await serve({ dir: live });
    expect((await call(`${server.url}/api/echo`)).status).toBe(200);
    shop = undefined;
    await server.close();
    expect(await readFile(path.join(live, 'handed-over'), 'utf8')).toBe('done');
  });

  it('serves a picture the build left to it once made, as the build would have published it', async () => {
    const dir = await fakeBuild(root, 'pictures-later');
    const cacheDir = path.join(root, 'pictures-cache');
    await mkdir(path.join(cacheDir, 'src'), { recursive: true });
    const original = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0b4c88' },
    })
      .png()
      .toBuffer();
    await writeFile(path.join(cacheDir, 'src', 'ab12.orig'), original);
    await writePicturesLater(dir, {
      cacheDir,
      pictures: [{ key: 'ab12', shape: 'square', files: ['ab12-160.webp', 'ab12-300.webp'] }],
    });
    const { url } = await serve({ dir });
    const picture = await call(`${url}/_img/ab12-300.webp`);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe(IMMUTABLE);
    const meta = await sharp(picture.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
    expect((await call(`${url}/_img/ab12-640.webp`)).status).toBe(404);
  });

  it('keeps serving the live build when the new one does not start', async () => {
    const live = { dir: releaseA };
    const { url } = await serve(live);
    live.dir = broken;
    await shop?.refresh();
    expect(shop?.servingDir()).toBe(releaseA);
    expect(JSON.parse((await call(`${url}/api/echo`)).body.toString())).toMatchObject({
      release: 'A',
    });
  });
});

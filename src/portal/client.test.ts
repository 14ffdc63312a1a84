import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPortalClient, retryAfterMs, type PortalClientOptions } from './client';
import { PortalError } from './errors';
import { contactResponseSchema, listSchema } from './wire';

type Handler = (req: IncomingMessage, res: ServerResponse, hit: number) => void;

interface TestPortal {
  baseUrl: string;
  hits: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  inFlight: number;
  maxInFlight: number;
}

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function startPortal(handler: Handler): Promise<TestPortal> {
  const portal: TestPortal = { baseUrl: '', hits: [], inFlight: 0, maxInFlight: 0 };
  server = createServer((req, res) => {
    portal.hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    portal.inFlight += 1;
    portal.maxInFlight = Math.max(portal.maxInFlight, portal.inFlight);
    res.on('close', () => {
      portal.inFlight -= 1;
    });
    handler(req, res, portal.hits.length);
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  portal.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return portal;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

function clientFor(portal: TestPortal, options: Partial<PortalClientOptions> = {}) {
  const delays: number[] = [];
  const client = createPortalClient({
    baseUrl: portal.baseUrl,
    apiKey: 'secret-key-123',
    random: () => 0.5,
    sleep: async (ms) => {
      delays.push(ms);
    },
    ...options,
  });
  return { client, delays };
}

async function failure(promise: Promise<unknown>): Promise<PortalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PortalError)) throw new Error(`expected a PortalError, got ${String(error)}`);
  return error;
}

const anyList = { schema: listSchema };

describe('createPortalClient', () => {
  it('sends the key in the api-key header, never in the URL', async () => {
    const portal = await startPortal((_req, res) => json(res, 200, { data: [], total: 0 }));
    const { client } = clientFor(portal);
    await client.get('/products', { ...anyList, query: { limit: 2, start: 1, include: 'brand,photos', skip: undefined } });
    const [hit] = portal.hits;
    expect(hit?.url).toBe('/api/v1/products?limit=2&start=1&include=brand%2Cphotos');
    expect(hit?.headers['api-key']).toBe('secret-key-123');
    expect(hit?.headers.accept).toBe('application/json');
    expect(hit?.url).not.toContain('secret');
  });

  it('times a request out', async () => {
    const portal = await startPortal(() => {
      // Never answers.
    });
    const { client } = clientFor(portal, { timeoutMs: 50, retries: 0 });
    const error = await failure(client.get('slow', anyList));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('GET slow: timed out after 50 ms');
  });

  it('retries a failing GET twice with jittered exponential backoff, then names the failure', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { client, delays } = clientFor(portal, { random: () => 0 });
    const error = await failure(client.get('products/featured', anyList));
    expect(portal.hits).toHaveLength(3);
    expect(delays).toEqual([225, 450]); // 300 and 600, each 25 % under with random() = 0
    expect(error).toMatchObject({ kind: 'http', status: 500, attempts: 3 });
    expect(error.message).toBe('GET products/featured: HTTP 500 (empty body) (after 3 attempts)');
  });

  it('succeeds when a retry does', async () => {
    const portal = await startPortal((_req, res, hit) => (hit === 1 ? json(res, 503, {}) : json(res, 200, { data: [1], total: 1 })));
    const retried: string[] = [];
    const { client, delays } = clientFor(portal, { onRetry: (info) => retried.push(`${info.endpoint} #${info.attempt}`) });
    await expect(client.get('products', anyList)).resolves.toEqual({ data: [1], total: 1 });
    expect(delays).toEqual([300]);
    expect(retried).toEqual(['GET products #1']);
  });

  it('honours Retry-After in seconds and as a date, capped', async () => {
    const portal = await startPortal((_req, res, hit) => {
      if (hit === 1) return json(res, 429, { status: false, error: 'Slow down' }, { 'Retry-After': '2' });
      if (hit === 2) return json(res, 503, {}, { 'Retry-After': '3600' });
      return json(res, 200, { data: [], total: 0 });
    });
    const { client, delays } = clientFor(portal);
    await client.get('products', anyList);
    expect(delays).toEqual([2000, 30_000]);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(5000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('never retries a POST', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { client, delays } = clientFor(portal);
    const error = await failure(client.post('orders/guest-checkout', { items: [] }, z.unknown()));
    expect(portal.hits.map((h) => h.method)).toEqual(['POST']);
    expect(delays).toEqual([]);
    expect(error.message).toBe('POST orders/guest-checkout: HTTP 500 (empty body)');
  });

  it('posts JSON and passes the portal message of a 4xx on', async () => {
    let received = '';
    const portal = await startPortal((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.toString()));
      req.on('end', () => json(res, 400, { message: 'Cart items are required and must be a non-empty array.', status: false }));
    });
    const { client } = clientFor(portal);
    const error = await failure(client.post('orders/guest-checkout', { items: [] }, z.unknown()));
    expect(JSON.parse(received)).toEqual({ items: [] });
    expect(portal.hits[0]?.headers['content-type']).toBe('application/json');
    expect(error).toMatchObject({ kind: 'http', status: 400, detail: 'Cart items are required and must be a non-empty array.' });
  });

  it('accepts an empty 2xx body where the schema does', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(200);
      res.end();
    });
    const { client } = clientFor(portal);
    await expect(client.post('website/send_contact', { email: 'a@b.ae' }, contactResponseSchema)).resolves.toBeUndefined();
  });

  it('keeps at most maxConcurrency requests in flight', async () => {
    const portal = await startPortal((_req, res) => setTimeout(() => json(res, 200, { data: [], total: 0 }), 30));
    const { client } = clientFor(portal);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => client.get(`products/${i}`, anyList)));
    expect(answers).toHaveLength(10);
    expect(portal.hits).toHaveLength(10);
    expect(portal.maxInFlight).toBe(3);
  });

  it('reads a 404 on a list as empty and on a single product as not found', async () => {
    const portal = await startPortal((_req, res) => json(res, 404, { message: 'Product could not be found.', status: false }));
    const { client } = clientFor(portal);
    await expect(client.get('products/on-sale', { ...anyList, emptyOn404: { data: [] } })).resolves.toEqual({ data: [] });
    const error = await failure(client.get('products/view/5', { schema: z.unknown() }));
    expect(error).toMatchObject({ kind: 'not-found', status: 404 });
    expect(error.message).toBe('GET products/view/5: HTTP 404: Product could not be found.');
    expect(portal.hits).toHaveLength(2);
  });

  it('calls a 200 with an HTML body a shape error', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!DOCTYPE html><html><body>A Database Error Occurred</body></html>');
    });
    const { client } = clientFor(portal);
    const error = await failure(client.get('products', anyList));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe('GET products: bad shape: not JSON (body starts "<!DOCTYPE html><html><body>A Database Error Occurred</body></html>")');
    expect(portal.hits).toHaveLength(1);
  });

  it('names the path of a wrong structure', async () => {
    const portal = await startPortal((_req, res) => json(res, 200, { data: { 0: {} }, total: 1 }));
    const { client } = clientFor(portal);
    const error = await failure(client.get('products', anyList));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe('GET products: bad shape: data: Invalid input: expected array, received object');
  });

  it('does not retry a wrong key nor the hourly limit, and says which it is', async () => {
    const portal = await startPortal((req, res) =>
      req.url?.includes('limited')
        ? json(res, 401, { status: false, error: 'API key has exceeded its hourly limit' })
        : json(res, 403, { status: false, error: 'Invalid API key ' }),
    );
    const { client } = clientFor(portal);
    expect((await failure(client.get('products', anyList))).message).toBe('GET products: HTTP 403: Invalid API key');
    expect((await failure(client.get('limited', anyList))).message).toBe(
      "GET limited: HTTP 401: API key has exceeded its hourly limit (the portal's hourly request limit)",
    );
    expect(portal.hits).toHaveLength(2);
  });

  it('retries network errors', async () => {
    const portal = await startPortal(() => undefined);
    server?.close();
    const { client, delays } = clientFor(portal);
    const error = await failure(client.get('products', anyList));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/^GET products: network error: fetch failed \(ECONNREFUSED\) \(after 3 attempts\)$/);
    expect(delays).toHaveLength(2);
  });
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPortalClient, retryAfterMs, type PortalClientOptions } from './client';
import { PortalError, mayHaveReachedPortal } from './errors';
import { portalFailure } from './test-support-failure';
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
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
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

const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
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

const anyList = { schema: listSchema };

describe('createPortalClient', () => {
  it('sends the key in the api-key header, never in the URL', async () => {
    const portal = await startPortal((_req, res) => json(res, 200, { data: [], total: 0 }));
    const { client } = clientFor(portal);
    await client.get('/products', {
      ...anyList,
      query: { limit: 2, start: 1, include: 'brand,photos', skip: undefined },
    });
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
    const error = await portalFailure(client.get('slow', anyList));
    expect(error).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
    expect(error.message).toBe('GET slow: timed out after 50 ms');
  });

  it('retries a failing GET twice with jittered exponential backoff, then names the failure', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { client, delays } = clientFor(portal, { random: () => 0 });
    const error = await portalFailure(client.get('products/featured', anyList));
    expect(portal.hits).toHaveLength(3);
    expect(delays).toEqual([225, 450]); // 300 and 600, each 25 % under with random() = 0
    expect(error).toMatchObject({ kind: 'http', status: 500, attempts: 3 });
    expect(error.message).toBe('GET products/featured: HTTP 500 (empty body) (after 3 attempts)');
  });

  it('succeeds when a retry does', async () => {
    const portal = await startPortal((_req, res, hit) =>
      hit === 1 ? json(res, 503, {}) : json(res, 200, { data: [1], total: 1 }),
    );
    const retried: string[] = [];
    const { client, delays } = clientFor(portal, {
      onRetry: (info) => retried.push(`${info.endpoint} #${info.attempt}`),
    });
    await expect(client.get('products', anyList)).resolves.toEqual({ data: [1], total: 1 });
    expect(delays).toEqual([300]);
    expect(retried).toEqual(['GET products #1']);
  });

  it('tells onCall how each call ended, retries and refusals included, without the query', async () => {
    const portal = await startPortal((req, res, hit) => {
      if (req.method === 'POST') return json(res, 422, { message: 'Out of stock' });
      return hit === 1 ? json(res, 503, {}) : json(res, 200, { data: [1], total: 1 });
    });
    const calls: unknown[] = [];
    const { client } = clientFor(portal, {
      onCall: ({ ms, ...call }) => calls.push({ ...call, timed: ms >= 0 }),
    });
    await client.get('products', { ...anyList, query: { search: 'cisco' } });
    await portalFailure(client.post('orders/guest-checkout', {}, contactResponseSchema));
    expect(calls).toEqual([
      { endpoint: 'GET products', outcome: 'http', status: 503, delivery: 'unknown', timed: true },
      { endpoint: 'GET products', outcome: 'ok', delivery: 'answered', timed: true },
      {
        endpoint: 'POST orders/guest-checkout',
        outcome: 'http',
        status: 422,
        delivery: 'answered',
        timed: true,
      },
    ]);
  });

  it('honours Retry-After in seconds and as a date, capped', async () => {
    const portal = await startPortal((_req, res, hit) => {
      if (hit === 1)
        return json(res, 429, { status: false, error: 'Slow down' }, { 'Retry-After': '2' });
      if (hit === 2) return json(res, 503, {}, { 'Retry-After': '3600' });
      return json(res, 200, { data: [], total: 0 });
    });
    const { client, delays } = clientFor(portal);
    await client.get('products', anyList);
    expect(delays).toEqual([2000, 30_000]);
    expect(
      retryAfterMs('Wed, 21 Oct 2015 07:28:05 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT')),
    ).toBe(5000);
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('never retries a POST', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { client, delays } = clientFor(portal);
    const error = await portalFailure(
      client.post('orders/guest-checkout', { items: [] }, z.unknown()),
    );
    expect(portal.hits.map((h) => h.method)).toEqual(['POST']);
    expect(delays).toEqual([]);
    expect(error.message).toBe('POST orders/guest-checkout: HTTP 500 (empty body)');
    // The shared host answers empty 500s when overloaded, sometimes after the work was done.
    expect(error.delivery).toBe('answered');
    expect(mayHaveReachedPortal(error)).toBe(true);
  });

  it('posts JSON and passes the portal message of a 4xx on', async () => {
    let received = '';
    const portal = await startPortal((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.toString()));
      req.on('end', () =>
        json(res, 400, {
          message: 'Cart items are required and must be a non-empty array.',
          status: false,
        }),
      );
    });
    const { client } = clientFor(portal);
    const error = await portalFailure(
      client.post('orders/guest-checkout', { items: [] }, z.unknown()),
    );
    expect(JSON.parse(received)).toEqual({ items: [] });
    expect(portal.hits[0]?.headers['content-type']).toBe('application/json');
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      delivery: 'answered',
      detail: 'Cart items are required and must be a non-empty array.',
    });
    expect(mayHaveReachedPortal(error)).toBe(false);
  });

  it('accepts an empty 2xx body where the schema does', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(200);
      res.end();
    });
    const { client } = clientFor(portal);
    await expect(
      client.post('website/send_contact', { email: 'a@b.ae' }, contactResponseSchema),
    ).resolves.toBeUndefined();
  });

  it('keeps at most maxConcurrency requests in flight', async () => {
    const portal = await startPortal((_req, res) =>
      setTimeout(() => json(res, 200, { data: [], total: 0 }), 30),
    );
    const { client } = clientFor(portal);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => client.get(`products/${i}`, anyList)),
    );
    expect(answers).toHaveLength(10);
    expect(portal.hits).toHaveLength(10);
    expect(portal.maxInFlight).toBe(3);
  });

  it("reads the portal's 404 on a list as empty, on one product as not found, in either error body", async () => {
    const portal = await startPortal((req, res) =>
      req.url?.includes('brands')
        ? json(res, 404, { status: false, error: 'Unknown method' })
        : json(res, 404, { message: 'Product could not be found.', status: false }),
    );
    const { client } = clientFor(portal);
    await expect(
      client.get('products/on-sale', { ...anyList, emptyOn404: { data: [] } }),
    ).resolves.toEqual({ data: [] });
    await expect(
      client.get('website/brands', { ...anyList, emptyOn404: { data: [] } }),
    ).resolves.toEqual({ data: [] });
    const error = await portalFailure(client.get('products/view/5', { schema: z.unknown() }));
    expect(error).toMatchObject({ kind: 'not-found', status: 404, delivery: 'answered' });
    expect(mayHaveReachedPortal(error)).toBe(false);
    expect(error.message).toBe('GET products/view/5: HTTP 404: Product could not be found.');
    expect(portal.hits).toHaveLength(3);
  });

  it('takes a 404 without the portal\'s error body for no answer: never an empty list, never "not found"', async () => {
    const page =
      '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head></html>';
    const portal = await startPortal((req, res) => {
      if (req.url?.includes('sales')) return json(res, 404, { message: 'No sale record found.' });
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end(page);
    });
    const { client } = clientFor(portal);
    const list = await portalFailure(
      client.get('products', { ...anyList, emptyOn404: { data: [] } }),
    );
    expect(list).toMatchObject({ kind: 'http', status: 404, delivery: 'unknown' });
    expect(list.message).toBe(
      `GET products: HTTP 404 (body starts ${JSON.stringify(page.slice(0, 80))}), not the portal's own "not found"`,
    );
    const product = await portalFailure(client.get('products/view/5', { schema: z.unknown() }));
    expect(product).toMatchObject({ kind: 'http', status: 404, delivery: 'unknown' });
    // JSON, but without the portal's `status: false`.
    const sales = await portalFailure(
      client.get('sales', { ...anyList, emptyOn404: { data: [] } }),
    );
    expect(sales).toMatchObject({ kind: 'http', status: 404, delivery: 'unknown' });
    expect([list, product, sales].map(mayHaveReachedPortal)).toEqual([true, true, true]);
    // A web server's answer is not retried: the same path gets the same page.
    expect(portal.hits).toHaveLength(3);
  });

  it("takes a gateway's 502, 503 and 504 for no answer, the portal's own 5xx (JSON or empty) for one", async () => {
    const gatewayPage =
      '<html><head><title>504 Gateway Time-out</title></head>' +
      '<body><center><h1>504 Gateway Time-out</h1></center></body></html>';
    const portal = await startPortal((req, res) => {
      const status = Number(req.url?.split('/').at(-1));
      if (status === 504) {
        res.writeHead(504, { 'Content-Type': 'text/html' });
        return res.end(gatewayPage);
      }
      if (status === 500) return res.writeHead(500).end();
      json(res, status, status === 501 ? { status: false, error: 'Not implemented' } : {});
    });
    const { client } = clientFor(portal);
    const outcomes = [];
    for (const status of [502, 503, 504, 500, 501]) {
      const error = await portalFailure(client.post(`orders/${status}`, {}, z.unknown()));
      outcomes.push([error.status, error.delivery, mayHaveReachedPortal(error)]);
    }
    expect(outcomes).toEqual([
      [502, 'unknown', true],
      [503, 'unknown', true],
      [504, 'unknown', true],
      [500, 'answered', true],
      [501, 'answered', true],
    ]);
  });

  it('takes a page of HTML for no answer: a 200 is a shape error, a 4xx is not a refusal', async () => {
    const portal = await startPortal((req, res) => {
      res.writeHead(req.method === 'POST' ? 400 : 200, { 'Content-Type': 'text/html' });
      res.end('<!DOCTYPE html><html><body>A Database Error Occurred</body></html>');
    });
    const { client } = clientFor(portal);
    const refusal = await portalFailure(client.post('orders/guest-checkout', {}, z.unknown()));
    expect(refusal).toMatchObject({ kind: 'http', status: 400, delivery: 'unknown' });
    expect(mayHaveReachedPortal(refusal)).toBe(true);
    const error = await portalFailure(client.get('products', anyList));
    expect(error).toMatchObject({ kind: 'shape', status: 200, delivery: 'unknown' });
    expect(mayHaveReachedPortal(error)).toBe(true);
    expect(error.message).toBe(
      'GET products: bad shape: not JSON ' +
        '(body starts "<!DOCTYPE html><html><body>A Database Error Occurred</body></html>")',
    );
    expect(portal.hits).toHaveLength(2);
  });

  it('names the path of a wrong structure', async () => {
    const portal = await startPortal((_req, res) => json(res, 200, { data: { 0: {} }, total: 1 }));
    const { client } = clientFor(portal);
    const error = await portalFailure(client.get('products', anyList));
    expect(error.kind).toBe('shape');
    expect(mayHaveReachedPortal(error)).toBe(true);
    expect(error.message).toBe(
      'GET products: bad shape: data: Invalid input: expected array, received object',
    );
  });

  it('does not retry a wrong key nor the hourly limit, and says which it is', async () => {
    const portal = await startPortal((req, res) =>
      req.url?.includes('limited')
        ? json(res, 401, { status: false, error: 'API key has exceeded its hourly limit' })
        : json(res, 403, { status: false, error: 'Invalid API key ' }),
    );
    const { client } = clientFor(portal);
    const wrongKey = await portalFailure(client.get('products', anyList));
    expect(wrongKey).toMatchObject({ kind: 'http', status: 403 });
    expect(wrongKey.message).toBe('GET products: HTTP 403: Invalid API key');
    const limited = await portalFailure(client.get('limited', anyList));
    expect(limited).toMatchObject({ kind: 'http', status: 401 });
    expect(limited.message).toBe(
      "GET limited: HTTP 401: API key has exceeded its hourly limit (the portal's hourly request limit)",
    );
    expect([wrongKey, limited].map(mayHaveReachedPortal)).toEqual([false, false]);
    expect(portal.hits).toHaveLength(2);
  });

  it('retries network errors', async () => {
    const portal = await startPortal(() => undefined);
    server?.close();
    const { client, delays } = clientFor(portal);
    const error = await portalFailure(client.get('products', anyList));
    expect(error).toMatchObject({ kind: 'network', delivery: 'not-sent' });
    expect(error.message).toMatch(
      /^GET products: network error: fetch failed \(ECONNREFUSED\) \(after 3 attempts\)$/,
    );
    expect(delays).toHaveLength(2);
  });

  it('says a POST refused at connect was not sent; one cut off or timed out after sending may have come', async () => {
    const refused = await startPortal(() => undefined);
    server?.close();
    const notSent = await portalFailure(
      clientFor(refused).client.post('orders/guest-checkout', {}, z.unknown()),
    );
    expect(notSent).toMatchObject({ kind: 'network', delivery: 'not-sent' });
    expect(mayHaveReachedPortal(notSent)).toBe(false);

    await new Promise((resolve) => server?.close(resolve));
    const resetting = await startPortal((req) => req.on('data', () => req.socket.destroy()));
    const reset = await portalFailure(
      clientFor(resetting).client.post('orders/guest-checkout', { items: [1] }, z.unknown()),
    );
    expect(reset).toMatchObject({ kind: 'network', delivery: 'unknown' });
    expect(reset.message).toMatch(/^POST orders\/guest-checkout: network error: fetch failed/);
    expect(mayHaveReachedPortal(reset)).toBe(true);
    expect(resetting.hits).toHaveLength(1);

    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const silent = await startPortal(() => undefined);
    const timedOut = await portalFailure(
      clientFor(silent, { timeoutMs: 50 }).client.post('orders/guest-checkout', {}, z.unknown()),
    );
    expect(timedOut).toMatchObject({ kind: 'timeout', delivery: 'unknown' });
    expect(timedOut.message).toBe('POST orders/guest-checkout: timed out after 50 ms');
    expect(mayHaveReachedPortal(timedOut)).toBe(true);
  });

  it('counts anything that is not its own error as possibly delivered', () => {
    expect(mayHaveReachedPortal(new Error('something else'))).toBe(true);
    expect(
      mayHaveReachedPortal(
        new PortalError({
          kind: 'shape',
          endpoint: 'GET products/view/1',
          detail: 'asked for 1, got 2',
        }),
      ),
    ).toBe(true);
  });
});

/** A call as a fake portal records it: its method and its path under the API. */
function sentLine(input: string | URL | Request, init?: RequestInit): string {
  const url = new URL(input instanceof Request ? input.url : input);
  return `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1/', '')}`;
}

/** What fetch rejects with when a call's signal aborts: the signal's reason. */
function abortError(signal: AbortSignal | null | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new Error('aborted', { cause: reason });
}

/**
 * A portal that answers every call after `ms` (unless the call's signal aborts first), recording
 * what was sent and when.
 */
function slowFetch(ms: number) {
  const sent: string[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      sent.push(sentLine(input, init));
      const timer = setTimeout(() => resolve(new Response(JSON.stringify({ data: [] }))), ms);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortError(init.signal));
      });
    });
  return { fetch, sent };
}

/**
 * A portal that answers the calls it holds when the test says so (or never, until their signal
 * aborts).
 */
function heldFetch() {
  const sent: string[] = [];
  let held: (() => void)[] = [];
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      sent.push(sentLine(input, init));
      held.push(() => resolve(new Response(JSON.stringify({ data: [] }))));
      init?.signal?.addEventListener('abort', () => reject(abortError(init.signal)));
    });
  const answerAll = () => {
    const answering = held;
    held = [];
    for (const answer of answering) answer();
  };
  const answerFirst = () => held.shift()?.();
  return { fetch, sent, answerAll, answerFirst };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

const settled = <T>(calls: Promise<T>[]) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        () => 'ok' as const,
        (error: unknown) =>
          error instanceof PortalError
            ? error
            : new PortalError({ kind: 'shape', endpoint: '?', detail: String(error) }),
      ),
    ),
  );

describe('lanes, queue bound and a timeout that counts the wait', () => {
  const lookups = (client: ReturnType<typeof createPortalClient>, count = 30) =>
    Array.from({ length: count }, (_, i) => client.get(`products/view/${i + 1}`, anyList));

  it('sends an order as soon as a slot frees, before 27 waiting live lookups', async () => {
    const portal = heldFetch();
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: portal.fetch,
    });
    const browsing = settled(lookups(client));
    const order = client.post('orders/guest-checkout', { items: [] }, z.unknown());
    await settle();
    expect(portal.sent).toEqual([
      'GET products/view/1',
      'GET products/view/2',
      'GET products/view/3',
    ]);
    portal.answerFirst();
    await settle();
    expect(portal.sent.slice(3)).toEqual(['POST orders/guest-checkout']);
    portal.answerFirst();
    await settle();
    expect(portal.sent.slice(4)).toEqual(['GET products/view/4']);
    while (portal.sent.length < 31) {
      portal.answerAll();
      await settle();
    }
    portal.answerAll();
    await expect(order).resolves.toEqual({ data: [] });
    expect(await browsing).toEqual(Array(30).fill('ok'));
  });

  it('lets a live lookup take the checkout lane too', async () => {
    const portal = slowFetch(30);
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: portal.fetch,
      maxConcurrency: 1,
    });
    const browsing = lookups(client, 3);
    const recheck = client.get('products/view/99', { ...anyList, lane: 'checkout' });
    await Promise.all([recheck, ...browsing]);
    expect(portal.sent).toEqual([
      'GET products/view/1',
      'GET products/view/99',
      'GET products/view/2',
      'GET products/view/3',
    ]);
  });

  it('fails a call whose deadline passes while it waits, without sending it', async () => {
    // Three slots, 300 ms per call counted from the moment it is made; the portal answers when
    // told.
    const portal = heldFetch();
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: portal.fetch,
      timeoutMs: 300,
      timeoutIncludesQueue: true,
    });
    const outcomes = settled(lookups(client));
    for (let round = 0; round < 2; round += 1) {
      await settle();
      portal.answerAll();
    }
    const results = await outcomes;
    expect(results.slice(0, 6)).toEqual(Array(6).fill('ok'));
    // Sent in the third round, still unanswered at 300 ms: the portal may have them.
    for (const error of results.slice(6, 9)) {
      expect(error).toMatchObject({
        kind: 'timeout',
        delivery: 'unknown',
        detail: 'timed out after 300 ms',
      });
    }
    // Still waiting at 300 ms: never sent.
    const unsent = results.slice(9);
    expect(unsent).toHaveLength(21);
    for (const error of unsent) {
      expect(error).toMatchObject({
        kind: 'timeout',
        delivery: 'not-sent',
        detail: 'not sent: no free connection to the portal within 300 ms',
      });
      expect(mayHaveReachedPortal(error)).toBe(false);
    }
    expect(String((unsent[0] as PortalError).message)).toBe(
      'GET products/view/10: not sent: no free connection to the portal within 300 ms',
    );
    expect(portal.sent).toEqual(Array.from({ length: 9 }, (_, i) => `GET products/view/${i + 1}`));
  });

  it('gives each attempt its own timeout in the build, however long it waited', async () => {
    // The last of 8 calls waits about 210 ms for its slot, longer than the 200 ms each attempt has.
    const portal = slowFetch(30);
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: portal.fetch,
      timeoutMs: 200,
      maxConcurrency: 1,
    });
    expect(await settled(lookups(client, 8))).toEqual(Array(8).fill('ok'));
  });

  it('refuses browse calls over the queue bound at once, as busy and unsent, but never an order', async () => {
    const portal = slowFetch(30);
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: portal.fetch,
      maxQueued: 20,
    });
    const browsing = settled(lookups(client));
    const order = client.post('orders/guest-checkout', {}, z.unknown());
    const outcomes = await browsing;
    await expect(order).resolves.toEqual({ data: [] });
    // 3 in flight and 20 waiting; the last 7 refused without a request.
    expect(outcomes.slice(0, 23)).toEqual(Array(23).fill('ok'));
    const busy = outcomes.slice(23) as PortalError[];
    expect(busy.map((e) => [e.kind, e.delivery, mayHaveReachedPortal(e)])).toEqual(
      Array(7).fill(['busy', 'not-sent', false]),
    );
    expect(busy[0]?.message).toBe(
      'GET products/view/24: not sent: 20 calls already waiting for the portal',
    );
    expect(portal.sent).toHaveLength(24);
    expect(portal.sent).not.toContain('GET products/view/24');
  });

  it('retries a GET only while its deadline leaves time for it', async () => {
    const portal = await startPortal((_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { client, delays } = clientFor(portal, { timeoutMs: 500, timeoutIncludesQueue: true });
    const error = await portalFailure(client.get('products/view/1', anyList));
    // Backoffs of 300 then 600 ms: the second would end past the 500 ms deadline.
    expect(delays).toEqual([300]);
    expect(portal.hits).toHaveLength(2);
    expect(error.message).toBe('GET products/view/1: HTTP 500 (empty body) (after 2 attempts)');
  });
});

describe('the hourly limit', () => {
  const timeLimit = {
    status: false,
    error: 'This API key has reached the time limit for this method',
  };

  it('asks the budget before each request, ids left out of the route, and sends nothing it refuses', async () => {
    const portal = await startPortal((_req, res) => json(res, 200, { data: [] }));
    const asked: string[] = [];
    const { client } = clientFor(portal, {
      budget: {
        admit: async ({ route, lane }) => {
          asked.push(`${route} ${lane}`);
          if (asked.length > 1)
            throw new PortalError({
              kind: 'spent',
              endpoint: 'GET products/view/12',
              detail: 'not sent: spent',
              retryAfterMs: 60_000,
            });
        },
        spent: async () => 0,
      },
    });
    await client.get('products/view/12', { schema: listSchema, lane: 'checkout' });
    const refused = await portalFailure(client.get('products/view/13', { schema: listSchema }));
    expect(asked).toEqual(['products/view checkout', 'products/view browse']);
    expect(portal.hits).toHaveLength(1);
    expect(refused).toMatchObject({ kind: 'spent', delivery: 'not-sent', retryAfterMs: 60_000 });
    expect(mayHaveReachedPortal(refused)).toBe(false);
  });

  it('tells the budget when the portal says the route is spent; neither retries nor calls it a wrong key', async () => {
    const portal = await startPortal((_req, res) => json(res, 401, timeLimit));
    const spent: string[] = [];
    const { client } = clientFor(portal, {
      budget: {
        admit: async () => {},
        spent: async ({ route }, said) => {
          spent.push(`${route}: ${said}`);
          return 300_000;
        },
      },
    });
    const error = await portalFailure(
      client.get('sales', { schema: listSchema, query: { reference: 'SALE/1' } }),
    );
    expect(portal.hits).toHaveLength(1);
    expect(spent).toEqual(['sales: This API key has reached the time limit for this method']);
    expect(error).toMatchObject({
      kind: 'spent',
      status: 401,
      delivery: 'answered',
      retryAfterMs: 300_000,
    });
    expect(error.message).toContain(
      "This API key has reached the time limit for this method (the portal's hourly limit for this route)",
    );
  });
});

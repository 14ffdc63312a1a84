/**
 * The webhook receiver: `POST /hooks/rebuild` takes a signed delivery (signature.ts), refuses
 * replays, tells the servers what it names (their live figures follow before the rebuild), and asks
 * for a rebuild at once (202), the build running in the background through the coalescing queue;
 * `GET /hooks/status` says what it is doing. An optional interval asks for scheduled rebuilds too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliveryProducts } from './delivery-body.ts';
import { createRebuildQueue, type Build, type RebuildQueue } from './rebuild-queue.ts';
import { createReplayGuard } from './replay-guard.ts';
import { verifyDelivery } from './signature.ts';

export interface ReceiverOptions {
  host: string;
  port: number;
  /** The secret's key bytes (parseSecret). */
  key: Buffer;
  rebuild: Build;
  /**
   * Told of each accepted delivery before its rebuild is asked for: the servers' live figures
   * follow it at once.
   */
  onAccepted?: (id: string, products: number[] | null) => Promise<void>;
  /** Scheduled rebuilds, off when unset. */
  intervalMs?: number;
  log?: (line: string) => void;
}

export interface Receiver {
  url: string;
  queue: RebuildQueue;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

/** The reason of a rebuild the interval asked for, as opposed to a delivery's (`webhook <id>`). */
export const SCHEDULED = 'schedule';

class TooLarge extends Error {}

async function rawBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, body: unknown) {
  res
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    })
    .end(`${JSON.stringify(body)}\n`);
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export async function startReceiver({
  host,
  port,
  key,
  rebuild,
  onAccepted,
  intervalMs,
  log = console.log,
}: ReceiverOptions): Promise<Receiver> {
  const queue = createRebuildQueue(rebuild, log);
  const replays = createReplayGuard();
  const deliveries = { accepted: 0, refused: 0 };
  const schedule = intervalMs
    ? {
        intervalMinutes: intervalMs / 60_000,
        next: new Date(Date.now() + intervalMs).toISOString(),
      }
    : null;

  async function onDelivery(req: IncomingMessage, res: ServerResponse) {
    let body: Buffer;
    try {
      body = await rawBody(req);
    } catch (error) {
      if (!(error instanceof TooLarge)) throw error;
      deliveries.refused += 1;
      return send(res, 413, { error: `the body is larger than ${MAX_BODY_BYTES} bytes` });
    }
    const verdict = verifyDelivery(
      {
        id: header(req, 'webhook-id'),
        timestamp: header(req, 'webhook-timestamp'),
        signature: header(req, 'webhook-signature'),
      },
      body,
      key,
    );
    if (!verdict.ok) {
      deliveries.refused += 1;
      log(`refused a delivery: ${verdict.reason}`);
      return send(res, verdict.status, { error: verdict.reason });
    }
    const named = deliveryProducts(body);
    if (!named.ok) {
      deliveries.refused += 1;
      log(`refused delivery ${verdict.id}: ${named.reason}`);
      return send(res, 400, { error: named.reason });
    }
    if (!replays.firstTime(verdict.id)) {
      deliveries.refused += 1;
      log(`refused delivery ${verdict.id}: already received`);
      return send(res, 409, { error: 'this delivery was received already' });
    }
    deliveries.accepted += 1;
    await onAccepted?.(verdict.id, named.products).catch((error: unknown) => {
      log(
        `delivery ${verdict.id}: the servers were not told at once ` +
          `(${error instanceof Error ? error.message : String(error)}); its rebuild will tell them`,
      );
    });
    const build = queue.request(`webhook ${verdict.id}`, named.products);
    send(res, 202, { accepted: true, build, status: '/hooks/status' });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/hooks/rebuild')
      return req.method === 'POST'
        ? onDelivery(req, res)
        : send(res, 405, { error: 'POST a signed delivery' });
    if (path === '/hooks/status')
      return req.method === 'GET'
        ? send(res, 200, { ...queue.status(), deliveries, schedule })
        : send(res, 405, { error: 'GET only' });
    send(res, 404, { error: 'POST /hooks/rebuild or GET /hooks/status' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      log(
        `could not answer ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent) send(res, 500, { error: 'internal error' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });

  const timer = intervalMs
    ? setInterval(() => {
        if (schedule) schedule.next = new Date(Date.now() + intervalMs).toISOString();
        log(`scheduled rebuild: ${queue.request(SCHEDULED)}`);
      }, intervalMs)
    : null;

  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`,
    queue,
    async close() {
      if (timer) clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await queue.idle();
    },
  };
}

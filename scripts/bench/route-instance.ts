/**
 * One shop instance for `redis-instances.ts`: the order route (src/pages/api/orders.ts, loaded from
 * source) served on a free loopback port, in a process of its own with its own storage connection,
 * as each server of a scaled-out shop has. Tells its parent the port once it listens.
 */
import '../dev/src-loader.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRoute } from 'astro';

if (!process.send) throw new Error('route-instance.ts is started by redis-instances.ts');
const { POST } = (await import('../../src/pages/api/orders.ts')) as { POST: APIRoute };

// A request that fails rejects unhandled, which ends this instance: the bench then reports it gone.
const server = createServer((req, res) => void answer(req, res));

async function answer(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.entries(req.headers).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value] as [string, string]] : [],
  );
  const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
  const request = new Request(url, {
    method: req.method,
    headers,
    body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
  });
  const response = await POST({
    request,
    url: new URL(url),
    params: {},
    clientAddress: req.socket.remoteAddress,
  } as unknown as Parameters<APIRoute>[0]);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}
server.listen(0, '127.0.0.1', () =>
  process.send?.({ port: (server.address() as AddressInfo).port }),
);
process.on('disconnect', () => process.exit(0));

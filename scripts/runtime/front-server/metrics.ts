/**
 * Prometheus metrics of `npm run serve` (prom-client), on a port of their own bound to the loopback
 * address only (METRICS_PORT; off when unset), so they are never on the shop's public port. The
 * front server counts every request by route and status with its latency; the live worker's
 * registry (the routes' counts: src/server/metrics.ts) is fetched at each scrape and added in.
 * Counts of a worker that retired with its release go with it: Prometheus reads that as a counter
 * reset, which rate() and increase() allow for.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Histogram,
  Registry,
  type MetricObjectWithValues,
  type MetricValue,
} from 'prom-client';

export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** Seconds: a static file takes a millisecond, an order up to the portal's timeout and more. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export interface RequestMetrics {
  observe(route: string, status: number, seconds: number): void;
  /** This process's metrics, and those `others` gives (the worker's), as Prometheus text. */
  text(others: () => Promise<MetricsJson[]>): Promise<string>;
  contentType: string;
}

export function createRequestMetrics(): RequestMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'shop_front_' });
  const requests = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Requests answered by the shop server, by route and status, with their latency',
    labelNames: ['route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  return {
    observe: (route, status, seconds) =>
      requests.observe({ route, status: String(status) }, seconds),
    async text(others) {
      const all = [await registry.getMetricsAsJSON(), ...(await others())];
      return AggregatorRegistry.aggregate(all).metrics();
    },
    contentType: registry.contentType,
  };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Serves GET /metrics on 127.0.0.1:`port`. */
export async function startMetricsServer(
  port: number,
  metrics: RequestMetrics,
  others: () => Promise<MetricsJson[]>,
): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (
      (req.url ?? '/').split('?')[0] !== '/metrics' ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Metrics are at GET /metrics\n');
      return;
    }
    metrics.text(others).then(
      (text) =>
        res
          .writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`${error instanceof Error ? error.message : String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

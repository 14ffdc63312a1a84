/**
 * What the on-demand routes count, for Prometheus (prom-client): portal calls, orders by outcome,
 * the portal's hourly limit per route, and the age of the offers shoppers see. The routes call the
 * small functions below; the worker of `npm run serve` hands the registry's values to its front
 * server, which serves them with its own request metrics on METRICS_PORT
 * (scripts/runtime/front-server/metrics.ts).
 *
 * The registry lives on `globalThis`: the routes' bundle and the worker's own code each load their
 * copy of this module, and both must count into the same one.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * How an order route call ended; 'not-placed' is a doubtful order found not stored, 'settled' a
 * doubtful one settled in the background (order-settlement.ts).
 */
export type OrderOutcome = 'placed' | 'refused' | 'unknown' | 'not-placed' | 'settled';

/** Seconds: the portal's answers take from tens of milliseconds to its 10 s timeout. */
const PORTAL_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

function defineRouteMetrics(registry: Registry) {
  const registers = [registry];
  return {
    registry,
    portalCalls: new Histogram({
      name: 'shop_portal_call_duration_seconds',
      help: 'Calls to the portal by endpoint and outcome (ok, or how they failed), with their latency',
      labelNames: ['route', 'outcome'] as const,
      buckets: PORTAL_BUCKETS,
      registers,
    }),
    orders: new Counter({
      name: 'shop_orders_total',
      help:
        'Orders by outcome: placed, refused, unknown (the portal may have placed it), ' +
        'settled (an unknown one found out later)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    portalHour: new Gauge({
      name: 'shop_portal_calls_this_hour',
      help: 'Calls the shop made of each portal route in the last hour, as the hourly limit counts them',
      labelNames: ['route'] as const,
      registers,
    }),
    portalSpent: new Counter({
      name: 'shop_portal_route_spent_total',
      help: 'Times the portal said a route had used up its calls for the hour (its 401 time limit)',
      labelNames: ['route'] as const,
      registers,
    }),
    offersAge: new Gauge({
      name: 'shop_offers_age_seconds',
      help: 'Age of the prices and stock the live routes answer with: seconds since they were read from the portal',
      registers,
    }),
  };
}

type RouteMetrics = ReturnType<typeof defineRouteMetrics>;
const KEY = Symbol.for('gulf-it-store.route-metrics');

function routeMetrics(): RouteMetrics {
  const holder = globalThis as { [KEY]?: RouteMetrics };
  holder[KEY] ??= defineRouteMetrics(new Registry());
  return holder[KEY];
}

/** The registry the routes count into. */
export const routeMetricsRegistry = (): Registry => routeMetrics().registry;

/**
 * A portal endpoint as a label: ids in the path become `{id}`, so the label has a few values only.
 */
export const portalRouteLabel = (endpoint: string) => endpoint.replace(/\/\d+(?=\/|$)/g, '/{id}');

export function recordPortalCall(endpoint: string, outcome: string, ms: number): void {
  routeMetrics().portalCalls.observe({ route: portalRouteLabel(endpoint), outcome }, ms / 1000);
}

export function recordOrderOutcome(outcome: OrderOutcome): void {
  routeMetrics().orders.inc({ outcome });
}

export function setPortalCallsThisHour(route: string, calls: number): void {
  routeMetrics().portalHour.set({ route }, calls);
}

export function recordPortalRouteSpent(route: string): void {
  routeMetrics().portalSpent.inc({ route });
}

export function setOffersAge(seconds: number): void {
  routeMetrics().offersAge.set(seconds);
}

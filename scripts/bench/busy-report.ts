/**
 * docs/benchmarks.md's "Busy hour": `npm run bench:busy`'s figures (busy-figures.ts), a row per
 * level.
 */
import type { BusyHour, BusyLevel } from './busy-figures.ts';
import { table } from './markdown-table.ts';
import { ROUND_MS } from '../../src/server/live/offer-book.ts';
import { movedSection } from './moved.ts';

/**
 * The routes the shop's server calls, in a column each whether called or not; any other seen
 * follows.
 */
const NAMED_ROUTES = ['products', 'products/view', 'orders/guest-checkout', 'sales'];
/**
 * How often the shop looks whether a read of the offers is due (offer-book.ts), real seconds: the
 * compression leaves it as it is.
 */
const ROUND_SECONDS = ROUND_MS / 1000;

const n = (value: number) => Math.round(value).toLocaleString('en-US');

/** "4 min 10 s": a span of the simulated hour. */
function hourTerms(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

/** An age in the hour's terms, with the real (compressed) time it took in brackets. */
const age = (ms: number | null, factor: number) =>
  ms === null ? '–' : `${hourTerms(ms * factor)} (${(ms / 1000).toFixed(1)} s)`;

/** "answered 429", "got no answer (ECONNRESET)". */
const outcome = (answer: string) =>
  answer.startsWith('no answer') ? `got ${answer}` : `answered ${answer}`;

export function busyRoutes(levels: readonly BusyLevel[]): string[] {
  const others = new Set(
    levels
      .flatMap((level) => Object.keys(level.portal.calls))
      .filter((route) => !NAMED_ROUTES.includes(route)),
  );
  return [...NAMED_ROUTES, ...[...others].sort()];
}

export function busyHourTable(busy: BusyHour): string {
  const routes = busyRoutes(busy.levels);
  const rows = busy.levels.map(({ viewsPerHour, views, portal, orders, ages }) => [
    n(viewsPerHour),
    `${n(views.answered)} (${views.perSecond.toFixed(1)}/s)`,
    `${views.p50Ms.toFixed(1)} / ${views.p95Ms.toFixed(1)}`,
    ...routes.map((route) => n(portal.calls[route] ?? 0)),
    n(portal.total),
    n(portal.refused),
    `${n(orders.placed)} of ${n(orders.attempted)}`,
    age(ages.medianMs, busy.factor),
    age(ages.p95Ms, busy.factor),
    age(ages.maxMs, busy.factor),
    n(ages.stale) + (ages.fromBuild > 0 ? ` (${n(ages.fromBuild)} with the build's figures)` : ''),
  ]);
  return table(
    [
      'views an hour',
      'views answered (a second)',
      'answer ms p50 / p95',
      ...routes,
      'portal calls',
      'refused (401)',
      'orders placed',
      "figures' age: median",
      'p95',
      'max',
      'stale answers',
    ],
    rows,
  );
}

export function busyHourSection(busy: BusyHour | undefined): string {
  if (!busy) return '## Busy hour\n\nNot measured yet: `npm run bench:busy`.';
  const others = busy.levels.flatMap(({ viewsPerHour, views, orders }) => {
    const odd = [
      ...Object.entries(views.statuses)
        .filter(([status]) => status !== '200')
        .map(([status, count]) => `${n(count)} views ${outcome(status)}`),
      ...Object.entries(orders.answers)
        .filter(([answer]) => answer !== '200')
        .map(([answer, count]) => `${n(count)} orders ${outcome(answer)}`),
    ];
    return odd.length ? [`- ${n(viewsPerHour)} views an hour: ${odd.join('; ')}.`] : [];
  });
  return [
    '## Busy hour',
    '',
    `Written by \`${busy.command}\` on ${busy.date.slice(0, 16).replace('T', ' ')} UTC (\`scripts/bench/busy-hour.ts\`). Whether a busy hour still sells (ADR 0016): the portal allows each route ${n(busy.hourlyLimit)} calls an hour, then answers 401 to every call of it, orders included. Each level is one hour of product views at an even rate (\`GET /api/live/{id}\`, what a product page asks; the page itself is static and costs no portal call), each shopper viewing 5 products from an address of its own, and ${n(busy.ordersPerHour)} orders spread over the hour, each of 1 to 3 products checked with \`GET /api/live?ids=\` and submitted at the Grand Total it gives, by a shopper of its own. Each level has a fresh demo portal of ${n(busy.levels[0]?.products ?? 0)} published products that keeps the portal's hourly limit and a fresh shop on the last build (the server of \`npm run serve\`) told the same limit (\`PORTAL_HOURLY_LIMIT\`).`,
    '',
    `Time is compressed ${busy.factor.toFixed(0)} times: an hour takes ${busy.hourSeconds} s, the portal's hour and the shop's alike (\`PORTAL_HOUR_MS\`), and the offers are read as often as the shop's budget for them allows in that hour (ADR 0025: every 18 s of an uncompressed hour at 500 products). Views answered: in the hour, all of the level's unless the bench fell behind, with the rate achieved a real second and the views' answer times (real ms; the bench's own process shares the machine with the shop). Portal calls: what the portal's own count of the hour let through, per route (one window per route, from its first call); refused: calls it answered 401. Figures' age: from each live answer's \`asOf\` to the bench having it (views and the checkouts' checks), in the hour's terms with the real, compressed time in brackets; the shop looks whether a read is due every ${ROUND_SECONDS} real seconds, which the compression does not shorten, so in the hour's terms ages can come out up to ${n(ROUND_SECONDS * busy.factor - ROUND_SECONDS)} s longer than an uncompressed hour's.`,
    '',
    busyHourTable(busy),
    ...(others.length ? ['', 'Answers other than 200:', '', ...others] : []),
    ...movedSection('### What moved', busy.moved),
  ].join('\n');
}

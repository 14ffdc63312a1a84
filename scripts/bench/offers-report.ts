/**
 * docs/benchmarks.md's "Figures' age": `npm run bench:offers`'s figures (offers-age.ts), a row per
 * catalogue size, and what moved against the run stored before it.
 */
import { table } from './markdown-table.ts';

export interface PageTiming {
  rows: number;
  /** Median of three reads of the first page, wall time. */
  ms: number;
  bytes: number;
}

export interface SizeAge {
  products: number;
  /** One page of the list at each page size the shop may ask for. */
  pages: PageTiming[];
  /** The page size the copy's reads asked for, and the calls a read took. */
  pageSize: number;
  callsPerRead: number;
  cadenceS: number;
  /** Wall time of a whole read, median. */
  readMs: number;
  ageMedianS: number;
  ageP95S: number;
  callsPerHour: number;
  /**
   * From a delivery's notice to the copy answering its product's new price, one figure a delivery
   * (wall ms).
   */
  deliveryMs: number[];
}

export interface OffersAge {
  /** ISO time the run ended. */
  measuredAt: string;
  hourlyLimit: number;
  /** The calls an hour the refresher may spend of the route's limit, and those kept for orders. */
  refresherCalls: number;
  orderReserve: number;
  lookupEveryMs: number;
  reads: number;
  sizes: SizeAge[];
  /** What moved against the run stored before this one, a line per size measured in both. */
  moved: string[];
}

const n = (value: number) => value.toLocaleString('en-US');
const s1 = (value: number) => value.toFixed(1);

/** What moved from `before` to `now`, per size measured in both. */
export function movedSince(
  before: readonly SizeAge[] | undefined,
  now: readonly SizeAge[],
): string[] {
  if (!before) return ['No earlier run stored: nothing to compare with.'];
  return now.flatMap((size) => {
    const was = before.find((p) => p.products === size.products);
    if (!was) return [];
    return [
      `${n(size.products)} products: age p95 ${s1(was.ageP95S)} → ${s1(size.ageP95S)} s, median ${s1(was.ageMedianS)} → ${s1(size.ageMedianS)} s; a read ${n(was.readMs)} → ${n(size.readMs)} ms in ${was.callsPerRead} → ${size.callsPerRead} calls; calls an hour ${was.callsPerHour} → ${size.callsPerHour}`,
    ];
  });
}

export function offersAgeSection(age: OffersAge | undefined): string {
  if (!age) return "## Figures' age\n\nNot measured yet: `npm run bench:offers`.";
  return [
    "## Figures' age",
    '',
    `Written by \`npm run bench:offers\` on ${age.measuredAt.slice(0, 16).replace('T', ' ')} UTC. How old the prices and stock shoppers see are, at the default settings (ADR 0025): the shop's copy of the offers is read as often as ${age.refresherCalls} of the \`products\` route's ${age.hourlyLimit} calls an hour allow, never more often than every 10 s; the ${age.orderReserve} calls kept for orders are never touched. Each size runs the server's own copy (its read, client and hourly count) against a demo portal of that size for ${age.reads} reads, looking a product up every ${age.lookupEveryMs} ms. Age: from a figure's read (its \`asOf\`) to the lookup answering it, wall time. A delivery's product: a product repriced at the portal and a delivery naming it left as the publisher leaves it (\`releases/offer-notices.json\`), timed to the copy answering the new price, once for each of three products.`,
    '',
    table(
      [
        'catalogue',
        'rows a call',
        'calls a read',
        'a read every',
        'read takes',
        'age median',
        'age p95',
        'calls an hour',
        'of the refresher’s share',
        'a delivery’s product live in',
      ],
      age.sizes.map((s) => [
        n(s.products),
        n(s.pageSize),
        String(s.callsPerRead),
        `${s1(s.cadenceS)} s`,
        `${n(s.readMs)} ms`,
        `${s1(s.ageMedianS)} s`,
        `${s1(s.ageP95S)} s`,
        String(s.callsPerHour),
        `${Math.round((100 * s.callsPerHour) / age.refresherCalls)} %`,
        `${s.deliveryMs.map(n).join(', ')} ms`,
      ]),
    ),
    '',
    'One page of the product list at each page size the shop may ask for (wall time, median of three; its bytes): the shop asks for pages of up to 10,000 rows and halves them after a read a large page may have failed.',
    '',
    table(
      ['catalogue', ...(age.sizes[0]?.pages ?? []).map((p) => `${n(p.rows)} rows`)],
      age.sizes.map((s) => [
        n(s.products),
        ...s.pages.map((p) => `${n(p.ms)} ms, ${n(Math.round(p.bytes / 1000))} KB`),
      ]),
    ),
    '',
    'Against the run stored before it:',
    '',
    ...age.moved.map((line) => `- ${line}`),
  ].join('\n');
}

/**
 * `npm run bench:offers`: how old the prices and stock shoppers see are, and what they cost the
 * portal's hourly budget, at each catalogue size (`--sizes 500,5000,20000`). For each size it starts
 * a demo portal of that size, times one page of the product list at each page size the shop may ask
 * for (the largest page the portal answers in time decides the calls a read takes), then runs the
 * shop's own copy of the offers (src/server/live/offer-book.ts) with the server's read, client and
 * budget at the default settings (a limit of 500 calls an hour per route) for three of its reads,
 * looking a product up every 250 ms as shoppers do. A figure's age is the time from its read to the
 * lookup that answers it (wall time). Writes docs/benchmarks-offers.md and its results
 * (docs/benchmarks-offers.json), and says what moved against the last stored run.
 */
import '../src-loader.ts';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDemoPortal, type DemoPortal } from '../demo-portal/server.ts';
import { table } from './markdown-table.ts';
import { median, p95 } from './stats.ts';

// After the loader: src/ imports its siblings without an extension.
const { fetchAllOffers, fetchNamedOffers, offerPageMayBeTooLarge } = await import('../../../src/portal/api.ts');
const { createPortalClient } = await import('../../../src/portal/client.ts');
const { createMemoryStore } = await import('../../../src/server/memory-store.ts');
const { createOfferBook, LARGEST_PAGE_SIZE, REFRESH_SHARE } = await import('../../../src/server/live/offer-book.ts');
const { createPortalBudget, orderReserve } = await import('../../../src/server/portal-budget.ts');

const HOURLY_LIMIT = 500;
const HOUR_MS = 3_600_000;
const PAGE_SIZES = [500, 2_000, LARGEST_PAGE_SIZE];
const LOOKUP_EVERY_MS = 250;
const READS = 3;
const REPORT = 'docs/benchmarks-offers.md';
const RESULTS = 'docs/benchmarks-offers.json';

interface PageTiming {
  rows: number;
  /** Median of three reads of the first page, wall time. */
  ms: number;
  bytes: number;
}

interface SizeAge {
  products: number;
  pages: PageTiming[];
  pageSize: number;
  callsPerRead: number;
  cadenceS: number;
  /** Wall time of a whole read, median. */
  readMs: number;
  ageMedianS: number;
  ageP95S: number;
  callsPerHour: number;
}

interface Results {
  measuredAt: string;
  sizes: SizeAge[];
}

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '500,5000,20000' } } });
const sizes = values.sizes.split(',').map(Number);
const log = (line: string) => console.log(`[bench:offers] ${line}`);
const refresherCalls = Math.floor((HOURLY_LIMIT - orderReserve(HOURLY_LIMIT)) * REFRESH_SHARE);

async function timePage(portal: DemoPortal, rows: number): Promise<PageTiming> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await fetch(`${portal.origin}/api/v1/products?limit=${rows}&start=1`, { headers: { 'api-key': portal.apiKey } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`a page of ${rows} rows answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return { rows, ms: Math.round(median(samples)), bytes };
}

async function measureSize(products: number): Promise<SizeAge> {
  const portal = await startDemoPortal({ port: 0, products, submissionsFile: `/tmp/bench-offers-${products}.jsonl` });
  try {
    const pages: PageTiming[] = [];
    for (const rows of PAGE_SIZES) pages.push(await timePage(portal, rows));
    log(`${products} products: a page of ${pages.map((p) => `${p.rows} rows ${p.ms} ms`).join(', ')}`);

    const client = createPortalClient({
      baseUrl: portal.origin,
      apiKey: portal.apiKey,
      budget: createPortalBudget({ store: createMemoryStore(), hourlyLimit: HOURLY_LIMIT, hourMs: HOUR_MS }),
    });
    const reads: { ms: number; calls: number; pageSize: number }[] = [];
    const ids = portal.catalogue.products.map((p) => p.id);
    const store = createMemoryStore();
    const book = createOfferBook({
      store: async () => store,
      seed: () => [],
      published: new Set(ids),
      read: (pageSize) => fetchAllOffers(client, pageSize),
      pageMayBeTooLarge: offerPageMayBeTooLarge,
      readNamed: (named) => fetchNamedOffers(client, named),
      callsPerHour: refresherCalls,
      hourMs: HOUR_MS,
      onRead: (outcome) => {
        if (outcome.ok && outcome.kind === 'whole') reads.push({ ms: outcome.ms, calls: outcome.calls, pageSize: outcome.pageSize });
        if (!outcome.ok) log(`${products} products: a read failed: ${String(outcome.error)}`);
      },
    });
    book.start();
    const ages: number[] = [];
    const target = ids[Math.floor(ids.length / 2)] as number;
    while (reads.length <= READS) {
      const { readAt } = await book.lookup(target, 60_000);
      if (readAt !== null && reads.length > 0) ages.push(Date.now() - readAt);
      await sleep(LOOKUP_EVERY_MS);
    }
    book.stop();
    const last = reads.at(-1) as (typeof reads)[number];
    const cadenceS = book.cadenceMs() / 1000;
    const measured: SizeAge = {
      products,
      pages,
      pageSize: last.pageSize,
      callsPerRead: last.calls,
      cadenceS,
      readMs: Math.round(median(reads.map((r) => r.ms))),
      ageMedianS: median(ages) / 1000,
      ageP95S: p95(ages) / 1000,
      callsPerHour: Math.round((3600 / cadenceS) * last.calls),
    };
    log(
      `${products} products: ${measured.callsPerRead} calls a read of ${measured.pageSize} rows, one every ${cadenceS} s; age median ${measured.ageMedianS.toFixed(1)} s, p95 ${measured.ageP95S.toFixed(1)} s; ${measured.callsPerHour} calls an hour`,
    );
    return measured;
  } finally {
    await portal.close();
  }
}

const n = (value: number) => value.toLocaleString('en-US');
const s1 = (value: number) => value.toFixed(1);

/** What moved against the last stored run, per size measured in both. */
function moved(previous: Results | null, now: Results): string[] {
  if (!previous) return ['No earlier run stored: nothing to compare with.'];
  return now.sizes.flatMap((size) => {
    const before = previous.sizes.find((p) => p.products === size.products);
    if (!before) return [];
    return [
      `- ${n(size.products)} products: age p95 ${s1(before.ageP95S)} → ${s1(size.ageP95S)} s, median ${s1(before.ageMedianS)} → ${s1(size.ageMedianS)} s, a read ${n(before.readMs)} → ${n(size.readMs)} ms, calls an hour ${before.callsPerHour} → ${size.callsPerHour}`,
    ];
  });
}

function report(results: Results, previous: Results | null): string {
  const largest = results.sizes.at(-1);
  return [
    '# Figures’ age: how old the prices and stock shoppers see are',
    '',
    `Written by \`npm run bench:offers\` on ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC against the embedded demo portal. Do not edit by hand: run the bench again.`,
    '',
    `The shop answers price and stock from its own copy of the offers (ADR 0016, ADR 0025). At the default settings the copy is read as often as half of a route's hourly limit less the orders' fifth allows: ${refresherCalls} of ${HOURLY_LIMIT} calls an hour of the \`products\` route, never more often than every 10 s. The ${orderReserve(HOURLY_LIMIT)} calls kept for orders are never touched by it. Age: from a figure's read (its \`asOf\`) to a lookup answering it, sampled every ${LOOKUP_EVERY_MS} ms over ${READS} reads, wall time on this machine.`,
    '',
    table(
      ['catalogue', 'rows a call', 'calls a read', 'a read every', 'read takes', 'age median', 'age p95', 'calls an hour', 'of the refresher’s share'],
      results.sizes.map((s) => [
        n(s.products),
        n(s.pageSize),
        String(s.callsPerRead),
        `${s1(s.cadenceS)} s`,
        `${n(s.readMs)} ms`,
        `${s1(s.ageMedianS)} s`,
        `${s1(s.ageP95S)} s`,
        String(s.callsPerHour),
        `${Math.round((100 * s.callsPerHour) / refresherCalls)} %`,
      ]),
    ),
    '',
    '## One page of the product list',
    '',
    'Wall time of the first page at each page size (median of three), and its bytes. The shop asks for pages as large as the catalogue up to the largest here, and halves the page after a read that failed, so a portal that cannot answer large pages in time is read in smaller ones.',
    '',
    table(
      ['catalogue', ...PAGE_SIZES.map((rows) => `${n(rows)} rows`)],
      results.sizes.map((s) => [n(s.products), ...s.pages.map((p) => `${n(p.ms)} ms, ${n(Math.round(p.bytes / 1000))} KB`)]),
    ),
    '',
    '## Against the last stored run',
    '',
    ...moved(previous, results),
    '',
    largest ? `At ${n(largest.products)} products a read is ${largest.callsPerRead} call(s) of ${n(largest.pageSize)} rows.` : '',
    '',
  ].join('\n');
}

const previous = await readFile(RESULTS, 'utf8').then(
  (text) => JSON.parse(text) as Results,
  () => null,
);
const results: Results = { measuredAt: new Date().toISOString(), sizes: [] };
for (const size of sizes) results.sizes.push(await measureSize(size));
await writeFile(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
await writeFile(REPORT, report(results, previous));
log(`wrote ${REPORT}`);
for (const line of moved(previous, results)) log(line);

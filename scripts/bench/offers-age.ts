/**
 * `npm run bench:offers`: how old the prices and stock shoppers see are, and what they cost the
 * portal's hourly budget, at each catalogue size (`--sizes 500,5000,20000`). For each size it
 * starts a demo portal of that size, times one page of the product list at each page size the shop
 * may ask for (the largest page the portal answers in time decides the calls a read takes), then
 * runs the shop's own copy of the offers (src/server/live/offer-book.ts) with the server's read,
 * client and budget at the default settings (a limit of 500 calls an hour per route) for three of
 * its reads, looking a product up every 250 ms as shoppers do. A figure's age is the time from its
 * read to the lookup that answers it (wall time). Stores the figures in docs/benchmarks.json under
 * `offersAge` and writes docs/benchmarks.md again with its "Figures' age" section
 * (offers-report.ts), saying what moved against the run stored before.
 */
import '../dev/src-loader.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDemoPortal, type DemoPortal } from '../demo-portal/server.ts';
import { movedSince, type OffersAge, type PageTiming, type SizeAge } from './offers-report.ts';
import { renderReport } from './report.ts';
import { loadResults, resultsFileOf, saveResults } from './results-file.ts';
import { median, p95 } from './stats.ts';

// After the loader: src/ imports its siblings without an extension.
const { fetchAllOffers, fetchNamedOffers, offerPageMayBeTooLarge } =
  await import('../../src/portal/offers.ts');
const { createPortalClient } = await import('../../src/portal/client.ts');
const { createMemoryStore } = await import('../../src/server/memory-store.ts');
const { createOfferBook, LARGEST_PAGE_SIZE, REFRESH_SHARE } =
  await import('../../src/server/live/offer-book.ts');
const { offerNoticeReader, offerNoticesFile, writeOfferNotice } =
  await import('../../src/server/live/offer-notices.ts');
type OfferBook = import('../../src/server/live/offer-book.ts').OfferBook;
const { createPortalBudget, orderReserve } = await import('../../src/server/portal-budget.ts');

const HOURLY_LIMIT = 500;
const HOUR_MS = 3_600_000;
const PAGE_SIZES = [500, 2_000, LARGEST_PAGE_SIZE];
const LOOKUP_EVERY_MS = 250;
const READS = 3;
const DELIVERIES = 3;
const REPORT = 'docs/benchmarks.md';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '500,5000,20000' } } });
const sizes = values.sizes.split(',').map(Number);
const log = (line: string) => console.log(`[bench:offers] ${line}`);
const refresherCalls = Math.floor((HOURLY_LIMIT - orderReserve(HOURLY_LIMIT)) * REFRESH_SHARE);

async function timePage(portal: DemoPortal, rows: number): Promise<PageTiming> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const res = await fetch(`${portal.origin}/api/v1/products?limit=${rows}&start=1`, {
      headers: { 'api-key': portal.apiKey },
    });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok) throw new Error(`a page of ${rows} rows answered ${res.status}`);
    samples.push(performance.now() - started);
  }
  return { rows, ms: Math.round(median(samples)), bytes };
}

/**
 * A delivery naming one repriced product, as the publisher leaves it (offer-notices.ts): the time
 * from the notice to the copy answering the new price, for DELIVERIES products in turn.
 */
async function timeDeliveries(
  portal: DemoPortal,
  book: OfferBook,
  releases: string,
): Promise<number[]> {
  const plain = portal.catalogue.products.filter(
    (p) =>
      p.broken === null &&
      !p.hostile &&
      p.taxMethod === 'inclusive' &&
      p.promoPrice === null &&
      !p.promotion,
  );
  const times: number[] = [];
  for (const product of plain.slice(0, DELIVERIES)) {
    const price = product.price + 12_345;
    portal.updateProduct(product.id, { price: (price / 100).toFixed(2) });
    const since = performance.now();
    await writeOfferNotice(releases, {
      id: `bench_${product.id}`,
      at: Date.now(),
      products: [product.id],
    });
    while ((await book.lookup(product.id)).offer?.price !== price) {
      if (performance.now() - since > 30_000)
        throw new Error(
          `product ${product.id}'s new price was not answered within 30 s of its delivery`,
        );
      await sleep(10);
    }
    times.push(Math.round(performance.now() - since));
  }
  return times;
}

async function measureSize(products: number): Promise<SizeAge> {
  const portal = await startDemoPortal({
    port: 0,
    products,
    submissionsFile: `/tmp/bench-offers-${products}.jsonl`,
  });
  try {
    const pages: PageTiming[] = [];
    for (const rows of PAGE_SIZES) pages.push(await timePage(portal, rows));
    log(
      `${products} products: a page of ${pages.map((p) => `${p.rows} rows ${p.ms} ms`).join(', ')}`,
    );

    const client = createPortalClient({
      baseUrl: portal.origin,
      apiKey: portal.apiKey,
      budget: createPortalBudget({
        store: createMemoryStore(),
        hourlyLimit: HOURLY_LIMIT,
        hourMs: HOUR_MS,
      }),
    });
    const reads: { ms: number; calls: number; pageSize: number }[] = [];
    const ids = portal.catalogue.products.map((p) => p.id);
    const store = createMemoryStore();
    const releases = await mkdtemp(path.join(tmpdir(), 'bench-offers-releases-'));
    const book = createOfferBook({
      notices: offerNoticeReader(offerNoticesFile(releases)),
      store: async () => store,
      seed: () => [],
      published: new Set(ids),
      read: (pageSize) => fetchAllOffers(client, pageSize),
      pageMayBeTooLarge: offerPageMayBeTooLarge,
      readNamed: (named) => fetchNamedOffers(client, named),
      callsPerHour: refresherCalls,
      hourMs: HOUR_MS,
      onRead: (outcome) => {
        if (outcome.ok && outcome.kind === 'whole')
          reads.push({ ms: outcome.ms, calls: outcome.calls, pageSize: outcome.pageSize });
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
    const deliveryMs = await timeDeliveries(portal, book, releases);
    book.stop();
    await rm(releases, { recursive: true, force: true });
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
      deliveryMs,
    };
    log(
      `${products} products: ${measured.callsPerRead} calls a read of ${measured.pageSize} rows, one every ${cadenceS} s; age median ${measured.ageMedianS.toFixed(1)} s, p95 ${measured.ageP95S.toFixed(1)} s; ${measured.callsPerHour} calls an hour; a delivery's product live in ${deliveryMs.join(', ')} ms`,
    );
    return measured;
  } finally {
    await portal.close();
  }
}

const file = resultsFileOf(REPORT);
const stored = await loadResults(file);
const measured: SizeAge[] = [];
for (const size of sizes) measured.push(await measureSize(size));
const offersAge: OffersAge = {
  measuredAt: new Date().toISOString(),
  hourlyLimit: HOURLY_LIMIT,
  refresherCalls,
  orderReserve: orderReserve(HOURLY_LIMIT),
  lookupEveryMs: LOOKUP_EVERY_MS,
  reads: READS,
  sizes: measured,
  moved: movedSince(stored.offersAge?.sizes, measured),
};
const results = { ...stored, offersAge };
await saveResults(file, results);
await writeFile(REPORT, renderReport(results));
log(`stored in ${file} and written to ${REPORT}`);
for (const line of offersAge.moved) log(line);

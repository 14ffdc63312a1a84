/**
 * `npm run bench:recall`: the recall set's recall@3 by kind (src/server/listing/recall-set.ts, the
 * set search-relevance.demo.test.ts asks to score 1), on /products and in the suggestions, on each
 * of its catalogues, each started as a demo portal. Stores the figures in docs/benchmarks.json
 * under `searchRecall` and writes docs/benchmarks.md again with its "Search recall" section
 * (recall-report.ts), saying what moved against the run stored before.
 */
import '../dev/src-loader.ts';
import { writeFile } from 'node:fs/promises';
import { startDemoPortal } from '../demo-portal/server.ts';
import { movedSince, type KindRecall, type SearchRecall } from './recall-report.ts';
import { renderReport } from './report.ts';
import { loadResults, resultsFileOf, saveResults } from './results-file.ts';
import type { Recall } from '../../src/server/listing/recall-set.ts';

// After the loader: src/ imports its siblings without an extension.
const { cases, kinds, openShop, recallByKind, score, shops } =
  await import('../../src/server/listing/recall-set.ts');

const REPORT = 'docs/benchmarks.md';
const log = (line: string) => console.log(`[bench:recall] ${line}`);

const byShop: ReturnType<typeof recallByKind>[] = [];
for (const shop of shops) {
  // env: {} keeps the machine's DEMO_PORTAL_* fault variables out of the figures.
  const portal = await startDemoPortal({
    port: 0,
    env: {},
    products: shop.products,
    seed: shop.seed,
    submissionsFile: `/tmp/bench-recall-${shop.seed}.jsonl`,
  });
  try {
    const opened = await openShop(shop, portal);
    const recall = recallByKind(cases.map((c) => score(opened, c)));
    log(
      `${shop.label}: recall@3 over ${recall.whole.queries} queries: /products ${recall.whole.listing.toFixed(3)}, suggestions ${recall.whole.suggestions.toFixed(3)}`,
    );
    byShop.push(recall);
  } finally {
    await portal.close();
  }
}

/** A row of the report: one kind's figures, or the whole set's, on every catalogue. */
const row = (kind: string, of: readonly Recall[]): KindRecall => ({
  kind,
  queries: of[0]?.queries ?? 0,
  listing: of.map((r) => r.listing),
  suggestions: of.map((r) => r.suggestions),
});

const file = resultsFileOf(REPORT);
const stored = await loadResults(file);
const figures = {
  catalogues: shops.map(({ label, short }) => ({ label, short })),
  kinds: kinds.map((kind) =>
    row(
      kind,
      byShop.map((recall) => recall.kinds.find((k) => k.kind === kind) as Recall),
    ),
  ),
  whole: row(
    'whole set',
    byShop.map((recall) => recall.whole),
  ),
};
const searchRecall: SearchRecall = {
  measuredAt: new Date().toISOString(),
  ...figures,
  moved: movedSince(stored.searchRecall, figures),
};
const results = { ...stored, searchRecall };
await saveResults(file, results);
await writeFile(REPORT, renderReport(results));
log(`stored in ${file} and written to ${REPORT}`);
for (const line of searchRecall.moved) log(line);

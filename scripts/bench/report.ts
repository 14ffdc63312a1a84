/**
 * docs/benchmarks.md from the bench's results: the machine, the targets, then a table per section.
 */
import { resourceKinds, type KindBytes } from '../dev/page-weight.ts';
import type { DeliveryToLive } from './edit-to-live.ts';
import type { FirstSearch } from './first-search.ts';
import type { SearchBench, Latency } from './search-bench.ts';
import { FINDINGS_FILE, readFindings, type Finding } from './findings.ts';
import { busyHourSection } from './busy-report.ts';
import { movedSection, type Moved } from './moved.ts';
import { offersAgeSection, type OffersAge } from './offers-report.ts';
import { searchRecallSection, type SearchRecall } from './recall-report.ts';
import { frontDoorSection, type FrontDoor } from './front-door-report.ts';
import type { BusyHour } from './busy-figures.ts';
import { table } from './markdown-table.ts';
import {
  checkTargets,
  isBuilt,
  KB,
  pagesRendered,
  type BuiltSize,
  type SizeResult,
  type TargetCheck,
  type TargetId,
} from './targets.ts';

export interface Machine {
  cpu: string;
  cores: number;
  memoryBytes: number;
  node: string;
  os: string;
  chromium: string;
  lighthouse: string;
}

export interface SearchResult extends SearchBench {
  /** Compressed bytes of the data files /products loads on its first view. */
  firstViewData: KindBytes;
  /** A shopper's first search in Chromium at 4x CPU slowdown (first-search.ts). */
  firstSearch: FirstSearch;
  /**
   * When the search was timed on a build of its own (`--search-only`), after the rest of the run;
   * absent when with it.
   */
  measuredAt?: string;
}

export interface BenchResults {
  date: Date;
  machine: Machine;
  command: string;
  sizes: SizeResult[];
  search: SearchResult | null;
  /** File name of the chart, beside the report. */
  chart: string;
  /** `npm run bench:busy`'s last run, kept through the other runs; absent until it ran. */
  busyHour?: BusyHour;
  /** `npm run bench:offers`'s last run, kept alike. */
  offersAge?: OffersAge;
  /** `npm run bench:front-door`'s last run, kept alike. */
  frontDoor?: FrontDoor;
  /** `npm run bench:recall`'s last run, kept alike. */
  searchRecall?: SearchRecall;
  /**
   * What moved against the results stored before this run, then against those before each part
   * measured on its own after it (`--pages-only` and the like); absent when none were stored.
   */
  moved?: Moved[];
}

const n = (value: number) => value.toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => n(Math.round(bytes / 1e6));
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const ms = (value: number) => (value < 1 ? value.toFixed(3) : value.toFixed(1));
const verdict = (met: boolean | null) =>
  met === null ? '— not measured' : met ? '✅ met' : '❌ not met';

function buildSection(sizes: readonly BuiltSize[], chart: string): string {
  const rows = sizes.map((s) => [
    n(s.size),
    n(s.warm.products),
    n(s.warm.pages),
    seconds(s.cold.wallMs),
    mb(s.cold.peakBytes),
    (s.cold.pages / (s.cold.wallMs / 1000)).toFixed(1),
    seconds(s.warm.wallMs),
    mb(s.warm.peakBytes),
    (s.warm.pages / (s.warm.wallMs / 1000)).toFixed(1),
    (s.bare.pages / (s.bare.wallMs / 1000)).toFixed(1),
    seconds(s.noChange.wallMs) + (s.noChange.unchanged ? '' : ' (saw a change)'),
  ]);
  return [
    '## Build',
    '',
    "Wall time of the whole checked build (`astro build` plus the guards, `_headers` and `release.json`, as `npm run build` does), peak memory of its process tree (sum of resident set sizes, sampled every 100 ms), and HTML pages written per second. Cold: Astro's data store, the image cache and the build state start empty. Warm: the same build again at once, every cache kept (pictures, Astro's data store) but every page rendered again (`--force`), as after a change every page shows; the incremental build of an edit is measured by edit to live. Bare Astro: a project with one page file and no data or integrations writing as many pages, built by the same Astro in the same run (`scripts/bench/bare-astro.ts`), the yardstick for pages per second. No-change check: what `npm run build -- --if-changed` takes right after the warm build to find the portal unchanged and build nothing.",
    '',
    table(
      [
        'catalogue',
        'products built',
        'pages',
        'cold s',
        'cold peak MB',
        'cold pages/s',
        'warm s',
        'warm peak MB',
        'warm pages/s',
        'bare Astro pages/s',
        'no-change check s',
      ],
      rows,
    ),
    '',
    `![Build time against catalogue size, cold and warm](${chart})`,
  ].join('\n');
}

/** The columns a delivery's row shares, after what it changed: its figures, then when. */
const deliveryHeadings = [
  'English s',
  'Arabic s',
  'rebuild s',
  'processor s (publisher + server)',
  'load average',
  'pages rendered',
  'measured',
];

function deliveryCells(d: DeliveryToLive): string[] {
  return [
    seconds(d.byLanguage.en),
    seconds(d.byLanguage.ar),
    seconds(d.rebuildMs),
    d.cpuMs ? `${seconds(d.cpuMs.publisher)} + ${seconds(d.cpuMs.server)}` : 'n/a',
    d.loadAverage === undefined ? 'n/a' : d.loadAverage.toFixed(1),
    pagesRendered(d),
    d.measuredAt ? `${d.measuredAt.slice(0, 16).replace('T', ' ')} UTC` : 'with the run',
  ];
}

/** A row per catalogue size whose edit to live was measured. */
export function editToLiveRows(sizes: readonly SizeResult[]): string[][] {
  return sizes
    .filter(isBuilt)
    .flatMap(({ size, editToLive: e }) =>
      e
        ? [
            [
              n(size),
              `\`${e.path}\` (${e.productId})`,
              e.editsMs
                ? `${seconds(e.ms)} (median of ${e.editsMs.map(seconds).join(', ')})`
                : seconds(e.ms),
              ...deliveryCells(e),
            ],
          ]
        : [],
    );
}

/** A row per catalogue size whose category rename was measured after its edits. */
export function categoryRenamedRows(sizes: readonly SizeResult[]): string[][] {
  return sizes.filter(isBuilt).flatMap(({ size, editToLive }) => {
    const r = editToLive?.categoryRenamed;
    return r
      ? [
          [
            n(size),
            `${r.categoryId}: "${r.name}"`,
            `\`${r.path}\``,
            seconds(r.ms),
            ...deliveryCells(r),
          ],
        ]
      : [];
  });
}

function categoryRenamedPart(sizes: readonly SizeResult[]): string[] {
  const rows = categoryRenamedRows(sizes);
  if (rows.length === 0) return [];
  return [
    '',
    '### A change every page carries: a category renamed',
    '',
    "After the edits above, on the same releases: the edited product's sub-category renamed at the demo portal and one signed delivery naming no product, so the build reads the whole catalogue and Astro renders every page again (the menus on every page name the category; the release's pages also count the product-id redirect pages, written apart); timed until the server sends the product's page naming the category by its new name in English and in Arabic (a name the language's configuration does not translate shows as the portal's). The other figures as above.",
    '',
    table(
      ['catalogue', 'category renamed', 'page watched', 'rename to live s', ...deliveryHeadings],
      rows,
    ),
  ];
}

function editToLiveSection(sizes: readonly SizeResult[]): string {
  const rows = editToLiveRows(sizes);
  if (rows.length === 0) return '## Edit to live\n\nNot measured in this run.';
  return [
    '## Edit to live',
    '',
    "After the warm build, on the same caches: `npm run publish` makes a first release live in a releases folder, `npm run serve` serves it and `npm run publisher` waits for deliveries. One product's price is changed at the demo portal and one signed delivery naming it sent to the publisher (`scripts/bench/edit-to-live.ts`), so the build reads that product alone from the portal; edit to live is the time from the delivery until the server sends the product's page with the new price, as `formatMoney` writes it, in English and in Arabic (each read every 100 ms). Where several edits followed one first release (`--edits`, three by default), each is listed and the row's other figures are the median edit's. Rebuild: the publisher's build as `GET /hooks/status` reports it (the no-change check, the build, the new release's server check, the switch). The next edit waits until the shop's routes answer from the new release too (its health names it): an edit's pages are sent while the release's worker starts. Processor: the seconds of processor time, from the delivery until the publisher is idle again and the routes answer from the new release, of the publisher with the builds and checks it ran, and of the shop's server with its workers; the machine is shared, so wall times move with the load average (1 minute, as the edit ended) and processor times much less; n/a in figures from before they were kept. Pages rendered: the pages Astro rendered rather than reused, from the new release's `release.json`; n/a from a build that does not record it. Measured: when, where `npm run bench -- --edit-to-live-only` measured it after the rest of the run.",
    '',
    table(['catalogue', 'product page (id)', 'edit to live s', ...deliveryHeadings], rows),
    ...categoryRenamedPart(sizes),
  ].join('\n');
}

function cell(k: KindBytes): string {
  return k.requests === 0 ? '–' : `${kb(k.raw)} / ${kb(k.compressed)}`;
}

const kindHeadings: Record<(typeof resourceKinds)[number], string> = {
  html: 'HTML',
  css: 'CSS',
  js: 'JS',
  image: 'images',
  data: 'data',
  other: 'other',
};

/**
 * What to know of a size's page figures: ", measured on their own on 2026-11-27 14:05 UTC
 * (`--pages-only`)" for pages measured apart from a run; ", on placeholders: 1,320 pictures failed
 * to download" for a build that showed the placeholder for some of the portal's pictures, and which
 * results are on the flat pictures of before issue 29.
 */
function pagesNote(s: SizeResult): string {
  const measuredAt = s.pagesMeasuredAt
    ? `, measured on their own on ${s.pagesMeasuredAt.slice(0, 16).replace('T', ' ')} UTC (\`--pages-only\`)`
    : '';
  const pictures = {
    photographic: '',
    flat: ', on flat pictures (measured before the photographic ones)',
    placeholders: `, on placeholders: ${n(s.picturesFailed ?? 0)} pictures failed to download`,
  }[s.pictures];
  return measuredAt + pictures;
}

function bytesSection(sizes: readonly SizeResult[]): string {
  const parts = [
    '## Bytes per page type',
    '',
    "What a first visit downloads (empty browser cache, Lighthouse's mobile screen, scrolled to the end so islands that hydrate when visible and lazy images count), in KB raw / KB compressed as the shop's server sends it to a browser that takes brotli. Images are sent as they are (WebP). Data: the JSON files and on-demand route answers the islands ask for.",
  ];
  for (const s of sizes) {
    const rows = s.bytes.map((p) => {
      const total = resourceKinds.reduce(
        (sum, k) => ({
          requests: sum.requests + p.kinds[k].requests,
          raw: sum.raw + p.kinds[k].raw,
          compressed: sum.compressed + p.kinds[k].compressed,
        }),
        { requests: 0, raw: 0, compressed: 0 },
      );
      return [
        p.type,
        `\`${p.path}\``,
        n(total.requests),
        ...resourceKinds.map((k) => cell(p.kinds[k])),
        cell(total),
      ];
    });
    parts.push(
      '',
      `### ${n(s.size)} products${pagesNote(s)}`,
      '',
      table(
        ['page', 'path', 'requests', ...resourceKinds.map((k) => kindHeadings[k]), 'total'],
        rows,
      ),
    );
  }
  return parts.join('\n');
}

function lighthouseSection(sizes: readonly SizeResult[]): string {
  const runs = sizes.flatMap((s) => (s.lighthouse ?? []).map((r) => ({ size: s.size, ...r })));
  if (runs.length === 0) return '## Lighthouse\n\nNot run (`--skip-lighthouse`).';
  const noted = sizes
    .filter((s) => s.lighthouse && pagesNote(s))
    .map((s) => `${n(s.size)} products${pagesNote(s)}`);
  const rows = runs.map((r) => [
    n(r.size),
    r.type,
    `\`${r.path}\``,
    String(r.scores.performance),
    r.performanceRange.join(' to '),
    String(r.scores.accessibility),
    String(r.scores['best-practices']),
    String(r.scores.seo),
    r.cls.toFixed(3),
    n(Math.round(r.lcpMs)),
    n(Math.round(r.tbtMs)),
  ]);
  const failing = runs
    .filter((r) => r.failing.length > 0)
    .map((r) => `- ${n(r.size)}, ${r.type}: ${r.failing.join('; ')}`);
  return [
    '## Lighthouse',
    '',
    `Lighthouse's defaults: mobile emulation, simulated slow 4G and 4x CPU slowdown; each page run ${runs[0]?.runs} times, each run in a fresh headless Chromium, against the shop's own server (\`scripts/runtime/cli/serve.ts\`) on loopback${noted.length ? ` (${noted.join('; ')})` : ''}. Each row is the median run (Lighthouse's own choice: the run nearest the median first paint and time to interactive); the range is the lowest and highest performance score of the runs.`,
    '',
    table(
      [
        'catalogue',
        'page',
        'path',
        'performance',
        'performance range',
        'accessibility',
        'best practices',
        'SEO',
        'CLS',
        'LCP ms',
        'TBT ms',
      ],
      rows,
    ),
    '',
    failing.length
      ? `Audits that cost points (score below 0.9):\n\n${failing.join('\n')}`
      : 'No audit scored below 0.9.',
  ].join('\n');
}

function latencyRow(name: string, l: Latency): string[] {
  return [name, n(l.samples), ms(l.medianMs), ms(l.p95Ms)];
}

function searchSection(search: SearchResult | null): string {
  if (!search) return '## Search and filters\n\nNot measured in this run.';
  const measuredAt = search.measuredAt
    ? `, measured on their own on ${search.measuredAt.slice(0, 16).replace('T', ' ')} UTC (\`--search-only\`)`
    : '';
  return [
    `## Search and filters (${n(search.products)} products${measuredAt})`,
    '',
    `The server's listing service (\`src/server/listing/service.ts\`: the search engine of \`src/domain/listing/search.ts\`, the filters of \`src/domain/listing/listing-query-filter.ts\`, sorting, the page's cards and the brand counts), made from the listing snapshot the build wrote, in Node on this machine; each time is a whole answer of \`/api/products\` or \`/api/suggestions\` before it is written out. ${n(search.queries)} queries: typed words, plurals, typos, prefixes, and brands, model numbers (as written, without dashes, their first characters) and product names taken from the catalogue; each timed 5 times after a warm-up round.`,
    '',
    table(
      ['operation', 'samples', 'median ms', 'p95 ms'],
      [
        latencyRow('search, page 1', search.search),
        latencyRow('suggestions, per keystroke', search.suggest),
        latencyRow('category and price filters, page 1', search.filter),
        latencyRow('search + filters, page 1', search.searchAndFilter),
      ],
    ),
    '',
    `Before its first answer a server process parses the snapshot and builds the index: ${ms(search.firstSearchMs)} ms here (one sample), once per process.`,
    '',
    `In Chromium at Lighthouse's mobile size and 4x CPU slowdown, a shopper on \`/products\` types "${search.firstSearch.term}" into the header's search box and presses Enter (\`scripts/bench/first-search.ts\`; a release's server builds its search index before it takes traffic): from the Enter key to the first result cards, ${n(Math.round(search.firstSearch.resultsMs))} ms (median of ${search.firstSearch.runsMs.length} runs, each in a fresh browser: ${search.firstSearch.runsMs.map((ms) => n(Math.round(ms))).join(', ')} ms).`,
    '',
    table(
      ['what /products downloads (compressed)', 'requests', 'KB'],
      [
        [
          'first view (page 1 is in the HTML)',
          n(search.firstViewData.requests),
          kb(search.firstViewData.compressed),
        ],
        [
          `first search, Enter to results ("${search.firstSearch.term}")`,
          n(search.firstSearch.requests),
          kb(search.firstSearch.compressedBytes),
        ],
      ],
    ),
  ].join('\n');
}

/**
 * Under each target the run missed, what was found and what meeting it would take
 * (docs/bench-findings.md).
 */
export function missedSection(
  targets: readonly TargetCheck[],
  findings: Partial<Record<TargetId, Finding>>,
): string {
  const missed = targets.filter((t) => t.met === false);
  if (missed.length === 0)
    return '## Targets not met\n\nNone: every target measured in this run is met.';
  const parts = [
    '## Targets not met',
    '',
    `What the measuring found about each target this run missed, and what meeting it would take (\`${FINDINGS_FILE}\`).`,
  ];
  for (const t of missed) {
    const finding = findings[t.id];
    parts.push('', `### ${t.target}: ${t.measured}`, '');
    parts.push(
      finding
        ? `**Found.** ${finding.found}\n\n**What it would take.** ${finding.wouldTake}`
        : `**No finding written for this target** (\`## ${t.id}\` in \`${FINDINGS_FILE}\`).`,
    );
  }
  return parts.join('\n');
}

export function renderReport(results: BenchResults, findings = readFindings()): string {
  const { machine } = results;
  const { search } = results;
  const targets = checkTargets(
    results.sizes,
    search && {
      products: search.products,
      firstSearch: search.firstSearch,
      keystrokeP95Ms: search.suggest.p95Ms,
    },
  );
  return [
    '# Benchmarks',
    '',
    `Written by \`${results.command}\` on ${results.date.toISOString().slice(0, 16).replace('T', ' ')} UTC against the embedded demo portal. Do not edit by hand: run the bench again.`,
    '',
    table(
      ['machine', ''],
      [
        ['CPU', `${machine.cores} × ${machine.cpu}`],
        ['memory', `${(machine.memoryBytes / 1024 ** 3).toFixed(1)} GiB`],
        ['Node.js', machine.node],
        ['OS', machine.os],
        ['Chromium', machine.chromium],
        ['Lighthouse', machine.lighthouse],
      ],
    ),
    '',
    "Units are decimal, as browsers' developer tools show them: 1 KB = 1,000 bytes, 1 MB = 10^6, 1 GB = 10^9.",
    ...movedSection('## What moved', results.moved),
    '',
    '## Targets',
    '',
    table(
      ['target', 'measured', ''],
      targets.map((t) => [t.target, t.measured, verdict(t.met)]),
    ),
    '',
    missedSection(targets, findings),
    '',
    buildSection(results.sizes.filter(isBuilt), results.chart),
    '',
    editToLiveSection(results.sizes),
    '',
    bytesSection(results.sizes),
    '',
    lighthouseSection(results.sizes),
    '',
    searchSection(results.search),
    '',
    searchRecallSection(results.searchRecall),
    '',
    busyHourSection(results.busyHour),
    '',
    frontDoorSection(results.frontDoor),
    '',
    offersAgeSection(results.offersAge),
    '',
  ].join('\n');
}

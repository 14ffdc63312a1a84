/** The issue's targets, checked against what the bench measured. */
import type { BuildMeasure } from './build-run.ts';
import type { LighthouseResult } from './lighthouse-run.ts';
import type { PageBytes } from './page-bytes.ts';
import type { FirstSearch } from './first-search.ts';
import type { DeliveryToLive, EditToLive } from './edit-to-live.ts';
import { noindexPages, type PageType } from './pages.ts';

/**
 * The pictures a size's pages were measured on: the demo portal's photographic ones, of a real
 * shop's weight (issue 29); flat ones (results from before them); or placeholders, where the
 * measured build could not download some of the portal's pictures (`picturesFailed`) and showed the
 * placeholder instead, so its pages weigh and paint less than the catalogue's would.
 */
export type PicturesMeasured = 'photographic' | 'flat' | 'placeholders';

/** What a size's pages measured, on a build of its own (`--pages-only`) or in a whole run. */
export interface SizePages {
  size: number;
  bytes: PageBytes[];
  /** null when Lighthouse was skipped. */
  lighthouse: LighthouseResult[] | null;
  pictures: PicturesMeasured;
  /**
   * Pictures the measured build could not download (placeholders shown); absent in results from
   * before they were counted.
   */
  picturesFailed?: number;
  /**
   * When `bytes` and `lighthouse` were measured on their own (`--pages-only`), after the rest of
   * the run; absent when with it.
   */
  pagesMeasuredAt?: string;
}

/** What one catalogue size of a whole run measured: its builds as well as its pages. */
export interface BuiltSize extends SizePages {
  cold: BuildMeasure;
  warm: BuildMeasure;
  /** A bare Astro build of as many pages (bare-astro.ts). */
  bare: { wallMs: number; pages: number };
  /** The no-change check of a rebuild right after the warm build (`--if-changed`). */
  noChange: { wallMs: number; unchanged: boolean };
  /**
   * One price changed at the portal to its page served (edit-to-live.ts); null when not measured
   * (results from before it was).
   */
  editToLive: EditToLive | null;
}

/**
 * A size of the results: built by a whole run, or only its pages measured (`--pages-only` of a size
 * no run built).
 */
export type SizeResult = BuiltSize | SizePages;

export const isBuilt = (s: SizeResult): s is BuiltSize => 'cold' in s;

/**
 * How the pages of a build that could not download `failed` of the portal's pictures are recorded.
 */
export const picturesOfBuild = (
  failed: number,
): Pick<SizePages, 'pictures' | 'picturesFailed'> => ({
  pictures: failed > 0 ? 'placeholders' : 'photographic',
  picturesFailed: failed,
});

/** What the search measured, at one catalogue size. */
export interface SearchTargets {
  products: number;
  firstSearch: FirstSearch;
  /** Suggestions per keystroke, p95, in Node. */
  keystrokeP95Ms: number;
}

/** A target's stable name: what the findings of docs/bench-findings.md are headed by. */
export type TargetId =
  | `lighthouse-${keyof typeof lighthouseTargets}`
  | 'lcp-browse'
  | 'lcp-buy'
  | 'lcp-pictures'
  | 'cls'
  | `js-${string}`
  | 'product-js'
  | 'build-3-min'
  | 'build-memory'
  | 'warm-build'
  | 'warm-build-vs-bare'
  | 'cold-build'
  | 'warm-build-20000'
  | 'no-change-check'
  | 'edit-to-live'
  | 'edit-to-live-20000'
  | 'first-search-bytes'
  | 'first-search-time'
  | 'keystroke';

export interface TargetCheck {
  id: TargetId;
  target: string;
  measured: string;
  /** null: not measured in this run. */
  met: boolean | null;
}

/** Decimal units throughout, as browsers' developer tools show them: 1 KB = 1,000 bytes. */
export const KB = 1000;
export const GB = 1000 ** 3;

export const jsBudgets: Partial<Record<PageType, number>> = {
  product: 90 * KB,
  home: 130 * KB,
  'product (ar)': 90 * KB,
  'home (ar)': 130 * KB,
};
export const buildTarget = { size: 10000, wallMs: 3 * 60_000, peakBytes: 3 * GB };
/** Issue 14's further targets. */
export const fasterTargets = {
  warmMs: 120_000,
  /**
   * Issue 26: full builds no slower than before incremental builds, against bare Astro of the same
   * pages.
   */
  warmVsBare: 4.5,
  coldMs: 240_000,
  twentyThousandWarmMs: 150_000,
  noChangeMs: 15_000,
  productJs: 80 * KB,
  firstSearch: { requests: 3, bytes: 80 * KB, resultsMs: 300 },
  keystrokeMs: 16,
  /** LCP ceilings: browsing pages, and the pages of buying. */
  lcpMs: { browse: 1500, buy: 1800 },
};
/**
 * Issue 29: the largest paint of the pages a slide or a grid of product pictures leads, measured
 * with pictures of a real shop's weight (the demo portal's photographic JPEGs:
 * scripts/demo-portal/images.ts).
 */
export const picturesLcp = {
  ms: 1500,
  pages: ['home', 'home (ar)', 'listing', 'listing (ar)'] as readonly PageType[],
};
/**
 * Edit to live, per catalogue size: the delivery after a price change to its product page served in
 * both languages. At 20,000 products the page follows within 5 s (issue 47).
 */
export const editToLiveTargets: readonly { id: TargetId; size: number; ms: number }[] = [
  { id: 'edit-to-live', size: 10000, ms: 15_000 },
  { id: 'edit-to-live-20000', size: 20000, ms: 5_000 },
];
const buyingPages: readonly PageType[] = ['cart', 'checkout', 'confirmation'];
export const lighthouseTargets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;
/** Lighthouse shows CLS to three decimals; "0" is what it shows as 0.000. */
export const clsShownAsZero = (cls: number) => cls < 0.0005;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/**
 * A largest paint to the hundredth: to the tenth, 1,507 ms over a 1.5 s ceiling would read "1.5 s",
 * not met.
 */
const paint = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (n: number) => n.toLocaleString('en-US');

/** "12 of 40,382", or "n/a" from a build that does not say how many pages it rendered. */
export const pagesRendered = (e: DeliveryToLive) =>
  e.pagesRendered === null ? 'n/a' : `${count(e.pagesRendered)} of ${count(e.pages)}`;

export function checkTargets(
  sizes: readonly SizeResult[],
  search: SearchTargets | null = null,
): TargetCheck[] {
  const checks: TargetCheck[] = [];

  const lighthouse = sizes.flatMap((s) =>
    (s.lighthouse ?? []).map((r) => ({ size: s.size, pictures: s.pictures, ...r })),
  );
  for (const [category, min] of Object.entries(lighthouseTargets) as [
    keyof typeof lighthouseTargets,
    number,
  ][]) {
    const scored =
      category === 'seo' ? lighthouse.filter((r) => !noindexPages.includes(r.type)) : lighthouse;
    const misses = scored.filter((r) => r.scores[category] < min);
    checks.push({
      id: `lighthouse-${category}`,
      target: `Lighthouse mobile ${category} ${min === 100 ? '= 100' : `>= ${min}`} on every page type${category === 'seo' ? ` (${noindexPages.join(', ')}: noindex on purpose, not counted)` : ''}`,
      measured:
        scored.length === 0
          ? 'not run'
          : misses.length === 0
            ? `lowest ${Math.min(...scored.map((r) => r.scores[category]))}`
            : misses.map((r) => `${r.type} ${r.scores[category]} (${count(r.size)})`).join(', '),
      met: scored.length === 0 ? null : misses.length === 0,
    });
  }
  for (const [kind, ceiling] of Object.entries(fasterTargets.lcpMs) as [
    'browse' | 'buy',
    number,
  ][]) {
    const pages = lighthouse.filter((r) => buyingPages.includes(r.type) === (kind === 'buy'));
    const slow = pages.filter((r) => r.lcpMs > ceiling);
    checks.push({
      id: `lcp-${kind}`,
      target: `LCP <= ${seconds(ceiling)} on ${kind === 'buy' ? buyingPages.join(', ') : 'home, listing and product, both languages'}`,
      measured:
        pages.length === 0
          ? 'not run'
          : slow.length === 0
            ? `highest ${paint(Math.max(...pages.map((r) => r.lcpMs)))}`
            : slow.map((r) => `${r.type} ${paint(r.lcpMs)} (${count(r.size)})`).join(', '),
      met: pages.length === 0 ? null : slow.length === 0,
    });
  }
  // Flat pictures compress to almost nothing, and placeholders weigh less still: only runs on
  // photographic ones count.
  const pictured = lighthouse.filter(
    (r) => r.pictures === 'photographic' && picturesLcp.pages.includes(r.type),
  );
  const slowPictured = pictured.filter((r) => r.lcpMs > picturesLcp.ms);
  const onPlaceholders = sizes
    .filter((s) => s.pictures === 'placeholders' && s.lighthouse)
    .map(
      (s) =>
        `${count(s.size)}: ${count(s.picturesFailed ?? 0)} pictures failed to download, placeholders measured, not counted`,
    );
  checks.push({
    id: 'lcp-pictures',
    target: `LCP <= ${seconds(picturesLcp.ms)} on home and listing, both languages, with photographic pictures (800 px JPEG product pictures of 60 to 150 KB, 1600 x 500 slides of 150 to 300 KB)`,
    measured: [
      pictured.length === 0
        ? 'not run with photographic pictures'
        : slowPictured.length === 0
          ? `highest ${paint(Math.max(...pictured.map((r) => r.lcpMs)))}`
          : slowPictured.map((r) => `${r.type} ${paint(r.lcpMs)} (${count(r.size)})`).join(', '),
      ...onPlaceholders,
    ].join('; '),
    met: pictured.length === 0 ? null : slowPictured.length === 0,
  });
  const shifting = lighthouse.filter((r) => !clsShownAsZero(r.cls));
  checks.push({
    id: 'cls',
    target: 'CLS 0 on every page type',
    measured:
      lighthouse.length === 0
        ? 'not run'
        : shifting.length === 0
          ? 'highest 0.000'
          : shifting
              .map((r) => `${r.type} ${r.cls.toFixed(3)} (${r.size.toLocaleString('en-US')})`)
              .join(', '),
    met: lighthouse.length === 0 ? null : shifting.length === 0,
  });

  for (const [type, budget] of Object.entries(jsBudgets) as [PageType, number][]) {
    const pages = sizes.flatMap((s) => s.bytes.filter((p) => p.type === type));
    const worst = Math.max(...pages.map((p) => p.kinds.js.compressed));
    checks.push({
      id: `js-${type}`,
      target: `compressed JS on the ${type} page <= ${kb(budget)}`,
      measured: pages.length === 0 ? 'not measured' : `${kb(worst)} at most`,
      met: pages.length === 0 ? null : worst <= budget,
    });
  }

  const productJs = sizes.flatMap((s) =>
    s.bytes.filter((p) => p.type === 'product' || p.type === 'product (ar)'),
  );
  const worstProductJs = Math.max(...productJs.map((p) => p.kinds.js.compressed));
  checks.push({
    id: 'product-js',
    target: `compressed JS on the product page <= ${kb(fasterTargets.productJs)} (issue 14)`,
    measured: productJs.length === 0 ? 'not measured' : `${kb(worstProductJs)} at most`,
    met: productJs.length === 0 ? null : worstProductJs <= fasterTargets.productJs,
  });

  // Sizes whose pages alone were measured have no build figures.
  const built = sizes.filter(isBuilt);
  const at = built.find((s) => s.size === buildTarget.size);
  checks.push({
    id: 'build-3-min',
    target: `${buildTarget.size.toLocaleString('en-US')} products built in < 3 min with a warm image cache`,
    measured: at ? `${(at.warm.wallMs / 1000).toFixed(1)} s` : 'not built in this run',
    met: at ? at.warm.wallMs < buildTarget.wallMs : null,
  });
  checks.push({
    id: 'build-memory',
    target: `… and in < 3 GB of memory`,
    measured: at
      ? `${(Math.max(at.warm.peakBytes, at.cold.peakBytes) / GB).toFixed(2)} GB (cold or warm, whichever is more)`
      : 'not built in this run',
    met: at ? Math.max(at.warm.peakBytes, at.cold.peakBytes) < buildTarget.peakBytes : null,
  });
  const builds: [TargetId, string, number | undefined, number][] = [
    [
      'warm-build',
      `${count(buildTarget.size)} products, both languages, warm build < ${seconds(fasterTargets.warmMs)}`,
      at?.warm.wallMs,
      fasterTargets.warmMs,
    ],
    [
      'cold-build',
      `${count(buildTarget.size)} products, both languages, cold build < ${seconds(fasterTargets.coldMs)}`,
      at?.cold.wallMs,
      fasterTargets.coldMs,
    ],
    // The shop builds both languages always; issue 14 asks this of one, so meeting it with two
    // meets it.
    [
      'warm-build-20000',
      '20,000 products warm build < 150.0 s (built with both languages)',
      built.find((s) => s.size === 20000)?.warm.wallMs,
      fasterTargets.twentyThousandWarmMs,
    ],
    [
      'no-change-check',
      `no-change check at ${count(buildTarget.size)} products < ${seconds(fasterTargets.noChangeMs)}`,
      at?.noChange.wallMs,
      fasterTargets.noChangeMs,
    ],
  ];
  for (const [id, target, measured, limit] of builds) {
    checks.push({
      id,
      target,
      measured: measured === undefined ? 'not built in this run' : seconds(measured),
      met: measured === undefined ? null : measured < limit,
    });
  }
  const ratio = at ? at.warm.wallMs / at.bare.wallMs : undefined;
  checks.push({
    id: 'warm-build-vs-bare',
    target: `${count(buildTarget.size)} products, warm build (every page rendered) <= ${fasterTargets.warmVsBare} x a bare Astro build of as many pages in the same run (issue 26)`,
    measured:
      at && ratio !== undefined
        ? `${ratio.toFixed(2)} x (${seconds(at.warm.wallMs)} against ${seconds(at.bare.wallMs)})`
        : 'not built in this run',
    met: ratio === undefined ? null : ratio <= fasterTargets.warmVsBare,
  });
  for (const { id, size, ms } of editToLiveTargets) {
    const at = built.find((s) => s.size === size);
    const measured = at?.editToLive;
    checks.push({
      id,
      target: `edit to live at ${count(size)} products: one price changed at the portal, its product page served with it in both languages <= ${seconds(ms)}`,
      measured: !at
        ? 'not built in this run'
        : !measured
          ? 'not measured'
          : `${seconds(measured.ms)} (rebuild ${seconds(measured.rebuildMs)}, pages rendered ${pagesRendered(measured)})`,
      met: measured ? measured.ms <= ms : null,
    });
  }
  const first = search?.firstSearch;
  const wanted = fasterTargets.firstSearch;
  checks.push({
    id: 'first-search-bytes',
    target: `first search on /products: <= ${wanted.requests} requests and <= ${kb(wanted.bytes)} before results show`,
    measured: first
      ? `${first.requests} requests, ${kb(first.compressedBytes)} (${count(search.products)} products)`
      : 'not measured',
    met: first ? first.requests <= wanted.requests && first.compressedBytes <= wanted.bytes : null,
  });
  checks.push({
    id: 'first-search-time',
    target: `first search results within ${wanted.resultsMs} ms at 4x CPU slowdown`,
    measured: first ? `${Math.round(first.resultsMs)} ms` : 'not measured',
    met: first ? first.resultsMs <= wanted.resultsMs : null,
  });
  checks.push({
    id: 'keystroke',
    target: `suggestions per keystroke < ${fasterTargets.keystrokeMs} ms (p95, the server's answer, in Node)`,
    measured: search ? `${search.keystrokeP95Ms.toFixed(1)} ms` : 'not measured',
    met: search ? search.keystrokeP95Ms < fasterTargets.keystrokeMs : null,
  });
  return checks;
}

/**
 * What moved between a bench's stored run and the one it just measured: a line per figure both
 * runs have and that changed, with the change and its share, marked when it got worse by more than
 * a tenth. A figure that got worse unnoticed is a finding lost (edit to live at 20,000 products went
 * from 14 to 21 s between two runs nobody compared), so each bench prints these lines and the
 * report keeps them. The mark is a flag to look, not a verdict: the machine is shared and its load
 * moves wall times by more than that, which is why processor time and load average are compared
 * where both runs have them.
 */
import type { BusyHour } from './busy-figures.ts';
import type { DeliveryToLive } from './edit-to-live.ts';
import type { BenchResults } from './report.ts';
import { isBuilt } from './targets.ts';

/** What the stored results keep of the comparison. */
export interface Moved {
  /** ISO time of the run compared with. */
  since: string;
  lines: string[];
}

/**
 * A figure both runs measured; `worse` says which way is worse, null for neither. A change in the
 * worse direction larger than `tolerance` (a share of the earlier figure) is marked: a tenth by
 * default, the run-to-run noise of timings here; none for counts of failures, where any is news.
 */
interface Pair {
  what: string;
  before: number;
  after: number;
  unit: string;
  digits: number;
  worse: 'higher' | 'lower' | null;
  tolerance?: number;
}

const WORSE_SHARE = 0.1;

const n = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function describePair(pair: Pair): string | null {
  const { what, before, after, unit, digits, worse, tolerance = WORSE_SHARE } = pair;
  if (n(before, digits) === n(after, digits)) return null;
  const share = before === 0 ? null : (after - before) / before;
  const signed =
    share === null ? '' : ` (${share > 0 ? '+' : '−'}${n(Math.abs(share) * 100, 1)} %)`;
  const rise = worse === 'higher' ? after - before : worse === 'lower' ? before - after : 0;
  const gotWorse = rise > 0 && rise > tolerance * Math.abs(before);
  return `${what} ${n(before, digits)} → ${n(after, digits)}${unit}${signed}${gotWorse ? ', worse' : ''}`;
}

const seconds = (what: string, beforeMs: number, afterMs: number): Pair => ({
  what,
  before: beforeMs / 1000,
  after: afterMs / 1000,
  unit: ' s',
  digits: 1,
  worse: 'higher',
});

function deliveryPairs(what: string, before: DeliveryToLive, after: DeliveryToLive): Pair[] {
  const pairs = [
    seconds(what, before.ms, after.ms),
    seconds(`${what}: rebuild`, before.rebuildMs, after.rebuildMs),
  ];
  if (before.cpuMs && after.cpuMs)
    pairs.push(
      seconds(`${what}: publisher's processor`, before.cpuMs.publisher, after.cpuMs.publisher),
    );
  if (before.loadAverage !== undefined && after.loadAverage !== undefined)
    pairs.push({
      what: `${what}: load average`,
      before: before.loadAverage,
      after: after.loadAverage,
      unit: '',
      digits: 1,
      // The machine's state, not the shop's: never marked.
      worse: null,
    });
  return pairs;
}

/** `npm run bench`'s figures, per catalogue size both runs measured, then search's. */
export function benchMoves(before: BenchResults, after: BenchResults): string[] {
  const sizes = after.sizes.flatMap((now) => {
    const was = before.sizes.find((s) => s.size === now.size);
    if (!was) return [];
    const pairs: Pair[] = [];
    if (isBuilt(was) && isBuilt(now)) {
      pairs.push(
        seconds('cold build', was.cold.wallMs, now.cold.wallMs),
        seconds('warm build', was.warm.wallMs, now.warm.wallMs),
        {
          what: 'warm build peak',
          before: was.warm.peakBytes / 1e6,
          after: now.warm.peakBytes / 1e6,
          unit: ' MB',
          digits: 0,
          worse: 'higher',
        },
        seconds('bare Astro build', was.bare.wallMs, now.bare.wallMs),
        seconds('no-change check', was.noChange.wallMs, now.noChange.wallMs),
      );
      if (was.editToLive && now.editToLive) {
        pairs.push(...deliveryPairs('edit to live', was.editToLive, now.editToLive));
        const [renamedBefore, renamedAfter] = [
          was.editToLive.categoryRenamed,
          now.editToLive.categoryRenamed,
        ];
        if (renamedBefore && renamedAfter)
          pairs.push(...deliveryPairs('a category renamed', renamedBefore, renamedAfter));
      }
    }
    for (const page of now.lighthouse ?? []) {
      const earlier = was.lighthouse?.find((p) => p.type === page.type && p.path === page.path);
      if (!earlier) continue;
      pairs.push(
        {
          what: `Lighthouse performance of ${page.path}`,
          before: earlier.scores.performance,
          after: page.scores.performance,
          unit: '',
          digits: 0,
          worse: 'lower',
        },
        seconds(`LCP of ${page.path}`, earlier.lcpMs, page.lcpMs),
      );
    }
    return linesOf(`${n(now.size)} products`, pairs);
  });
  return [...sizes, ...searchMoves(before.search, after.search)];
}

const millis = (what: string, before: number, after: number): Pair => ({
  what,
  before,
  after,
  unit: ' ms',
  digits: 1,
  worse: 'higher',
});

/** The search figures, when both runs timed search at the same catalogue size. */
function searchMoves(before: BenchResults['search'], after: BenchResults['search']): string[] {
  if (!before || !after || before.products !== after.products) return [];
  return linesOf(`search at ${n(after.products)} products`, [
    millis('index built', before.firstSearchMs, after.firstSearchMs),
    millis('search p95', before.search.p95Ms, after.search.p95Ms),
    millis('suggestions p95', before.suggest.p95Ms, after.suggest.p95Ms),
    millis('search and filter p95', before.searchAndFilter.p95Ms, after.searchAndFilter.p95Ms),
    millis(
      "a shopper's first search in Chromium",
      before.firstSearch.resultsMs,
      after.firstSearch.resultsMs,
    ),
  ]);
}

/** `npm run bench:busy`'s figures, per level both runs measured. */
export function busyMoves(before: BusyHour, after: BusyHour): string[] {
  return after.levels.flatMap((now) => {
    const was = before.levels.find((l) => l.viewsPerHour === now.viewsPerHour);
    if (!was) return [];
    const count = (
      what: string,
      b: number,
      a: number,
      worse: Pair['worse'],
      tolerance?: number,
    ): Pair => ({ what, before: b, after: a, unit: '', digits: 0, worse, tolerance });
    const pairs = [
      count('portal calls', was.portal.total, now.portal.total, 'higher'),
      count('refused (401)', was.portal.refused, now.portal.refused, 'higher', 0),
      count('views answered', was.views.answered, now.views.answered, 'lower', 0),
      count('orders placed', was.orders.placed, now.orders.placed, 'lower', 0),
    ];
    if (was.ages.p95Ms !== null && now.ages.p95Ms !== null)
      pairs.push(seconds("figures' age p95 (real)", was.ages.p95Ms, now.ages.p95Ms));
    return linesOf(`${n(now.viewsPerHour)} views an hour`, pairs);
  });
}

function linesOf(subject: string, pairs: readonly Pair[]): string[] {
  const moved = pairs.flatMap((pair) => describePair(pair) ?? []);
  return moved.length === 0 ? [] : [`${subject}: ${moved.join('; ')}`];
}

/** The comparison kept with a run, against the run of `date`. */
export function movedSince(date: Date | string, lines: readonly string[]): Moved {
  return { since: new Date(date).toISOString(), lines: [...lines] };
}

/** The lines of a comparison: nothing moved, or a line each; none where no run was stored before. */
export function movedLines(moved: Moved | undefined): string[] {
  if (!moved) return ['No earlier run stored: nothing to compare with.'];
  const since = `${moved.since.slice(0, 16).replace('T', ' ')} UTC`;
  return moved.lines.length === 0
    ? [`Nothing moved since the run of ${since}.`]
    : [
        `Against the run of ${since} (marked: worse by more than a tenth, or any more failures):`,
        '',
        ...moved.lines.map((line) => `- ${line}`),
      ];
}

/**
 * A report's section on what moved, under `heading`, after a blank line; none for results stored
 * before runs were compared.
 */
export function movedSection(heading: string, moved: Moved | undefined): string[] {
  return moved ? ['', heading, '', ...movedLines(moved)] : [];
}

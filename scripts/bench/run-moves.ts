/**
 * Which figures of each bench's results are compared from one run to the next (moved.ts says how
 * a change reads).
 */
import type { BusyHour } from './busy-figures.ts';
import type { DeliveryToLive } from './edit-to-live.ts';
import type { FrontDoor } from './front-door-report.ts';
import { count, figure, linesOf, millis, seconds, type Pair } from './moved.ts';
import type { BenchResults } from './report.ts';
import { isBuilt } from './targets.ts';

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
        count(
          `Lighthouse performance of ${page.path}`,
          earlier.scores.performance,
          page.scores.performance,
          'lower',
        ),
        seconds(`LCP of ${page.path}`, earlier.lcpMs, page.lcpMs),
      );
    }
    return linesOf(`${figure(now.size)} products`, pairs);
  });
  return [...sizes, ...searchMoves(before.search, after.search)];
}

/** The search figures, when both runs timed search at the same catalogue size. */
function searchMoves(before: BenchResults['search'], after: BenchResults['search']): string[] {
  if (!before || !after || before.products !== after.products) return [];
  return linesOf(`search at ${figure(after.products)} products`, [
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
    const pairs = [
      count('portal calls', was.portal.total, now.portal.total, 'higher'),
      count('refused (401)', was.portal.refused, now.portal.refused, 'higher', 0),
      count('views answered', was.views.answered, now.views.answered, 'lower', 0),
      count('orders placed', was.orders.placed, now.orders.placed, 'lower', 0),
    ];
    if (was.ages.p95Ms !== null && now.ages.p95Ms !== null)
      pairs.push(seconds("figures' age p95 (real)", was.ages.p95Ms, now.ages.p95Ms));
    return linesOf(`${figure(now.viewsPerHour)} views an hour`, pairs);
  });
}

/** `npm run bench:front-door`'s figures, per case both runs measured. */
export function frontDoorMoves(before: FrontDoor, after: FrontDoor): string[] {
  const load = linesOf('load average', [
    {
      what: 'at the start',
      before: before.loadAverage[0],
      after: after.loadAverage[0],
      unit: '',
      digits: 1,
      worse: null,
    },
  ]);
  const cases = after.cases.flatMap((now) => {
    const was = before.cases.find((c) => c.name === now.name && c.target === now.target);
    if (!was) return [];
    const failures = (c: typeof now) => Object.values(c.other).reduce((sum, k) => sum + k, 0);
    return linesOf(`${now.name}, ${now.target}`, [
      count('requests/s', was.perSecond, now.perSecond, 'lower'),
      millis('p99', was.p99Ms, now.p99Ms),
      count('answers other than 200', failures(was), failures(now), 'higher', 0),
    ]);
  });
  return [...load, ...cases];
}

import { describe, expect, it } from 'vitest';
import type { BusyLevel } from './busy-figures.ts';
import type { EditToLive } from './edit-to-live.ts';
import type { FrontDoor } from './front-door-report.ts';
import { benchMoves, busyMoves, frontDoorMoves } from './run-moves.ts';
import type { BenchResults } from './report.ts';
import type { BuiltSize } from './targets.ts';
import { busyHourOf, emptyResults } from './test-fixtures.ts';

const build = (wallMs: number) => ({
  wallMs,
  peakBytes: 3_000e6,
  pages: 80_742,
  products: 19_900,
  imagesFailed: 0,
});

const edit = (ms: number, load: number): EditToLive => ({
  productId: 2,
  path: '/product/apc',
  ms,
  byLanguage: { en: ms, ar: ms },
  rebuildMs: ms - 2_000,
  pages: 80_744,
  pagesRendered: 28,
  cpuMs: { publisher: ms, server: 2_500 },
  loadAverage: load,
});

const size = (overrides: Partial<BuiltSize> = {}): BuiltSize => ({
  size: 20_000,
  cold: build(475_300),
  warm: build(375_500),
  bytes: [],
  lighthouse: null,
  bare: { wallMs: 69_400, pages: 80_742 },
  noChange: { wallMs: 14_200, unchanged: true },
  editToLive: edit(17_100, 3.8),
  pictures: 'photographic',
  ...overrides,
});

const results = (sizes: BuiltSize[]): BenchResults => ({
  ...emptyResults('2026-11-26T14:07:00Z'),
  sizes,
});

describe('benchMoves', () => {
  it('says per size what moved, each figure both runs have', () => {
    const before = results([size()]);
    const after = results([
      size({
        warm: build(362_100),
        editToLive: {
          ...edit(21_000, 3.8),
          categoryRenamed: { ...edit(400_000, 2), categoryId: 11, name: 'X Pro Range' },
        },
      }),
    ]);
    expect(benchMoves(before, after)).toEqual([
      '20,000 products: warm build 375.5 → 362.1 s (−3.6 %); edit to live 17.1 → 21.0 s (+22.8 %), worse; ' +
        "edit to live: rebuild 15.1 → 19.0 s (+25.8 %), worse; edit to live: publisher's processor 17.1 → 21.0 s (+22.8 %), worse",
    ]);
  });

  it('compares the renames and the Lighthouse pages when both runs have them', () => {
    const renamed = (ms: number) => ({ ...edit(ms, 2), categoryId: 11, name: 'X Pro Range' });
    const page = (performance: number) => ({
      type: 'home' as const,
      path: '/',
      scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
      cls: 0,
      lcpMs: 1_500,
      tbtMs: 0,
      failing: [],
      runs: 3,
      performanceRange: [performance, performance] as [number, number],
    });
    const before = results([
      size({
        editToLive: { ...edit(17_100, 3.8), categoryRenamed: renamed(400_000) },
        lighthouse: [page(100)],
      }),
    ]);
    const after = results([
      size({
        editToLive: { ...edit(17_100, 3.8), categoryRenamed: renamed(380_000) },
        lighthouse: [page(93)],
      }),
    ]);
    expect(benchMoves(before, after)).toEqual([
      "20,000 products: a category renamed 400.0 → 380.0 s (−5.0 %); a category renamed: rebuild 398.0 → 378.0 s (−5.0 %); a category renamed: publisher's processor 400.0 → 380.0 s (−5.0 %); Lighthouse performance of / 100 → 93 (−7.0 %)",
    ]);
  });

  it('says nothing of a size only one run has, nor of figures that did not move', () => {
    expect(benchMoves(results([size()]), results([size({ size: 10_000 })]))).toEqual([]);
    expect(benchMoves(results([size()]), results([size()]))).toEqual([]);
  });
});

describe('busyMoves', () => {
  const level = (calls: number, placed: number): BusyLevel => ({
    viewsPerHour: 100_000,
    products: 495,
    views: { answered: 100_000, statuses: { '200': 100_000 }, perSecond: 278, p50Ms: 3, p95Ms: 7 },
    orders: { attempted: 60, placed, answers: { '200': placed } },
    portal: { calls: { products: calls }, total: calls, refused: 0 },
    ages: { dated: 100, fromBuild: 0, stale: 0, medianMs: 15_000, p95Ms: 28_800, maxMs: 35_000 },
  });

  it('gives the portal calls and orders placed per level, a lost order marked', () => {
    expect(busyMoves(busyHourOf([level(191, 60)]), busyHourOf([level(188, 59)]))).toEqual([
      '100,000 views an hour: portal calls 191 → 188 (−1.6 %); orders placed 60 → 59 (−1.7 %), worse',
    ]);
    expect(busyMoves(busyHourOf([level(191, 59)]), busyHourOf([level(260, 60)]))).toEqual([
      '100,000 views an hour: portal calls 191 → 260 (+36.1 %), worse; orders placed 59 → 60 (+1.7 %)',
    ]);
  });
});

describe('frontDoorMoves', () => {
  const run = (perSecond: number, other: Record<string, number>, load: number): FrontDoor => ({
    command: 'npm run bench:front-door',
    date: '2026-11-28T19:49:00.000Z',
    seconds: 10,
    clients: 10,
    products: 495,
    loadAverage: [load, load],
    cases: [
      {
        name: 'product page',
        target: 'nginx + 2 instances',
        requests: 1,
        perSecond,
        p50Ms: 9.8,
        p99Ms: 334.3,
        other,
      },
    ],
  });

  it('gives requests a second, p99 and failures per case, beside the load the runs began at', () => {
    expect(frontDoorMoves(run(490, {}, 22.5), run(1_530, { '502': 2 }, 1.2))).toEqual([
      'load average: at the start 22.5 → 1.2 (−94.7 %)',
      'product page, nginx + 2 instances: requests/s 490 → 1,530 (+212.2 %); answers other than 200 0 → 2, worse',
    ]);
    expect(frontDoorMoves(run(1_530, {}, 1.2), run(1_200, {}, 1.2))).toEqual([
      'product page, nginx + 2 instances: requests/s 1,530 → 1,200 (−21.6 %), worse',
    ]);
  });
});

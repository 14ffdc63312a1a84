import { describe, expect, it } from 'vitest';
import type { BusyHour, BusyLevel } from './busy-figures.ts';
import { busyHourSection, busyRoutes } from './busy-report.ts';
import { busyHourOf } from './test-fixtures.ts';

function level(viewsPerHour: number, overrides: Partial<BusyLevel> = {}): BusyLevel {
  return {
    viewsPerHour,
    products: 485,
    views: {
      answered: viewsPerHour,
      statuses: { '200': viewsPerHour },
      perSecond: viewsPerHour / 360,
      p50Ms: 2.1,
      p95Ms: 6.4,
    },
    orders: { attempted: 60, placed: 60, answers: { '200': 60 } },
    portal: {
      calls: { products: 12, 'products/view': 121, 'orders/guest-checkout': 60 },
      total: 193,
      refused: 0,
    },
    ages: {
      dated: viewsPerHour + 60,
      fromBuild: 0,
      stale: 0,
      medianMs: 15_400,
      p95Ms: 29_100,
      maxMs: 34_800,
    },
    ...overrides,
  };
}

const busy: BusyHour = busyHourOf([
  level(100),
  level(100_000, {
    views: {
      answered: 99_512,
      statuses: { '200': 99_509, '429': 2, 'no answer (ECONNREFUSED)': 1 },
      perSecond: 276.4,
      p50Ms: 3,
      p95Ms: 12,
    },
  }),
]);

describe('busyHourSection', () => {
  it("gives a row per level: views, calls per route, orders placed of attempted and the figures' age in the hour's terms", () => {
    const md = busyHourSection(busy);
    const expected = [
      'Written by `npm run bench:busy` on 2026-11-28 17:40 UTC',
      '| views an hour | views answered (a second) | answer ms p50 / p95 | products | products/view | orders/guest-checkout | sales | portal calls | refused (401) | orders placed |',
      '| 100 | 100 (0.3/s) | 2.1 / 6.4 | 12 | 121 | 60 | 0 | 193 | 0 | 60 of 60 | 2 min 34 s (15.4 s) | 4 min 51 s (29.1 s) | 5 min 48 s (34.8 s) | 0 |',
      '| 100,000 | 99,512 (276.4/s) | 3.0 / 12.0 | 12 |',
      'Time is compressed 10 times: an hour takes 360 s',
      'up to 5 s longer',
    ];
    for (const text of expected) expect(md).toContain(text);
  });

  it("lists the answers other than 200, and says which answers had the build's figures", () => {
    const md = busyHourSection({
      ...busy,
      levels: [
        level(10_000, {
          orders: { attempted: 60, placed: 59, answers: { '200': 59, '409 offer-changed': 1 } },
          ages: { ...level(1).ages, stale: 3, fromBuild: 3 },
        }),
      ],
    });
    expect(md).toContain('- 10,000 views an hour: 1 orders answered 409 offer-changed.');
    expect(md).toContain('| 59 of 60 |');
    expect(md).toContain("| 3 (3 with the build's figures) |");
    expect(busyHourSection(busy)).toContain(
      '- 100,000 views an hour: 2 views answered 429; 1 views got no answer (ECONNREFUSED).',
    );
  });

  it('gives a column to a route the shop is not expected to call, after the named ones', () => {
    const tracked = level(100, {
      portal: { calls: { products: 12, 'website/send_contact': 1 }, total: 13, refused: 0 },
    });
    expect(busyRoutes([tracked])).toEqual([
      'products',
      'products/view',
      'orders/guest-checkout',
      'sales',
      'website/send_contact',
    ]);
  });

  it('says when it was never run', () => {
    expect(busyHourSection(undefined)).toBe(
      '## Busy hour\n\nNot measured yet: `npm run bench:busy`.',
    );
  });
});

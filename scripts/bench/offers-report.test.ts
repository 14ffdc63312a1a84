import { describe, expect, it } from 'vitest';
import { movedSince, offersAgeSection, type SizeAge } from './offers-report.ts';

const size = (products: number, ageP95S: number, callsPerRead = 1): SizeAge => ({
  products,
  pages: [{ rows: 500, ms: 40, bytes: 120_000 }],
  pageSize: 10_000,
  callsPerRead,
  cadenceS: 18 * callsPerRead,
  readMs: 300,
  ageMedianS: ageP95S / 2,
  ageP95S,
  callsPerHour: 200,
  deliveryMs: [412, 388, 1_020],
});

describe('figures’ age in the bench report', () => {
  it('says what moved against the stored run, size by size', () => {
    expect(movedSince(undefined, [size(500, 17.4)])).toEqual([
      'No earlier run stored: nothing to compare with.',
    ]);
    expect(
      movedSince([size(500, 17.4), size(5_000, 17.6)], [size(500, 17.5), size(20_000, 35.5, 2)]),
    ).toEqual([
      '500 products: age p95 17.4 → 17.5 s, median 8.7 → 8.8 s; a read 300 → 300 ms in 1 → 1 calls; calls an hour 200 → 200',
    ]);
  });

  it('gives a row per catalogue size with its age and what it costs of the refresher’s share', () => {
    const section = offersAgeSection({
      measuredAt: '2026-12-05T21:30:00.000Z',
      hourlyLimit: 500,
      refresherCalls: 200,
      orderReserve: 100,
      lookupEveryMs: 250,
      reads: 3,
      sizes: [size(20_000, 35.5, 2)],
      moved: ['20,000 products: …'],
    });
    expect(section).toContain(
      '| 20,000 | 10,000 | 2 | 36.0 s | 300 ms | 17.8 s | 35.5 s | 200 | 100 % | 412, 388, 1,020 ms |',
    );
    expect(section).toContain('| 20,000 | 40 ms, 120 KB |');
    expect(offersAgeSection(undefined)).toContain('Not measured yet');
  });
});

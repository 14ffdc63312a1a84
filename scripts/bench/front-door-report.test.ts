import { describe, expect, it } from 'vitest';
import { frontDoorSection, type FrontDoor } from './front-door-report.ts';

const front: FrontDoor = {
  command: 'npm run bench:front-door -- --seconds 10 --clients 10',
  date: '2026-11-28T19:30:00.000Z',
  seconds: 10,
  clients: 10,
  products: 495,
  loadAverage: [1.2, 1.5],
  cases: [
    {
      name: 'product page',
      target: 'node front server alone',
      requests: 12_000,
      perSecond: 1_200,
      p50Ms: 7.04,
      p99Ms: 21.56,
      other: {},
    },
    {
      name: '/api/live/{id}',
      target: 'nginx + 2 instances',
      requests: 5_000,
      perSecond: 500,
      p50Ms: 15,
      p99Ms: 60,
      other: { 502: 2 },
    },
  ],
};

describe('frontDoorSection', () => {
  it('says how to measure when nothing was', () => {
    expect(frontDoorSection(undefined)).toContain('npm run bench:front-door');
  });

  it('gives each case its rate, p99 and the answers other than 200', () => {
    const md = frontDoorSection(front);
    expect(md).toContain('| product page | node front server alone | 1,200 | 7.0 | 21.6 | none |');
    expect(md).toContain('| /api/live/{id} | nginx + 2 instances | 500 | 15.0 | 60.0 | 2 × 502 |');
    expect(md).toContain('2026-11-28 19:30 UTC');
  });
});

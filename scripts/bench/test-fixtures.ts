/** Results for the bench's tests to fill in. */
import type { BusyHour, BusyLevel } from './busy-figures.ts';
import type { BenchResults } from './report.ts';

/** A run that measured nothing. */
export const emptyResults = (date: string): BenchResults => ({
  date: new Date(date),
  machine: {
    cpu: 'Test CPU',
    cores: 2,
    memoryBytes: 1,
    node: 'v24',
    os: 'Linux',
    chromium: 'Chromium',
    lighthouse: '13',
  },
  command: 'npm run bench',
  sizes: [],
  search: null,
  chart: 'build-time.svg',
});

/** A busy hour of `levels` at the bench's defaults, run on 2026-11-28 17:40 UTC. */
export const busyHourOf = (levels: BusyLevel[]): BusyHour => ({
  date: '2026-11-28T17:40:00.000Z',
  command: 'npm run bench:busy',
  hourSeconds: 360,
  factor: 10,
  hourlyLimit: 500,
  ordersPerHour: 60,
  levels,
});

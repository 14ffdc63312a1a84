/** Results of a run that measured nothing, for the bench's tests to fill in. */
import type { BenchResults } from './report.ts';

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

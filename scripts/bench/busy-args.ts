/** The command line of `npm run bench:busy`. */
import { parseArgs } from 'node:util';

export interface BusyArgs {
  /** Product views an hour, one compressed hour each, ascending. */
  levels: number[];
  /** Real seconds that stand for an hour. */
  hourSeconds: number;
  ordersPerHour: number;
  /** The report; the results go beside it (results-file.ts). */
  out: string;
}

export const busyUsage =
  'npm run bench:busy -- [--levels 100,10000,100000] [--hour-seconds 360] [--orders-per-hour 60] [--out docs/benchmarks.md]';

function positive(text: string, flag: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${flag} wants a positive whole number, got "${text}"\nusage: ${busyUsage}`);
  return n;
}

export function parseBusyArgs(argv: string[]): BusyArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      levels: { type: 'string', default: '100,10000,100000' },
      // 100,000 views an hour in 6 minutes is 278 a second: what this 2-core machine sustains with
      // the shop, its portal and the load on it.
      'hour-seconds': { type: 'string', default: '360' },
      'orders-per-hour': { type: 'string', default: '60' },
      out: { type: 'string', default: 'docs/benchmarks.md' },
    },
  });
  const levels = values.levels.split(',').map((level) => positive(level.trim(), '--levels'));
  return {
    levels: [...new Set(levels)].sort((a, b) => a - b),
    hourSeconds: positive(values['hour-seconds'], '--hour-seconds'),
    ordersPerHour: positive(values['orders-per-hour'], '--orders-per-hour'),
    out: values.out,
  };
}

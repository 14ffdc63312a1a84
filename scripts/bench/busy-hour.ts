/**
 * `npm run bench:busy -- [--levels 100,10000,100000] [--hour-seconds 360]`: does a busy hour still
 * sell? Each level is one hour, compressed, of product views at its rate and orders at a fixed
 * rate, on the last build (dist/) and a demo portal that keeps the portal's hourly limit (500 calls
 * per route, then 401), each level on a fresh shop and portal (busy-level.ts). Prints progress and
 * each level's row, then stores the figures in docs/benchmarks.json under `busyHour` and writes
 * docs/benchmarks.md again with its "Busy hour" table (busy-report.ts).
 */
import '../dev/src-loader.ts';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseBusyArgs } from './busy-args.ts';
import type { BusyHour, BusyLevel } from './busy-figures.ts';
import { busyHourTable } from './busy-report.ts';
import { compressHour } from './busy-schedule.ts';
import { renderReport } from './report.ts';
import { loadResults, resultsFileOf, saveResults } from './results-file.ts';
import { movedLines, movedSince } from './moved.ts';
import { busyMoves } from './run-moves.ts';

// Imports src/, through the loader imported above.
const { runLevel } = await import('./busy-level.ts');

/** The portal's limit per route an hour (PORTAL.md), at the portal and in the shop's setting. */
const HOURLY_LIMIT = 500;

const args = parseBusyArgs(process.argv.slice(2));
const hour = compressHour(args.hourSeconds);
const log = (line: string) => console.log(`[busy] ${line}`);
const command = `npm run bench:busy${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
const summary = (levels: BusyLevel[]): BusyHour => ({
  date: new Date().toISOString(),
  command,
  hourSeconds: args.hourSeconds,
  factor: hour.factor,
  hourlyLimit: HOURLY_LIMIT,
  ordersPerHour: args.ordersPerHour,
  levels,
});

log(
  `an hour in ${args.hourSeconds} s (${hour.factor.toFixed(1)} times faster): the portal's limit ${HOURLY_LIMIT} calls per route an hour, ` +
    `the offers read as often as the budget allows, ${args.ordersPerHour} orders an hour; levels ${args.levels.map((level) => level.toLocaleString('en-US')).join(', ')} views an hour`,
);
const scratch = await mkdtemp(path.join(tmpdir(), 'bench-busy-'));
try {
  const levels: BusyLevel[] = [];
  for (const [index, viewsPerHour] of args.levels.entries()) {
    const name = `${viewsPerHour.toLocaleString('en-US')} views an hour`;
    log(
      `${name}: ${(viewsPerHour / args.hourSeconds).toFixed(1)} a second for ${args.hourSeconds} s, on a fresh shop and portal`,
    );
    levels.push(
      await runLevel({
        viewsPerHour,
        ordersPerHour: args.ordersPerHour,
        hour,
        hourlyLimit: HOURLY_LIMIT,
        dir: scratch,
        seed: index + 1,
        log: (line) => log(`${name}: ${line}`),
      }),
    );
    console.log(busyHourTable(summary(levels.slice(-1))));
  }
  const file = resultsFileOf(args.out);
  const stored = await loadResults(file);
  const measured = summary(levels);
  const moved =
    stored.busyHour && movedSince(stored.busyHour.date, busyMoves(stored.busyHour, measured));
  for (const line of movedLines(moved)) log(line);
  const results = { ...stored, busyHour: { ...measured, moved } };
  await saveResults(file, results);
  await writeFile(args.out, renderReport(results));
  log(`stored in ${file} and written to ${args.out}`);
} catch (error) {
  console.error(
    `[busy] FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}

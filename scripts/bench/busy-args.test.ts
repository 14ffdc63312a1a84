import { describe, expect, it } from 'vitest';
import { parseBusyArgs } from './busy-args.ts';

describe('parseBusyArgs', () => {
  it('runs the three levels in a 6-minute hour by default', () => {
    expect(parseBusyArgs([])).toEqual({
      levels: [100, 10_000, 100_000],
      hourSeconds: 360,
      ordersPerHour: 60,
      out: 'docs/benchmarks.md',
    });
  });

  it('takes the levels and the hour of a quick run', () => {
    expect(parseBusyArgs(['--levels', '10000, 100', '--hour-seconds=60'])).toMatchObject({
      levels: [100, 10_000],
      hourSeconds: 60,
    });
  });

  it('refuses what is not a positive whole number, and options it does not know', () => {
    expect(() => parseBusyArgs(['--levels', '100,lots'])).toThrow(
      '--levels wants a positive whole number, got "lots"',
    );
    expect(() => parseBusyArgs(['--hour-seconds', '0'])).toThrow('--hour-seconds wants');
    expect(() => parseBusyArgs(['--sizes', '500'])).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { defaultSizes, parseBenchArgs, searchSizeOf } from './args.ts';

describe('parseBenchArgs', () => {
  it('defaults to every size, with Lighthouse, searching at 10,000', () => {
    const args = parseBenchArgs([]);
    expect(args).toEqual({
      sizes: defaultSizes,
      skipLighthouse: false,
      lighthouseRuns: 3,
      searchSize: 10000,
      out: 'docs/benchmarks.md',
      reportOnly: false,
      editToLiveOnly: false,
      pagesOnly: false,
      searchOnly: false,
      edits: 3,
      cpuProfDir: null,
    });
    expect(searchSizeOf(args)).toBe(10000);
  });

  it('reads sizes in any order, once each, in either flag form', () => {
    expect(parseBenchArgs(['--sizes', '5000,500,5000']).sizes).toEqual([500, 5000]);
    expect(parseBenchArgs(['--sizes=20000']).sizes).toEqual([20000]);
  });

  it('searches at the largest built size when the search size is not built', () => {
    expect(searchSizeOf(parseBenchArgs(['--sizes', '500,5000']))).toBe(5000);
  });

  it('reads the switches and refuses what it does not know', () => {
    expect(parseBenchArgs(['--skip-lighthouse']).skipLighthouse).toBe(true);
    expect(parseBenchArgs(['--lighthouse-runs', '5']).lighthouseRuns).toBe(5);
    expect(parseBenchArgs(['--edits', '1']).edits).toBe(1);
    expect(parseBenchArgs(['--cpu-prof', '/tmp/prof']).cpuProfDir).toBe('/tmp/prof');
    expect(parseBenchArgs(['--report-only']).reportOnly).toBe(true);
    expect(parseBenchArgs(['--edit-to-live-only', '--sizes', '500'])).toMatchObject({
      editToLiveOnly: true,
      sizes: [500],
    });
    expect(parseBenchArgs(['--pages-only', '--sizes', '10000'])).toMatchObject({
      pagesOnly: true,
      sizes: [10000],
    });
    expect(() => parseBenchArgs(['--report-only', '--edit-to-live-only'])).toThrow(
      '--report-only and --edit-to-live-only: choose one',
    );
    expect(parseBenchArgs(['--search-only', '--search-size', '10000'])).toMatchObject({
      searchOnly: true,
      searchSize: 10000,
    });
    expect(() => parseBenchArgs(['--edit-to-live-only', '--pages-only'])).toThrow(
      '--edit-to-live-only and --pages-only: choose one',
    );
    expect(() => parseBenchArgs(['--pages-only', '--search-only'])).toThrow(
      '--pages-only and --search-only: choose one',
    );
    expect(() => parseBenchArgs(['--lighthouse-runs', '0'])).toThrow(
      /--lighthouse-runs wants a positive whole number/,
    );
    expect(() => parseBenchArgs(['--sizes', '500,lots'])).toThrow(/positive whole number/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/unknown option --fast/);
  });
});

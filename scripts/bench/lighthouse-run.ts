/**
 * Lighthouse's scores for a page, mobile emulation (its default), in a fresh headless Chromium per
 * run so one run's cache and service state never help the next. A page is run several times and the
 * median run reported, as Lighthouse's own guidance on variability advises: one run moves by
 * several points. puppeteer-core and chrome-launcher come with lighthouse.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { TotalBlockingTime } from 'lighthouse/core/computed/metrics/total-blocking-time.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs, findChromium } from '../dev/chromium.ts';
import { storeItems, type BenchPage } from './pages.ts';
import { onProcessorTime } from './processor-time-trace.ts';

/** Lighthouse's result of one run: its report and what it gathered. */
type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
/** Lighthouse's report of one run. */
export type Report = RunnerResult['lhr'];

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseResult extends BenchPage {
  /** 0..100 per category. */
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Titles of the audits that cost points, worst first, so a reader knows what to fix. */
  failing: string[];
  /**
   * How many runs the median was taken from, and the lowest and highest performance score among
   * them.
   */
  runs: number;
  performanceRange: [number, number];
}

/** The median of `runs` Lighthouse runs of a page (the run nearest the median FCP and TTI). */
export async function runLighthouse(
  origin: string,
  page: BenchPage,
  runs: number,
): Promise<LighthouseResult> {
  const lhrs: Report[] = [];
  for (let i = 0; i < runs; i++) lhrs.push(await lighthouseOnce(origin, page));
  const performance = lhrs.map((lhr) => score(lhr, 'performance'));
  return {
    ...summarise(page, computeMedianRun(lhrs)),
    runs,
    performanceRange: [Math.min(...performance), Math.max(...performance)],
  };
}

/** One run's figures, with the element its largest paint was and where that paint's time went. */
export interface LighthouseRun {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The blocking time Lighthouse computes from the same trace with each main-thread task shrunk to
   * its processor time (processor-time-trace.ts).
   */
  tbtOnProcessorMs: number;
  cls: number;
  /** The element's HTML as Lighthouse quotes it. */
  lcpElement: string;
  /**
   * Time to first byte, resource load delay, load duration, render delay: Lighthouse's subparts, in
   * ms, as observed (not simulated).
   */
  lcpPhases: Record<string, number>;
}

/** Lighthouse 13's LCP breakdown insight: a table of subparts, then the element. */
interface Breakdown {
  items?: { items?: { subpart?: string; duration?: number }[]; snippet?: string }[];
}

/**
 * Every one of `runs` runs of a page, for reports that show the worst run and not only the median.
 */
export async function lighthouseEachRun(
  origin: string,
  page: BenchPage,
  runs: number,
): Promise<LighthouseRun[]> {
  const figures: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouseResult(origin, page);
    const { lhr } = result;
    const parts =
      (lhr.audits['lcp-breakdown-insight']?.details as Breakdown | undefined)?.items ?? [];
    figures.push({
      performance: score(lhr, 'performance'),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      tbtOnProcessorMs: await blockingOnProcessorTime(result),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpElement: parts.find((part) => part.snippet)?.snippet ?? '',
      lcpPhases: Object.fromEntries(
        (parts[0]?.items ?? []).map((row) => [row.subpart ?? '?', Math.round(row.duration ?? 0)]),
      ),
    });
  }
  return figures;
}

const score = (lhr: Report, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** One Lighthouse run of a page, its whole report. */
export async function lighthouseOnce(origin: string, page: BenchPage): Promise<Report> {
  return (await lighthouseResult(origin, page)).lhr;
}

/**
 * Lighthouse's own blocking-time computation on a run's trace with the main thread's waits for a
 * core taken out.
 */
async function blockingOnProcessorTime({ lhr, artifacts }: RunnerResult): Promise<number> {
  const trace = { ...artifacts.Trace, traceEvents: onProcessorTime(artifacts.Trace.traceEvents) };
  const metric = await TotalBlockingTime.request(
    {
      trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      HostDPR: artifacts.HostDPR,
      simulator: null,
    },
    { settings: lhr.configSettings, computedCache: new Map() },
  );
  return metric.timing;
}

async function lighthouseResult(origin: string, page: BenchPage): Promise<RunnerResult> {
  const chrome = await launch({
    chromePath: findChromium() ?? '/usr/bin/chromium',
    chromeFlags: [...chromiumArgs, '--headless'],
    logLevel: 'silent',
  });
  try {
    // A page that needs something stored (the cart, the last order) gets it on its origin first, in
    // the tab Lighthouse then uses (session storage is the tab's), and Lighthouse is told to keep
    // it.
    let tab: Page | undefined;
    if (page.storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      tab = await browser.newPage();
      await tab.goto(`${origin}/robots.txt`);
      await tab.evaluate(storeItems, page.storage);
    }
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: [...categories],
      disableStorageReset: Boolean(page.storage),
    };
    const result = await lighthouse(`${origin}${page.path}`, flags, undefined, tab);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse on ${page.path}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}

function summarise(
  page: BenchPage,
  lhr: Report,
): Omit<LighthouseResult, 'runs' | 'performanceRange'> {
  const scores = Object.fromEntries(categories.map((c) => [c, score(lhr, c)])) as Record<
    Category,
    number
  >;
  const failing = categories
    .flatMap((c) => lhr.categories[c]?.auditRefs.filter((ref) => ref.weight > 0) ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => (a?.score ?? 0) - (b?.score ?? 0))
    .map((audit) => `${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    ...page,
    scores,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing: [...new Set(failing)],
  };
}

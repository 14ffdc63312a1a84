/**
 * What a first visit to each bench page downloads, by kind of resource, at Lighthouse's mobile size
 * (scripts/dev/page-weight.ts counts it, as the test suite's byte budgets do).
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../dev/chromium.ts';
import {
  firstVisitDownloads,
  weigh,
  type KindBytes,
  type ResourceKind,
} from '../dev/page-weight.ts';
import { storeItems, type BenchPage } from './pages.ts';

export interface PageBytes extends BenchPage {
  kinds: Record<ResourceKind, KindBytes>;
}

/** Lighthouse's default mobile screen (a Moto G Power). */
const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

async function measurePage(browser: Browser, origin: string, page: BenchPage): Promise<PageBytes> {
  const context = await browser.newContext(mobile);
  try {
    if (page.storage) await context.addInitScript(storeItems, page.storage);
    const downloads = await firstVisitDownloads(await context.newPage(), `${origin}${page.path}`);
    return { ...page, kinds: weigh(downloads) };
  } finally {
    await context.close();
  }
}
export async function measurePageBytes(
  origin: string,
  pages: BenchPage[],
  log: (line: string) => void,
): Promise<PageBytes[]> {
  const browser = await chromium.launch({
    executablePath: findChromium() ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const measured: PageBytes[] = [];
    for (const page of pages) {
      log(`bytes: ${page.type} ${page.path}`);
      measured.push(await measurePage(browser, origin, page));
    }
    return measured;
  } finally {
    await browser.close();
  }
}

import type { Page } from '@playwright/test';

/**
 * From the next navigation on, records every shift Chromium reports (what Lighthouse sums into CLS)
 * of something in `region`: the page's main content, or everything below the site header (the
 * content and the footer). The header is always left out: its islands hydrate at idle time, and
 * whether that falls inside a test's window is chance, not what it tests.
 */
export async function recordLayoutShifts(page: Page, region: 'main' | 'below header') {
  await page.addInitScript((region) => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const header = document.querySelector('body > header');
        const main = document.querySelector('main');
        const inRegion = entry.sources.some(({ node }) => node !== null && (region === 'main' ? Boolean(main?.contains(node)) : !header?.contains(node)));
        if (!entry.hadRecentInput && inRegion) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, region);
}

/** The shifts recorded on the current page so far, after one more frame. */
export async function layoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

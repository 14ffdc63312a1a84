import type { Page } from '@playwright/test';

/**
 * From the next navigation on, records every shift of something in the page's main content, as
 * Chromium reports it (what Lighthouse sums into CLS). The header is left out: its islands hydrate
 * at idle time, and whether that falls inside a test's window is chance, not what it tests.
 */
export async function recordMainLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const inMain = entry.sources.some(({ node }) => node !== null && document.querySelector('main')?.contains(node));
        if (!entry.hadRecentInput && inMain) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the current page so far, after one more frame. */
export async function mainLayoutShifts(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
}

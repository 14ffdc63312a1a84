import type { Page } from '@playwright/test';

/**
 * From the next navigation on, records every shift Chromium reports (what Lighthouse sums into CLS)
 * of something in `region`: the page's main content, or everything below the site header (the
 * content and the footer). The header is always left out: its islands hydrate at idle time, and
 * whether that falls inside a test's window is chance, not what it tests. Each shift is recorded as
 * its score and what moved, from where to where, so that a failure names its cause.
 */
export async function recordLayoutShifts(page: Page, region: 'main' | 'below header') {
  await page.addInitScript((region) => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    type Rect = { x: number; y: number; width: number; height: number };
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[];
    };
    const rect = ({ x, y, width, height }: Rect) =>
      `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element))
        return node?.parentElement
          ? `text in ${describe(node.parentElement)}`
          : String(node?.nodeName);
      const classes = [...node.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      const data = [...node.attributes].find((a) => a.name.startsWith('data-'))?.name;
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}${data ? `[${data}]` : ''}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const header = document.querySelector('body > header');
        const main = document.querySelector('main');
        const inRegion = entry.sources.some(
          ({ node }) =>
            node !== null &&
            (region === 'main' ? Boolean(main?.contains(node)) : !header?.contains(node)),
        );
        if (entry.hadRecentInput || !inRegion) continue;
        const moved = entry.sources.map(
          (s) => `${describe(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
        );
        shifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, region);
}

/** The shifts recorded on the current page so far, after one more frame. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.evaluate(() => new Promise(requestAnimationFrame));
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/**
 * What runs on the main thread while each page type starts, on a phone at 4x CPU slowdown (as
 * Lighthouse's mobile run): the longest task is reported (the test's annotation and the console,
 * with the scripts Chromium attributes it to), not asserted, since on a shared, loaded machine a
 * figure in milliseconds says as much about the machine as about the page. What is asserted are the
 * causes issue 39 found, which do not depend on the machine: no island hydrates before it is needed
 * (only the page's own client:idle or client:painted island; the header's cart count and the toasts
 * hydrated on every page and evaluated React's runtime, a task of 120 to 330 ms at 4x), and React's
 * runtime is not even fetched at start-up on the pages that need no island at once (home,
 * listings), except by the home carousel's own timer at 6 s (client:interact={6000}), after
 * start-up. Where React runs at start-up (product, cart, checkout), its chunk opens with V8's
 * compile hint (src/integrations/client-chunks.ts): without it, V8 compiled React's functions on
 * the main thread as hydration first called them, about half of hydration's longest task (ADR
 * 0020). So does the inline script that paints the stored cart on the cart and the checkout (ADR
 * 0023): compiled lazily, its functions were parsed twice inside the page's parsing task. The other
 * two causes ADR 0020 removed are held by unit tests, as a trace cannot tell them apart on a loaded
 * machine: client:painted hydrating in the task that evaluated the island's modules
 * (src/browser/cart/painted-directive.test.ts), and the mounted render as one unsliced task
 * (src/browser/use-mounted.test.tsx); so is the one ADR 0023 removed, the card actions' first pass
 * over the page (counts, hearts, recently viewed) run in the task that evaluated their modules, 50
 * to 86 ms at 4x on home and listings (src/browser/card/card-actions.test.ts).
 */
import type { Page } from '@playwright/test';
import { firstProductPath } from '../../scripts/bench/pages';
import { expect, storeBeforeLoad, test, type StoredCartLine } from './fixtures';

const line: StoredCartLine = {
  id: 1,
  name: 'Line A',
  price: 10_000,
  image: null,
  brand: null,
  quantity_available: 3,
  quantity: 1,
};
/**
 * The home carousel's hydration timer (src/pages/index.astro): React may come then, never before.
 */
const carouselTimerMs = 6000;

interface StartUp {
  longestMs: number;
  /** The scripts Chromium attributes the longest frame's work to. */
  scripts: string[];
  /** Islands hydrated by the end of start-up, by component file. */
  hydrated: string[];
  /** When React's renderer was requested, in ms from navigation start; null if it was not. */
  reactAtMs: number | null;
  /**
   * Whether React's chunk, if it was fetched, opens with V8's compile hint; null if it was not
   * fetched.
   */
  reactCompileHint: boolean | null;
  /**
   * Whether the inline script painting the stored cart opens with V8's compile hint; null where
   * there is none.
   */
  paintCompileHint: boolean | null;
}

/**
 * Opens `path` at 4x CPU slowdown and watches it until it has loaded, its network is quiet and the
 * islands it needs at once (`hydrates`) have hydrated.
 */
async function startUp(page: Page, path: string, hydrates: string[]): Promise<StartUp> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      longest: { ms: number; scripts: string[] };
      frames: { start: number; end: number; scripts: string[] }[];
    };
    w.longest = { ms: 0, scripts: [] };
    w.frames = [];
    type Frame = PerformanceEntry & {
      scripts: { duration: number; invoker: string; sourceURL: string }[];
    };
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as Frame[])
        w.frames.push({
          start: frame.startTime,
          end: frame.startTime + frame.duration,
          scripts: frame.scripts.map((s) =>
            `${Math.round(s.duration)} ms ${s.invoker} ${s.sourceURL.replace(/^.*\//, '')}`.trim(),
          ),
        });
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        if (task.duration <= w.longest.ms) continue;
        const frame = w.frames.find((f) => f.start <= task.startTime + 1 && task.startTime < f.end);
        w.longest = { ms: Math.round(task.duration), scripts: frame?.scripts ?? [] };
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // What waits for the page to be idle after load (card actions, an idle island) has run by now.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })),
  );
  await page.waitForLoadState('networkidle');
  // Hydration's render goes on in React's own short tasks after the network is quiet; on a loaded
  // machine it can end after the waits above.
  await page.waitForFunction(
    (names) =>
      names.every((name) =>
        [...document.querySelectorAll('astro-island:not([ssr])')].some((island) =>
          island.getAttribute('component-url')?.includes(`/${name}.`),
        ),
      ),
    hydrates,
  );
  return page.evaluate(async () => {
    const w = window as unknown as { longest: { ms: number; scripts: string[] } };
    const islands = [...document.querySelectorAll('astro-island')];
    const renderers = new Set(
      islands.map(
        (island) => new URL(island.getAttribute('renderer-url') ?? '', location.href).href,
      ),
    );
    const react = performance
      .getEntriesByType('resource')
      .find((entry) => renderers.has(entry.name));
    const reactChunks = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\/_astro\/react\.[\w-]+\.js$/.test(url));
    const openings = await Promise.all(
      reactChunks.map(async (url) => (await (await fetch(url)).text()).split('\n', 1)[0]),
    );
    const painting =
      document.getElementById('prepaint-words')?.nextElementSibling?.textContent ?? null;
    const file = (island: Element) =>
      (island.getAttribute('component-url') ?? '').replace(/^.*\//, '').replace(/\..*$/, '');
    return {
      longestMs: w.longest.ms,
      scripts: w.longest.scripts,
      hydrated: islands
        .filter((island) => !island.hasAttribute('ssr'))
        .map(file)
        .sort(),
      reactAtMs: react ? Math.round(react.startTime) : null,
      reactCompileHint: reactChunks.length
        ? openings.includes('//# allFunctionsCalledOnLoad')
        : null,
      paintCompileHint: painting ? painting.startsWith('//# allFunctionsCalledOnLoad\n') : null,
    };
  });
}

/**
 * `hydrates`: the islands the page needs at once. Where React runs at start-up anyway, the toasts'
 * island may hydrate too once the page is idle (src/browser/shell/toast-directive.ts).
 */
const pageTypes: {
  type: string;
  path: (page: Page) => Promise<string>;
  hydrates: string[];
  react: 'never' | 'after carousel timer' | 'allowed';
  cart?: boolean;
}[] = [
  { type: 'home', path: async () => '/', hydrates: [], react: 'after carousel timer' },
  { type: 'listing', path: async () => '/network-switches', hydrates: [], react: 'never' },
  { type: 'listing (ar)', path: async () => '/ar/network-switches', hydrates: [], react: 'never' },
  {
    type: 'product',
    path: async (page) =>
      firstProductPath(await (await page.request.get('/network-switches')).text()) ?? '',
    hydrates: ['BuyBox'],
    react: 'allowed',
  },
  { type: 'cart', path: async () => '/cart', hydrates: ['CartView'], react: 'allowed', cart: true },
  {
    type: 'checkout',
    path: async () => '/cart/checkout',
    hydrates: ['CheckoutForm'],
    react: 'allowed',
    cart: true,
  },
];
const alsoWithReact = ['Toaster'];

for (const { type, path, hydrates, react, cart } of pageTypes) {
  test(`${type}: only the islands needed at once hydrate at start-up; the longest task at 4x CPU is reported`, async ({
    page,
  }) => {
    if (cart) {
      await storeBeforeLoad(page, { cart: [line] });
      await page.route(/\/api\/live\?ids=/, (route) =>
        route.fulfill({
          json: {
            offers: [
              {
                id: line.id,
                price: line.price,
                salePrice: null,
                quantity: line.quantity_available,
                vatPercent: 5,
              },
            ],
            unavailable: [],
            failed: [],
          },
        }),
      );
    }
    const seen = await startUp(page, await path(page), hydrates);
    const report = `${seen.longestMs} ms${seen.scripts.length ? ` (${seen.scripts.join('; ')})` : ''}`;
    test
      .info()
      .annotations.push({ type: 'longest task at 4x CPU', description: `${type}: ${report}` });
    console.log(
      `[start-up] ${type}: longest task at 4x CPU ${report}; hydrated: ${seen.hydrated.join(', ') || 'none'}`,
    );

    const carousel =
      react === 'after carousel timer' &&
      seen.reactAtMs !== null &&
      seen.reactAtMs >= carouselTimerMs;
    const extra = react === 'allowed' ? alsoWithReact : carousel ? ['HeroCarousel'] : [];
    expect(seen.hydrated.filter((island) => !extra.includes(island))).toEqual(hydrates);
    if (react === 'never') expect(seen.reactAtMs, "React's runtime fetched at start-up").toBeNull();
    if (react === 'after carousel timer' && seen.reactAtMs !== null)
      expect(
        seen.reactAtMs,
        "React's runtime fetched before the carousel's timer",
      ).toBeGreaterThanOrEqual(carouselTimerMs);
    if (react === 'allowed')
      expect(seen.reactCompileHint, "React's chunk opens with V8's compile hint").toBe(true);
    if (cart)
      expect(seen.paintCompileHint, "the cart's painting script opens with V8's compile hint").toBe(
        true,
      );
  });
}

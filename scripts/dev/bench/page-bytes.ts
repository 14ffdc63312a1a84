/**
 * What a first visit to a page downloads, by kind of resource: the page is loaded in Chromium at
 * Lighthouse's mobile size and scrolled to the end, so islands that hydrate when visible and lazy
 * images count too. Raw bytes are the bodies as decoded; compressed bytes are what the shop's server
 * sends a browser that takes brotli (every browser over HTTPS), asked for again outside the browser
 * because Chromium does not offer brotli over plain http.
 */
import { request } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../chromium.ts';
import { resourceKind, resourceKinds, type BenchPage, type ResourceKind } from './pages.ts';

export interface KindBytes {
  requests: number;
  raw: number;
  compressed: number;
}

export interface PageBytes extends BenchPage {
  kinds: Record<ResourceKind, KindBytes>;
}

/** Lighthouse's default mobile screen (a Moto G Power). */
const mobile = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

function bytesOnTheWire(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function measurePage(browser: Browser, origin: string, page: BenchPage): Promise<PageBytes> {
  const context = await browser.newContext(mobile);
  try {
    if (page.storage) await context.addInitScript((items) => Object.entries(items).forEach(([k, v]) => localStorage.setItem(k, v)), page.storage);
    const tab = await context.newPage();
    const seen: Promise<{ url: string; kind: ResourceKind; raw: number } | null>[] = [];
    tab.on('response', (response) => {
      // Redirects have no body of their own; the page they lead to is counted.
      if (response.status() >= 300 && response.status() < 400) return;
      seen.push(
        response.body().then(
          (body) => ({ url: response.url(), kind: resourceKind(response.headers()['content-type']), raw: body.length }),
          () => null,
        ),
      );
    });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    await tab.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await tab.waitForLoadState('networkidle');

    const kinds = Object.fromEntries(resourceKinds.map((k) => [k, { requests: 0, raw: 0, compressed: 0 }])) as Record<ResourceKind, KindBytes>;
    for (const resource of await Promise.all(seen)) {
      if (!resource || !resource.url.startsWith(origin)) continue;
      const counted = kinds[resource.kind];
      counted.requests++;
      counted.raw += resource.raw;
      counted.compressed += await bytesOnTheWire(resource.url);
    }
    return { ...page, kinds };
  } finally {
    await context.close();
  }
}

export async function measurePageBytes(origin: string, pages: BenchPage[], log: (line: string) => void): Promise<PageBytes[]> {
  const browser = await chromium.launch({ executablePath: findChromium() ?? '/usr/bin/chromium', args: chromiumArgs });
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

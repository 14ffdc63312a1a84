/**
 * What a first visit to a page downloads when the shopper scrolls through it once, clicking nothing:
 * every response, with the bytes that went over the wire, so compressed bodies count compressed.
 */
import type { Page, Request } from '@playwright/test';

export type ResourceKind = 'html' | 'js' | 'css' | 'image' | 'font' | 'data' | 'other';

export interface Download {
  url: string;
  kind: ResourceKind;
  /** Body bytes as sent (after compression). */
  bytes: number;
}

const kindOf: Record<string, ResourceKind> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  image: 'image',
  font: 'font',
  fetch: 'data',
  xhr: 'data',
};

/**
 * Loads `path`, scrolls through it and returns what it downloaded once the network is quiet. The
 * page's browser context must not have loaded anything before (a fresh test's context has not).
 */
export async function firstVisitDownloads(page: Page, path: string): Promise<Download[]> {
  const finished: Promise<Download>[] = [];
  const record = (request: Request) => {
    finished.push(
      request.sizes().then(({ responseBodySize }) => {
        // Chromium reports less than nothing for a body it took from its cache.
        if (responseBodySize < 0) throw new Error(`${request.url()} came from the cache: not a first visit`);
        return { url: request.url(), kind: kindOf[request.resourceType()] ?? 'other', bytes: responseBodySize };
      }),
    );
  };
  page.on('requestfinished', record);
  await page.goto(path);
  // Scrolled through once, a screen at a time: lazy pictures and client:visible islands all load, so
  // the total does not depend on how far ahead the browser's lazy loading guessed to look.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
  });
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', record);
  return Promise.all(finished);
}

export const kiB = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Bytes per kind of resource. */
export function weigh(downloads: Download[]): Record<ResourceKind, number> {
  const totals: Record<ResourceKind, number> = { html: 0, js: 0, css: 0, image: 0, font: 0, data: 0, other: 0 };
  for (const d of downloads) totals[d.kind] += d.bytes;
  return totals;
}

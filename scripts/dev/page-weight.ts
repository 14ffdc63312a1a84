/**
 * What a first visit to a page downloads: loaded in a fresh browser context, scrolled to the end
 * once so islands that hydrate when visible and lazy pictures count too. Each resource is counted
 * raw (the body as decoded) and compressed as the shop's server sends it to a browser that takes
 * brotli (every browser over HTTPS), asked for again outside the browser because Chromium does not
 * offer brotli over plain http. The byte budgets of the test suite and the bench both count this
 * way.
 */
import { request } from 'node:http';
import type { Page } from '@playwright/test';

export const resourceKinds = ['html', 'css', 'js', 'image', 'data', 'other'] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export function resourceKind(contentType: string | undefined): ResourceKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/html') return 'html';
  if (type === 'text/css') return 'css';
  if (/^(text|application)\/(javascript|ecmascript)$/.test(type)) return 'js';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/json') return 'data';
  return 'other';
}

export interface Download {
  url: string;
  kind: ResourceKind;
  raw: number;
  compressed: number;
}

export interface KindBytes {
  requests: number;
  raw: number;
  compressed: number;
}

/** The bytes the shop's server sends for `url` to a browser that takes brotli. */
export function bytesOnTheWire(url: string): Promise<number> {
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

/**
 * Loads `url` in `page` (whose context must not have loaded anything before), scrolls through it
 * and returns what came from the page's own origin once the network is quiet.
 */
export async function firstVisitDownloads(page: Page, url: string): Promise<Download[]> {
  const seen: Promise<{ url: string; kind: ResourceKind; raw: number } | null>[] = [];
  const record = (response: import('@playwright/test').Response) => {
    // Redirects have no body of their own; the page they lead to is counted.
    if (response.status() >= 300 && response.status() < 400) return;
    seen.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          kind: resourceKind(response.headers()['content-type']),
          raw: body.length,
        }),
        () => null,
      ),
    );
  };
  page.on('response', record);
  await page.goto(url, { waitUntil: 'load' });
  const origin = new URL(page.url()).origin;
  // A screen at a time, so the total does not depend on how far ahead lazy loading guessed to look.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  page.off('response', record);
  const downloads: Download[] = [];
  for (const resource of await Promise.all(seen)) {
    if (!resource || !resource.url.startsWith(origin)) continue;
    downloads.push({ ...resource, compressed: await bytesOnTheWire(resource.url) });
  }
  return downloads;
}

/** Requests and bytes per kind of resource. */
export function weigh(downloads: Download[]): Record<ResourceKind, KindBytes> {
  const kinds = Object.fromEntries(
    resourceKinds.map((k) => [k, { requests: 0, raw: 0, compressed: 0 }]),
  ) as Record<ResourceKind, KindBytes>;
  for (const d of downloads) {
    const counted = kinds[d.kind];
    counted.requests++;
    counted.raw += d.raw;
    counted.compressed += d.compressed;
  }
  return kinds;
}

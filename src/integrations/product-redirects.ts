/**
 * `/product/{id}` in every language: a small page that sends the browser on to the product's slug
 * URL, so old and id-based links work on any static host. The build writes these files itself once
 * Astro is done instead of rendering them as pages: they are half the pages of a build, and each
 * page through Astro's pipeline costs the same whatever it holds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { escapeHtml } from '../domain/escape';
import { pageFile } from '../domain/page-files';
import { shopUrls } from '../domain/urls';
import { locales } from '../i18n/locales';
import { takeOver } from '../build/build-artefacts';

/**
 * The page Astro writes for a redirect in a static build, so browsers and crawlers see the same,
 * with the space after the refresh's delay that HTML's grammar asks for, and with the shop's icon
 * named as every page names it: without one, Chromium asks for /favicon.ico, which the shop does
 * not have, when the redirect page finishes loading before the refresh leaves it.
 */
export function redirectPage(from: string, to: string, site: URL | undefined): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(site ? new URL(to, site).href : to);
  return (
    `<!doctype html><title>Redirecting to: ${target}</title><meta http-equiv="refresh" content="0; url=${target}">` +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${canonical}">` +
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">' +
    `<body>\t<a href="${target}">` +
    `Redirecting from <code>${escapeHtml(from)}/</code> to <code>${target}</code></a></body>`
  );
}

/** Every redirect file of the build: its path under the client folder and its page. */
export function productRedirects(
  pairs: readonly (readonly [number, string])[],
  site: URL | undefined,
): { file: string; html: string }[] {
  return locales.flatMap((locale) => {
    const urls = shopUrls(locale);
    return pairs.map(([id, slug]) => {
      const from = urls.product(String(id));
      return { file: pageFile(from), html: redirectPage(from, urls.product(slug), site) };
    });
  });
}

/**
 * The paths under the client folder of the redirect files of `pairs`, in `productRedirects`' order.
 * Without their pages: the end-of-build sweep asks for two names a product, and writing each page
 * only to take its name would add to every build (docs/edit-to-live-trace.md).
 */
export const redirectFiles = (pairs: readonly (readonly [number, string])[]): string[] =>
  locales.flatMap((locale) => {
    const urls = shopUrls(locale);
    return pairs.map(([id]) => pageFile(urls.product(String(id))));
  });

/** Digest of a redirect page, as the build's record of what it wrote keeps it. */
const digestOf = (html: string) => createHash('sha1').update(html).digest('base64url');

/** The last build's record of the pages it left in `dir`: a digest by file. */
interface WrittenRecord {
  dir: string;
  pages: Record<string, string>;
}

function readWritten(file: string, dir: string): Record<string, string> {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as WrittenRecord;
    return record.dir === dir ? record.pages : {};
  } catch {
    return {};
  }
}

export default function productRedirectPages(): AstroIntegration {
  let site: URL | undefined;
  let recordFile = '';
  return {
    name: 'shop-product-redirects',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
        recordFile = path.join(fileURLToPath(config.cacheDir), 'shop-redirect-pages.json');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = productRedirects(takeOver('productRedirects'), site);
        // A page already there from an earlier build is left alone, so the build's output links it
        // instead of copying it (ADR 0012). What each earlier page held is known from the record of
        // the last build's pages (a digest each) rather than read again: tens of thousands of
        // reads. Synchronous: tens of thousands of small writes and status reads cost several times
        // as much through the thread pool's queue.
        const earlier = readWritten(recordFile, root);
        const record: WrittenRecord = { dir: root, pages: {} };
        let written = 0;
        for (const { file, html } of pages) {
          const target = path.join(root, file);
          const digest = (record.pages[file] = digestOf(html));
          if (earlier[file] === digest && existsSync(target)) continue;
          mkdirSync(path.dirname(target), { recursive: true });
          writeFileSync(target, html);
          written++;
        }
        mkdirSync(path.dirname(recordFile), { recursive: true });
        writeFileSync(recordFile, JSON.stringify(record));
        logger.info(`${pages.length} /product/{id} redirect pages, ${written} written`);
      },
    },
  };
}

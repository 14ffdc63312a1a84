/**
 * Every page file under src/pages is also a route of each other language, under its prefix
 * (`/ar/product/[slug]` from `src/pages/product/[slug].astro`): each page is written once and
 * rendered once per language, with `Astro.currentLocale` taken from the prefix.
 *
 * Why not Astro's i18n fallback (`fallbackType: 'rewrite'`)? It renders each Arabic page by
 * rewriting to the English one, and Astro finds the target of a rewrite to a dynamic route by
 * scanning every page that route has written so far: with 10,000 products that is about 10^8
 * string comparisons, two thirds of the whole build. A route of its own renders in constant time.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { localeInfo, locales } from '../i18n/locales';

/** The route of a page file, as Astro's file router names it: `product/[slug].astro` → `/product/[slug]`. */
export function routeOfPage(relativePath: string): string {
  const withoutExtension = relativePath.split(path.sep).join('/').replace(/\.astro$/, '');
  const route = withoutExtension.replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/** The page files (`.astro`; endpoints such as the sitemap and data files are language-neutral). */
export function pageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro') && !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

/** `[pattern, entrypoint]` of every page in every language but the default one. */
export function localeRoutes(pagesDir: string): { pattern: string; entrypoint: string }[] {
  return pageFiles(pagesDir).flatMap((file) =>
    locales
      .map((locale) => localeInfo[locale].prefix)
      .filter((prefix) => prefix !== '')
      .map((prefix) => {
        const route = routeOfPage(file);
        return { pattern: route === '/' ? prefix : `${prefix}${route}`, entrypoint: path.join(pagesDir, file) };
      }),
  );
}

export default function localePageRoutes(): AstroIntegration {
  return {
    name: 'shop-locale-routes',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        const pagesDir = fileURLToPath(new URL('pages/', config.srcDir));
        for (const route of localeRoutes(pagesDir)) injectRoute(route);
      },
    },
  };
}

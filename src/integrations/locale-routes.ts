/**
 * Every page file under src/pages is also a route of each other language, under its prefix
 * (`/ar/product/[slug]` from `src/pages/product/[slug].astro`): each page is written once and
 * rendered once per language, with `Astro.currentLocale` taken from the prefix. So are the
 * endpoints under src/pages/feeds/ (the merchant feed is written in each language); every other
 * endpoint (sitemap, robots, data files, server routes) is language-neutral.
 *
 * Why not Astro's i18n fallback (`fallbackType: 'rewrite'`)? It renders each Arabic page by
 * rewriting to the English one, and Astro finds the target of a rewrite to a dynamic route by
 * scanning every page that route has written so far: work that grows with the square of the
 * catalogue and outgrows the rest of the build. A route of its own renders in constant time.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Languages } from '../i18n/languages';
import { localeInfo, locales } from '../i18n/locales';

/**
 * The route of a page file, as Astro's file router names it: `product/[slug].astro` →
 * `/product/[slug]`, `feeds/x.xml.ts` → `/feeds/x.xml`.
 */
export function routeOfPage(relativePath: string): string {
  const withoutExtension = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(astro|ts)$/, '');
  const route = withoutExtension.replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/** The files written in each language: pages (`.astro`) and the feeds' endpoints. */
export function pageFiles(pagesDir: string): string[] {
  const inEachLanguage = (file: string) =>
    file.endsWith('.astro') || (file.startsWith(`feeds${path.sep}`) && file.endsWith('.ts'));
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => inEachLanguage(file) && !file.split(path.sep).some((part) => part.startsWith('_')),
    )
    .sort();
}

/** The route prefixes of a set of languages, but the default one's (the root). */
export function routePrefixes<L extends string>(
  languages: Pick<Languages<L>, 'locales' | 'localeInfo'>,
): string[] {
  return languages.locales
    .map((locale) => languages.localeInfo[locale].prefix)
    .filter((prefix) => prefix !== '');
}

/**
 * `[pattern, entrypoint]` of every page in every language but the default one (the shop's, or those
 * of `prefixes`).
 */
export function localeRoutes(
  pagesDir: string,
  prefixes: readonly string[] = routePrefixes({ locales, localeInfo }),
): { pattern: string; entrypoint: string }[] {
  return pageFiles(pagesDir).flatMap((file) => {
    const route = routeOfPage(file);
    return prefixes.map((prefix) => ({
      pattern: route === '/' ? prefix : `${prefix}${route}`,
      entrypoint: path.join(pagesDir, file),
    }));
  });
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

// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import shopImages from './src/integrations/shop-images.ts';
import releaseData from './src/integrations/release-data.ts';
import keptRenderer from './src/integrations/kept-renderer.ts';
import localePageRoutes from './src/integrations/locale-routes.ts';
import productRedirectPages from './src/integrations/product-redirects.ts';
import hydrationDirectives from './src/integrations/hydration-directives.ts';
import clientChunks from './src/integrations/client-chunks.ts';
import cardActionsChunk from './src/integrations/card-actions-chunk.ts';
import inlineScript from './src/integrations/inline-script.ts';
import incrementalOutput from './src/integrations/incremental-output.ts';
import { readSettings } from './src/config/settings.ts';
import { defaultLocale, locales } from './src/i18n/locales.ts';

const site = readSettings().site.url ?? 'http://127.0.0.1:4321';

export default defineConfig({
  site,
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [
    react(),
    incrementalOutput(),
    shopImages(),
    releaseData(),
    keptRenderer(),
    localePageRoutes(),
    productRedirectPages(),
    hydrationDirectives(),
    clientChunks(),
    cardActionsChunk(),
    inlineScript(),
  ],
  trailingSlash: 'ignore',
  // Eight pages at a time: a page spends much of its time waiting for its file to be written, and
  // overlapping those waits nearly halves a build of tens of thousands of pages
  // (docs/benchmarks.md). A page is a file named for its address (/product/x is product/x.html),
  // not a folder of its own: each output of an incremental build is assembled anew, and 40,000
  // folders cost it seconds (ADR 0012). src/domain/urls.ts (pageFile) says where a page's file is;
  // the servers look there.
  build: { format: 'file', concurrency: 8 },
  // A page is rendered again only when its cache key (its data, the parts every page carries, the
  // settings pages show: src/build/page-keys.ts) or its code changed; the build folder is kept from
  // one build to the next for that (emptyOutDir below, src/integrations/incremental-output.ts). ADR
  // 0012.
  experimental: { incrementalBuild: true },
  // English at the root, Arabic under /ar/: every page is written once and rendered in each
  // language (localePageRoutes gives each page file its /ar/ route; Astro.currentLocale = 'ar').
  // The languages are `languages` in src/site.config.ts (src/i18n/locales.ts).
  i18n: {
    locales: [...locales],
    defaultLocale,
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    plugins: [tailwindcss()],
    build: { emptyOutDir: false },
  },
  server: { host: '127.0.0.1', port: 4321 },
});

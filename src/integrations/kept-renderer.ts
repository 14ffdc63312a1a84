/**
 * Keeps every build's page renderer for a later process (src/build/kept-renderer.ts, ADR 0032):
 * Astro deletes its prerender bundle once the pages are written, and `astro:build:generated` is the
 * last hook before that.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { artefactDigest, takeOver } from '../build/build-artefacts';
import { keepRenderer, keptArtefacts, keptRendererDir } from '../build/kept-renderer';

export default function keptRenderer(): AstroIntegration {
  let bundleDir = '';
  let cacheDir = '';
  return {
    name: 'shop-kept-renderer',
    hooks: {
      'astro:config:done': ({ config }) => {
        // Astro's prerender output folder (getPrerenderOutputDirectory in Astro's prerender/utils).
        bundleDir = path.join(fileURLToPath(config.build.server), '.prerender');
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:generated': () =>
        keepRenderer(bundleDir, keptRendererDir(), {
          cacheDir,
          cardActionsUrl: takeOver('cardActionsUrl'),
          artefacts: Object.fromEntries(
            keptArtefacts.map((name) => [name, artefactDigest(name)]),
          ) as Record<(typeof keptArtefacts)[number], string>,
        }),
    },
  };
}

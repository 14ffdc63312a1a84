/**
 * Builds src/browser/card/card-actions.ts (the cards' buttons) as a chunk of the browser's build of
 * its own and gives the pages its URL, so CardActions.astro loads it from its inline script. A
 * module script importing it with `import()` costs every page two small files fetched one after
 * the other while its largest picture is on the way (that script, then Vite's preload helper,
 * which Vite wraps every dynamic import of the browser's build in), and the largest paint waits for
 * them (ADR 0023). Astro renders the static
 * pages after the browser's build, in this thread or others, so the URL is handed over as a build
 * artefact (src/build/build-artefacts.ts); a page rendered without it fails the build.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { handOver } from '../build/build-artefacts';

export default function cardActionsChunk(): AstroIntegration {
  return {
    name: 'shop-card-actions-chunk',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const source = fileURLToPath(new URL('../browser/card/card-actions.ts', import.meta.url));
        const base = config.base.replace(/\/$/, '');
        let chunk = '';
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shop-card-actions-chunk',
                apply: 'build',
                applyToEnvironment: (environment) => environment.name === 'client',
                buildStart() {
                  chunk = this.emitFile({ type: 'chunk', id: source, name: 'card-actions' });
                },
                generateBundle() {
                  handOver('cardActionsUrl', `${base}/${this.getFileName(chunk)}`);
                },
              },
            ],
          },
        });
      },
    },
  };
}

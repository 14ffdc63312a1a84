/**
 * One chunk for the small shared modules of the browser's code (domain rules, stores, formatting,
 * data decoding). Left to itself the bundler gives each combination of importers its own chunk: a
 * product page loaded some forty files, many under half a kilobyte compressed, each a request and
 * each compressed alone. Only the browser's build (Vite's client environment) is grouped so.
 * nanostores has a chunk of its own (1 KB compressed): inside the shop chunk it made the header's
 * menu script, which every page runs at once and which needs nothing else, fetch that whole chunk
 * (15 KB compressed, React's core among it) before the page's first picture, and Lighthouse's LCP of
 * a 10,000-product listing went from about 1.35 s to 1.7 to 2.2 s.
 */
import type { AstroIntegration } from 'astro';

const shared = /\/src\/(domain|stores|i18n|data-format|images|islands\/lib|components)\/|\/src\/islands\/(useMounted|QuantityStepper)\./;

export default function clientChunks(): AstroIntegration {
  return {
    name: 'shop-client-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            environments: {
              client: {
                build: {
                  rolldownOptions: {
                    output: {
                      codeSplitting: {
                        groups: [
                          { name: 'stores', test: /\/node_modules\/nanostores\//, priority: 1 },
                          { name: 'shop', test: shared, minShareCount: 2 },
                        ],
                      },
                    },
                  },
                },
              },
            },
          },
        });
      },
    },
  };
}

/**
 * One chunk for the small shared modules of the browser's code (domain rules, stores, formatting,
 * data decoding). Left to itself the bundler gives each combination of importers its own chunk: a
 * product page loaded some forty files, many under half a kilobyte compressed, each a request and
 * each compressed alone. Only the browser's build (Vite's client environment) is grouped so.
 */
import type { AstroIntegration } from 'astro';

const shared = /\/src\/(domain|stores|i18n|data-format|images|islands\/lib|components)\/|\/src\/islands\/(useMounted|QuantityStepper)\./;

export default function clientChunks(): AstroIntegration {
  return {
    name: 'shop-client-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: { environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shop', test: shared, minShareCount: 2 }] } } } } } } },
        });
      },
    },
  };
}

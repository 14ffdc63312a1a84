/**
 * One chunk for the small shared modules of the browser's code (domain rules, stores, formatting,
 * data decoding). Left to itself the bundler gives each combination of importers its own chunk: a
 * product page would load dozens of files, many under half a kilobyte compressed, each a request
 * and each compressed alone. Only the browser's build (Vite's client environment) is grouped so.
 * nanostores has a small chunk of its own: inside the shop chunk it would make the header's menu
 * script, which every page runs at once and which needs nothing else, fetch that whole chunk
 * (React's core among it) before the page's first picture, and the listing's largest paint would
 * wait for it. For the same reason React's core and React DOM are one chunk of their own (split
 * between the shop chunk and two of React DOM's, the last is found only once the largest has
 * arrived: one more round trip before the cart can draw its lines), and the shared modules that
 * draw with React are apart from the plain ones, so the cards' buttons
 * (src/browser/card/card-actions.ts) do not fetch React. React's chunk opens with V8's compile hint
 * (`//# allFunctionsCalledOnLoad`): where it loads, at start-up (product, cart, checkout) or when
 * an island is reached for, hydrating calls most of its functions at once, and each one V8 left
 * uncompiled is compiled on the main thread when first called, much of the hydration's longest
 * task (ADR 0020). With the hint V8 compiles them all as the file streams in, off the main
 * thread.
 */
import type { AstroIntegration, ViteUserConfig } from 'astro';

/** A Vite plugin, as Astro's configuration takes one: the shop has Vite through Astro. */
type VitePlugin = Extract<NonNullable<ViteUserConfig['plugins']>[number], { name: string }>;

/**
 * The domain, stores, words and formats, views, and what islands call in the browser (browser/'s
 * own modules and its cart, checkout and live folders, not the page scripts and directives).
 */
const shared = new RegExp(
  [
    '/src/(domain|stores|i18n|views|components|browser/(cart|checkout|live))/',
    '/src/browser/([^/]+|shell/menu-state)\\.tsx?$',
  ].join('|'),
);
/**
 * The shared modules that draw with React: apart, so the plain ones (the cards' buttons, the
 * header) never fetch React.
 */
const sharedUi = /\/src\/(views\/.+\.tsx$|browser\/(live\/)?use-|islands\/cart\/QuantityStepper\.)/;

/**
 * V8's explicit compile hint: the file's functions compiled eagerly, off the main thread while it
 * streams in.
 */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad';
/** The name of React's chunk (React core, React DOM and its scheduler). */
export const reactChunk = 'react';

/** Whether a chunk of the browser's build is React's own, which hydrating runs nearly all of. */
export function isReactChunk(chunk: { name: string; moduleIds: readonly string[] }): boolean {
  return (
    chunk.name === reactChunk &&
    chunk.moduleIds.some((id) => id.includes('/node_modules/react-dom/'))
  );
}

/**
 * Puts the compile hint first in React's chunk: once the bundle is written out, after minification,
 * which keeps no comment.
 */
function compileHintPlugin(): VitePlugin {
  return {
    name: 'shop-react-compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && isReactChunk(chunk))
          chunk.code = `${eagerCompileHint}\n${chunk.code}`;
    },
  };
}

/**
 * The group a module of the browser's build goes to when two or more chunks share it; null: the
 * bundler's choice.
 */
export function sharedGroupOf(id: string): 'shop' | 'shop-ui' | null {
  if (sharedUi.test(id)) return 'shop-ui';
  return shared.test(id) ? 'shop' : null;
}

export default function clientChunks(): AstroIntegration {
  return {
    name: 'shop-client-chunks',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [compileHintPlugin()],
            environments: {
              client: {
                build: {
                  rolldownOptions: {
                    output: {
                      codeSplitting: {
                        groups: [
                          {
                            name: reactChunk,
                            test: /\/node_modules\/(react|react-dom|scheduler)\//,
                            priority: 3,
                          },
                          { name: 'stores', test: /\/node_modules\/nanostores\//, priority: 2 },
                          // Before the UI group, which would otherwise take in the plain modules it
                          // imports.
                          {
                            name: 'shop',
                            test: (id) => sharedGroupOf(id) === 'shop',
                            minShareCount: 2,
                            priority: 1,
                          },
                          {
                            name: 'shop-ui',
                            test: (id) => sharedGroupOf(id) === 'shop-ui',
                            minShareCount: 2,
                          },
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

/**
 * `import code from './x.ts?inline-script'`: the module bundled with what it imports into one
 * self-contained classic script (esbuild, minified), as a string for a page to write inline. For a
 * script that must run while the page is parsed, before any file could arrive: the cart painted
 * before React (src/components/PrePaintCart.astro, ADR 0019). Its hash reaches the pages'
 * Content-Security-Policy with every other inline script
 * (scripts/runtime/headers/inline-hashes.ts). It opens with V8's compile hint, as React's chunk
 * does (./client-chunks.ts): the script calls nearly every function it holds at once, and compiled
 * lazily each was parsed twice, on the main thread, inside the page's parsing task (ADR 0023).
 */
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { eagerCompileHint } from './client-chunks';

const suffix = '?inline-script';

export default function inlineScript(): AstroIntegration {
  return {
    name: 'shop-inline-script',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shop-inline-script',
                async load(id) {
                  if (!id.endsWith(suffix)) return null;
                  const entry = id.slice(0, -suffix.length);
                  const result = await build({
                    entryPoints: [entry],
                    bundle: true,
                    format: 'iife',
                    minify: true,
                    write: false,
                    metafile: true,
                    target: 'es2022',
                    legalComments: 'none',
                  });
                  // A change to any module it bundles builds the pages that write it again.
                  for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(input);
                  const code = result.outputFiles[0]?.text.trim() ?? '';
                  return `export default ${JSON.stringify(`${eagerCompileHint}\n${code}`)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}

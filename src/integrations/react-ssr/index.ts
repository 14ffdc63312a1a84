/**
 * Gives @astrojs/react's server renderer, and only it, react-dom/server with a one-chunk
 * renderToReadableStream (./string-server.ts), so islands render to a string at build time.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const stringServer = fileURLToPath(new URL('./string-server.ts', import.meta.url));
const fromAstroReact = (importer: string | undefined) => importer !== undefined && /[\\/]@astrojs[\\/]react[\\/]/.test(importer);

export default function reactStringSsr(): AstroIntegration {
  return {
    name: 'shop-react-string-ssr',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shop-react-string-ssr',
                enforce: 'pre',
                resolveId: (source, importer) => (source === 'react-dom/server' && fromAstroReact(importer) ? stringServer : undefined),
              },
            ],
          },
        });
      },
    },
  };
}

/** Renders islands at build time with React's renderToString instead of its web stream (./string-render.ts). */
import type { AstroIntegration } from 'astro';
import { isAstroReactServer, renderIslandsToString } from './string-render';

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
                transform: (code, id) => (isAstroReactServer(id) ? renderIslandsToString(code) : undefined),
              },
            ],
          },
        });
      },
    },
  };
}

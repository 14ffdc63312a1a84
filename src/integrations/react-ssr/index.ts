/**
 * Renders islands at build time with React's renderToString instead of its web stream, and without the
 * trial render that asks whether a component is React's (./string-render.ts).
 */
import type { AstroIntegration } from 'astro';
import { isAstroReactServer, recogniseWithoutTrialRender, renderIslandsToString } from './string-render';

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
                transform: (code, id) => (isAstroReactServer(id) ? recogniseWithoutTrialRender(renderIslandsToString(code)) : undefined),
              },
            ],
          },
        });
      },
    },
  };
}

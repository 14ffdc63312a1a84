/**
 * An integration that gives the build's code one virtual module (`virtual:shop/...`), its source
 * made by `load` when Vite first asks for it: how build state reaches the server routes.
 */
import type { AstroIntegration } from 'astro';

export function virtualModule(
  name: string,
  id: string,
  load: () => Promise<string>,
): AstroIntegration {
  const resolved = `\0${id}`;
  return {
    name,
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name,
                resolveId: (source) => (source === id ? resolved : undefined),
                load: (source) => (source === resolved ? load() : undefined),
              },
            ],
          },
        });
      },
    },
  };
}

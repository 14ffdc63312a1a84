/**
 * Gives the server routes the ids of the products this build published, as the virtual module
 * `virtual:shop/product-ids`, so a live route can refuse unknown ids without calling the portal and
 * without loading the whole catalogue into the server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';

const id = 'virtual:shop/product-ids';
const resolved = `\0${id}`;

export const productIdsFile = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.SHOP_BUILD_STATE_DIR ?? 'node_modules/.astro/shop-build', 'product-ids.json');

export default function productIds(): AstroIntegration {
  return {
    name: 'shop-product-ids',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'shop-product-ids',
                resolveId: (source) => (source === id ? resolved : undefined),
                load: async (source) => {
                  if (source !== resolved) return undefined;
                  const ids = await readFile(productIdsFile(), 'utf8').catch(() => '[]');
                  return `export default new Set(${ids});`;
                },
              },
            ],
          },
        });
      },
    },
  };
}

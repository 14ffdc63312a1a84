/**
 * Gives the server routes the ids of the products this build published, as the virtual module
 * `virtual:shop/product-ids`, so a live route can refuse unknown ids without calling the portal and
 * without loading the whole catalogue into the server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { readSettings } from '../config/settings';

const id = 'virtual:shop/product-ids';
const resolved = `\0${id}`;

export const productIdsFile = () => path.join(readSettings().build.stateDir, 'product-ids.json');

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

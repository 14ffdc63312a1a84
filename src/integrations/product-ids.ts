/**
 * Gives the server routes the ids of the products this build published, as the virtual module
 * `virtual:shop/product-ids`, so a live route can refuse unknown ids without calling the portal and
 * without loading the whole catalogue into the server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { readSettings } from '../config/settings';
import { virtualModule } from './virtual-module';

export const productIdsFile = () => path.join(readSettings().build.stateDir, 'product-ids.json');

export default function productIds(): AstroIntegration {
  return virtualModule('shop-product-ids', 'virtual:shop/product-ids', async () => {
    const ids = await readFile(productIdsFile(), 'utf8').catch(() => '[]');
    return `export default new Set(${ids});`;
  });
}

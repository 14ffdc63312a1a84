/**
 * Gives the server routes the ids of the products this build published, as the virtual module
 * `virtual:shop/product-ids`, so a live route can refuse unknown ids without calling the portal and
 * without loading the whole catalogue into the server.
 */
import type { AstroIntegration } from 'astro';
import { takeOver } from '../build/build-artefacts';
import { virtualModule } from './virtual-module';

export default function productIds(): AstroIntegration {
  return virtualModule(
    'shop-product-ids',
    'virtual:shop/product-ids',
    async () => `export default new Set(${JSON.stringify(takeOver('productIds'))});`,
  );
}

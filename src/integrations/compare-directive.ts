/** Adds `client:compare` (src/islands/compare/compare-directive.ts) for the compare tray. */
import type { AstroIntegration } from 'astro';

export default function compareDirective(): AstroIntegration {
  return {
    name: 'shop-compare-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'compare', entrypoint: './src/islands/compare/compare-directive.ts' });
      },
    },
  };
}

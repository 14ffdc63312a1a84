/**
 * The shop's own hydration directives: `client:compare` (src/islands/compare/compare-directive.ts)
 * for the compare tray, `client:interact` (src/islands/interact/interact-directive.ts) for an island
 * that waits until the shopper reaches for it, `client:settled` (src/islands/settled/settled-directive.ts)
 * for one that waits until the page has loaded and the browser is idle.
 */
import type { AstroIntegration } from 'astro';

export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'shop-hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'compare', entrypoint: './src/islands/compare/compare-directive.ts' });
        addClientDirective({ name: 'interact', entrypoint: './src/islands/interact/interact-directive.ts' });
        addClientDirective({ name: 'settled', entrypoint: './src/islands/settled/settled-directive.ts' });
      },
    },
  };
}

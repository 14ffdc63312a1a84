/**
 * The shop's own hydration directives: `client:compare` (src/browser/compare/compare-directive.ts)
 * for the compare tray, `client:interact` (src/browser/interact/interact-directive.ts) for an island
 * that waits until the shopper reaches for it, `client:settled` (src/browser/settled/settled-directive.ts)
 * for one that waits until the page has loaded and the browser is idle.
 */
import type { AstroIntegration } from 'astro';

export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'shop-hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'compare', entrypoint: './src/browser/compare/compare-directive.ts' });
        addClientDirective({ name: 'interact', entrypoint: './src/browser/interact/interact-directive.ts' });
        addClientDirective({ name: 'settled', entrypoint: './src/browser/settled/settled-directive.ts' });
      },
    },
  };
}

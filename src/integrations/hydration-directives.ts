/**
 * The shop's own hydration directives: `client:compare` (src/browser/compare/compare-directive.ts)
 * for the compare tray, `client:interact` (src/browser/interact/interact-directive.ts) for an island
 * that waits until the shopper reaches for it, `client:toast` (src/browser/shell/toast-directive.ts)
 * for the toasts, hydrated when the first is raised.
 */
import type { AstroIntegration } from 'astro';

export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'shop-hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'compare', entrypoint: './src/browser/compare/compare-directive.ts' });
        addClientDirective({ name: 'interact', entrypoint: './src/browser/interact/interact-directive.ts' });
        addClientDirective({ name: 'toast', entrypoint: './src/browser/shell/toast-directive.ts' });
      },
    },
  };
}

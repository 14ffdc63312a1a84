/**
 * The shop's own hydration directives: `client:compare` (src/browser/compare/compare-directive.ts)
 * for the compare tray, `client:interact` (src/browser/interact/interact-directive.ts) for an
 * island that waits until the shopper reaches for it, `client:toast`
 * (src/browser/shell/toast-directive.ts) for the toasts, hydrated when the first is raised,
 * `client:painted` (src/browser/cart/painted-directive.ts) for the cart and the checkout, hydrated
 * once the stored cart has been painted before React.
 */
import type { AstroIntegration } from 'astro';

export default function hydrationDirectives(): AstroIntegration {
  return {
    name: 'shop-hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'compare',
          entrypoint: './src/browser/compare/compare-directive.ts',
        });
        addClientDirective({
          name: 'interact',
          entrypoint: './src/browser/interact/interact-directive.ts',
        });
        addClientDirective({ name: 'toast', entrypoint: './src/browser/shell/toast-directive.ts' });
        addClientDirective({
          name: 'painted',
          entrypoint: './src/browser/cart/painted-directive.ts',
        });
      },
    },
  };
}

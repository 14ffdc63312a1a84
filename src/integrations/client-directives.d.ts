import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when something is to be compared (src/browser/compare/compare-directive.ts). */
    'client:compare'?: boolean;
    /**
     * Hydrates when the shopper reaches for the island, or after this many milliseconds if given
     * (src/browser/interact/interact-directive.ts).
     */
    'client:interact'?: number | boolean;
    /** Hydrates when the first toast is raised (src/browser/shell/toast-directive.ts). */
    'client:toast'?: boolean;
    /**
     * Hydrates once the stored cart has been painted before React
     * (src/browser/cart/painted-directive.ts).
     */
    'client:painted'?: boolean;
  }
}

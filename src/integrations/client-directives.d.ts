import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when something is to be compared (src/islands/compare/compare-directive.ts). */
    'client:compare'?: boolean;
  }
}

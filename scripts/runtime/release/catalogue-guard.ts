/**
 * The catalogue guard: a build publishes nothing when the portal gave no products, or far fewer
 * than the last good build (a portal that half-answers must not take half the shop offline). An
 * intended clear-out passes with ALLOW_CATALOGUE_SHRINK=1.
 */

export interface GuardOptions {
  /** Share of the last good product count a build may lose, 0..1. */
  maxShrink: number;
  allowShrink: boolean;
}

/** The last good build a new one is compared with. */
export interface Baseline {
  products: number;
  /** Says where the figures came from, in messages: a release id or a file. */
  source: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Returns why the build must not be published, or null when it may be. */
export function catalogueRefusal(
  products: number,
  baseline: Baseline | null,
  options: GuardOptions,
): string | null {
  if (products <= 0) return 'the portal returned no products: refusing to publish an empty shop';
  if (!baseline || baseline.products <= 0) return null;
  const lost = (baseline.products - products) / baseline.products;
  if (lost <= options.maxShrink || options.allowShrink) return null;
  return (
    `the portal returned ${products} products, ${percent(lost)} fewer than the last good build ` +
    `(${baseline.products} in ${baseline.source}; ` +
    `at most ${percent(options.maxShrink)} may go, CATALOGUE_MAX_SHRINK). ` +
    'If the clear-out is intended, build again with ALLOW_CATALOGUE_SHRINK=1.'
  );
}

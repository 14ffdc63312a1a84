/**
 * Columns of each kind of product grid: listing routes, /products (the pre-rendered page and the
 * island draw it alike), and rows of five on home and product pages. Each gives its column count
 * and gap as --cols and --gap, from which .card-grid (src/styles/global.css) lays the grid out and
 * sizes the placeholder of a card not yet drawn as a card of that width.
 */
export const productGridClass =
  'card-grid [--cols:2] [--gap:0.75rem] sm:[--cols:3] sm:[--gap:1rem] xl:[--cols:4]';

export const gridColumns = {
  listing:
    'card-grid [--cols:2] [--gap:0.75rem] sm:[--cols:3] sm:[--gap:1rem] lg:[--cols:4] xl:[--cols:5]',
  browser: productGridClass,
  home: 'card-grid [--cols:2] [--gap:0.75rem] sm:[--cols:3] sm:[--gap:1rem] lg:[--cols:5]',
  related: 'card-grid [--cols:2] [--gap:1rem] sm:[--cols:3] lg:[--cols:5]',
};

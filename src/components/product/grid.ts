/** Columns of the /products grid, shared by the pre-rendered page and the island so both draw it alike. */
export const productGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

/** Columns of each kind of product grid: listing routes, /products, and rows of five on home and product pages. */
export const gridColumns = {
  listing: 'grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  browser: productGridClass,
  home: 'grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-5',
  related: 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5',
};

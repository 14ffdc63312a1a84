/** Columns of the /products grid, shared by the pre-rendered page and the island so both draw it alike. */
export const productGridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4';

/** Product cards and price tags, wherever a product is shown with its price. */
export const card = {
  sale: 'Sale',
  outOfStock: 'Out of Stock',
  compare: 'Compare',
  rated: 'Rated {rating} out of 5,',
  reviews: '(0 reviews)',
  salePrice: 'Sale price ',
  was: 'Was ',
};

/** Product cards and price tags, wherever a product is shown with its price. */
export const card = {
  sale: 'Sale',
  /** The sale badge: what it shows, and what screen readers hear. */
  discount: '-{percent}%',
  discountLabel: '{percent}% off',
  outOfStock: 'Out of Stock',
  compare: 'Compare',
  rated: 'Rated {rating} out of 5,',
  reviews: '(0 reviews)',
  salePrice: 'Sale price ',
  was: 'Was ',
  addToCart: 'Add to Cart',
  saveToWishlist: 'Save {name} to wishlist',
  /** A product without a picture: the words drawn in its place, and what screen readers hear. */
  noPicture: 'No image',
  noPictureLabel: 'No image available',
  recentlyViewed: 'Recently Viewed',
};

import { cart } from './cart';

/** The wishlist page, and what the hearts on product cards and pages announce. */
export const wishlist = {
  title: 'Wishlist',
  metaDescription: 'The products you saved for later.',
  // Counted as the cart counts its items.
  items: cart.items,
  loading: 'Loading your wishlist…',
  empty: 'Your wishlist is empty',
  emptyText: 'Press the heart on any product to keep it here for later.',
  browse: 'Browse products',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  moveToCart: 'Move to Cart',
  remove: 'Remove {name}',
  saved: 'Saved to your wishlist',
  removed: 'Removed from your wishlist',
  moved: 'Moved to your cart',
  checking: 'Checking current prices and stock…',
  unconfirmed: 'Current prices and stock could not be confirmed just now.',
};

import { forms } from '../types';

/** The header, the navigation bar, the category menus and the mobile menu. */
export const header = {
  tagline: {
    inclusive: 'Genuine branded products, VAT-inclusive prices, cash on delivery across the UAE',
    exclusive: 'Genuine branded products, prices before VAT, cash on delivery across the UAE',
  },
  contactUs: 'Contact us',
  logoAlt: '{shop} home',
  menu: 'Menu',
  search: 'Search',
  getQuote: 'GET A QUOTE',
  main: 'Main',
  allCategories: 'All Categories',
  popular: 'Popular',
  allOf: 'All {category}',
  noSubcategories: 'No subcategories',
  pointToCategory: 'Point to a category to see its subcategories.',
  categoriesFailed: 'Failed to load categories',
  pages: { home: 'Home', products: 'Products', cart: 'Cart', checkout: 'Checkout' },
  cart: 'Cart',
  cartWithItems: forms({ one: 'Cart, {count} item', other: 'Cart, {count} items' }),
  wishlist: 'Wishlist',
  wishlistWithItems: forms({ one: 'Wishlist, {count} item', other: 'Wishlist, {count} items' }),
};

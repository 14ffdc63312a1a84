import { forms } from '../types';
import { search } from './search';

/**
 * Listings: /products with its search and filters, the listing routes, page links and the empty
 * state.
 */
export const listing = {
  allProducts: 'All Products',
  allProductsTitle: 'All Products',
  allProductsDescription:
    'Browse and search every product in the shop: network switches, routers, IP phones, laptops and point-of-sale devices, priced in AED.',
  searchResults: 'Search Results for {search}',
  leftOut: search.leftOut,
  productsIn: 'Products in {category}',
  failed: 'Failed to load products.',
  loading: 'Loading products…',
  none: 'No products found',
  noProducts: 'No products',
  filterByPrice: 'Filter {category} by price',
  pagesOf: '{title} pages',
  showing: 'Showing {from}–{to} of {total} products',
  showProducts: 'Show products',
  showCount: forms({ one: 'Show {count} product', other: 'Show {count} products' }),
  tryAgain: 'Try again',
  loadMore: 'Load More',
  loadingMore: 'Loading…',
  pages: 'Product pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page ',
  filters: 'Filters',
  closeFilters: 'Close filters',
  category: 'Category',
  subcategoriesOf: '{category} sub-categories',
  allCategories: 'All categories',
  price: 'Price (AED)',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  any: 'Any',
  applyPrice: 'Apply price',
  clearFilters: 'Clear filters',
  sortBy: 'Sort by',
  sort: {
    relevance: 'Relevance',
    recommended: 'Recommended',
    'price-asc': 'Price: Low to High',
    'price-desc': 'Price: High to Low',
    newest: 'Newest',
    name: 'Name: A to Z',
  },
  brand: 'Brand',
  brandCount: '{brand} ({count})',
  brandLimit: 'You can choose up to {max} brands; untick one to choose another.',
  sortAndBrand: 'Sort and filter by brand',
  emptyTitle: 'No products found',
  emptyText:
    "We couldn't find any products matching your criteria. Try adjusting your search or browse our categories.",
  browse: 'Browse Products',
  pageTitle: '{title}, page {page}',
};

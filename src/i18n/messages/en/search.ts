import { forms } from '../types';

/** The header's search box and its suggestions. */
export const search = {
  label: 'Search for products',
  placeholder: 'Search for products...',
  hint: 'Type a product name, code or brand',
  submit: 'Search',
  suggestions: 'Search suggestions',
  category: 'Category',
  inParent: ' in {parent}',
  unavailable: 'Suggestions are unavailable.',
  none: 'No suggestions.',
  found: forms({
    one: '{count} suggestion. Use the up and down arrows to review it.',
    other: '{count} suggestions. Use the up and down arrows to review them.',
  }),
  loading: 'Loading suggestions…',
  leftOut: 'Showing results for “{searched}”: no product matches “{words}”.',
};

import { forms } from '../types';

/**
 * The cart page, and what the cart and the checkout say about the live check of prices and stock.
 */
export const cart = {
  title: 'Shopping Cart',
  metaDescription: 'Your shopping cart.',
  empty: 'Your cart is empty',
  continueShopping: 'Continue Shopping',
  items: forms({ one: '({count} item)', other: '({count} items)' }),
  clearAll: 'Clear all items',
  cleared: 'All items removed from the cart',
  loading: 'Loading your cart…',
  available: 'Available: {count}',
  remove: 'Remove {name}',
  removed: '{name} removed from the cart',
  quantityOf: 'Quantity of {name}',
  quantityChanged: 'Quantity of {name} changed to {quantity}',
  free: '(FREE)',
  qty: 'Qty: {count}',
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  youSave: 'You Save',
  delivery: 'Delivery',
  freeDelivery: 'Free',
  vatAddedAtCheckout: 'Prices exclude VAT, which is added at checkout.',
  proceed: 'Proceed to Checkout',
  requestQuote: 'Request a quote for this cart',
  checking: 'Checking current prices and stock…',
  unconfirmed:
    'Current prices and stock could not be confirmed just now. They are checked again when you place your order.',
  orderBlocked:
    'Some items are sold out or more than the stock left. Update your cart to place your order.',
  priceChanged: 'Price changed from {from} to {to}',
  soldOut: 'Sold out',
  onlyLeft: forms({ one: 'Only {count} left in stock', other: 'Only {count} left in stock' }),
  lineAnnouncement: '{name}: {notices}.',
  productTax: 'Product Tax',
  productTaxRate: 'Product Tax ({rate})',
};

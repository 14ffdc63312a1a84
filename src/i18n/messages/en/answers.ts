import { forms } from '../types';

/**
 * What the write routes (order, quote, newsletter) answer, in the language of the page that asked
 * (src/server/messages.ts). `{phone}`, `{email}`, `{key}`, `{time}` and `{field}` are filled in.
 */
export const answers = {
  seconds: forms({ one: '{count} second', other: '{count} seconds' }),
  tooManyRequests: 'Too many requests. Please try again in {time}.',
  tooLarge: 'The request is too large.',
  order: {
    retryIn:
      'The shop could not place your order just now. Nothing was sent; please try again in {time}.',
    unavailable:
      'Online orders are not available just now, and no order was placed. Please call {phone} or e-mail {email} to order.',
    unconfirmed:
      'We could not confirm your order. It may have gone through, so please do not order again. Call {phone} or e-mail {email} and quote order key {key}.',
    refused: 'Your order was not accepted. Please check it and try again.',
    changed:
      'Prices or stock changed since you opened this page. Please check your order and submit it again.',
    noKey: 'This order has no valid order key. Please reload the page and try again.',
    keyReused:
      'This order key was already used for a different order. Please reload the page and try again.',
    notPlaced:
      "Your order was not placed: the shop's order system did not store it, so nothing will be delivered. You can submit it again.",
  },
  quote: {
    retryIn:
      'The shop could not send your quote request just now. Nothing was sent; please try again in {time}.',
    unavailable:
      'Quote requests cannot be sent online just now. Please call {phone} or e-mail {email}.',
    unconfirmed:
      'We could not confirm that your quote request arrived; please try again in a minute, or call {phone} or e-mail {email}.',
    refused: 'Your quote request was not accepted. Please check it and try again.',
  },
  track: {
    retryIn: 'The shop could not read your order just now. Please try again in {time}.',
    unavailable: 'Order tracking is not available just now. Please call {phone} or e-mail {email}.',
    unconfirmed:
      'The shop could not read your order just now. Please try again in a minute, or call {phone} or e-mail {email}.',
    refused: 'The shop could not read your order just now. Please call {phone} or e-mail {email}.',
    /** The same answer for an unknown reference and a wrong e-mail address. */
    notFound:
      'We found no order with that reference and e-mail address. Please check both and try again.',
  },
  newsletter: {
    retryIn:
      'The shop could not sign you up for the newsletter just now. Nothing was sent; please try again in {time}.',
    unavailable: 'Newsletter sign-up is not available just now. Please try again later.',
    unconfirmed: 'We could not confirm your newsletter sign-up; please try again in a minute.',
    refused:
      'Your newsletter sign-up was not accepted. Please check your e-mail address and try again.',
  },
  backInStock: {
    retryIn:
      'The shop could not send your request just now. Nothing was sent; please try again in {time}.',
    unavailable:
      'Back-in-stock requests cannot be sent online just now. Please call {phone} or e-mail {email}.',
    unconfirmed:
      'We could not confirm that your request arrived; please try again in a minute, or call {phone} or e-mail {email}.',
    refused: 'Your request was not accepted. Please check your e-mail address and try again.',
  },
  /** A refused form field: `{field}` is the field's label below. */
  problems: {
    required: '{field} is required',
    tooLong: '{field} is too long',
    oneLine: '{field} must be on one line',
    control: '{field} contains a control character',
    direction: '{field} contains a text-direction control character',
    email: '{field} must be a valid email address',
    phone:
      '{field} must be a UAE phone number, such as 050 123 4567, +971 50 123 4567 or 04 123 4567',
    invalid: '{field} is not valid',
    emptyCart: 'Please add some products to your cart',
    tooManyLines: 'Too many different products',
    quantityCap: 'You can order at most {max} of one product',
    productId: 'Each item needs a product id',
    quantity: 'Each item needs a quantity',
    quantityMin: 'Quantities start at 1',
    productGone: 'A product in your cart is no longer sold. Please review your cart and try again.',
    totalMissing: 'The order total is missing. Please reload the page and try again.',
    totalWhole: 'The order total is not a whole number of fils',
    totalNegative: 'The order total cannot be negative',
  },
  fields: {
    reference: 'Order reference',
    name: 'Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    note: 'Note',
    first_name: 'First Name',
    last_name: 'Last Name',
    description: 'Description',
    product_id: 'Product',
    billing_line1: 'Billing Line 1',
    billing_line2: 'Billing Line 2',
    billing_city: 'Billing City',
    billing_postal_code: 'Billing Postal Code',
    billing_state: 'Billing Emirate',
    billing_country: 'Billing Country',
    shipping_line1: 'Shipping Line 1',
    shipping_line2: 'Shipping Line 2',
    shipping_city: 'Shipping City',
    shipping_postal_code: 'Shipping Postal Code',
    shipping_state: 'Shipping Emirate',
    shipping_country: 'Shipping Country',
  },
};

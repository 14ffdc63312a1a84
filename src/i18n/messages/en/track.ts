/** The order tracking page (/track-order). */
export const track = {
  title: 'Track your order',
  metaDescription: 'See the status of your order with its reference and your e-mail address.',
  intro:
    'Enter the order reference from your confirmation (such as SALE2026/11/0042) and the e-mail address you ordered with.',
  reference: 'Order reference',
  email: 'Email',
  submit: 'Track order',
  searching: 'Looking for your order…',
  failed: 'The shop could not be reached. Please try again.',
  orderHeading: 'Order ',
  placedOn: 'Placed on',
  orderStatus: 'Order status',
  paymentStatus: 'Payment',
  items: 'Items',
  qty: 'Qty: {count}',
  code: 'Code: ',
  subtotal: 'Subtotal',
  productTax: 'Product Tax',
  orderTax: 'Order Tax',
  shipping: 'Shipping',
  grandTotal: 'Grand Total',
  /** The portal's sale statuses, by its word in lower case. */
  saleStatuses: {
    pending: 'Received, being prepared',
    completed: 'Completed',
    returned: 'Returned',
    canceled: 'Cancelled',
    cancelled: 'Cancelled',
  },
  /**
   * The portal's payment statuses, by its word in lower case (cash on delivery starts "pending").
   */
  paymentStatuses: {
    pending: 'Cash on delivery, not paid yet',
    due: 'Payment due',
    partial: 'Partly paid',
    paid: 'Paid',
  },
  /** A status the shop has no words for. */
  otherStatus: 'Being processed',
  help: 'Questions about your order? Call {phone} or e-mail {email}.',
};

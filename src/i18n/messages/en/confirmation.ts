/** The order confirmation page. */
export const confirmation = {
  title: 'Order Confirmation',
  metaDescription: 'Your order confirmation.',
  loading: 'Loading your order…',
  notFound: 'No Order Found',
  goHome: 'Go to Home',
  confirmed: 'Order Confirmed!',
  /**
   * Under the heading when the portal's reply has no message; English pages show the portal's own
   * (SPEC.md).
   */
  placed: 'Your order has been placed.',
  orderNumber: 'Order Number',
  reference: 'Reference: ',
  download: 'Download',
  items: 'Items',
  code: 'Code: ',
  qty: 'Qty: {count}',
  summary: 'Order Summary',
  subtotal: 'Subtotal',
  productTax: 'Product Tax',
  orderTax: 'Order Tax',
  shipping: 'Shipping',
  grandTotal: 'Grand Total',
  downloadSlip: 'Download Order Slip',
  customer: 'Customer Info',
  name: 'Name',
  date: 'Date',
  totalItems: 'Total items',
  status: 'Payment & Status',
  paymentMethod: 'Payment method',
  paymentStatus: 'Payment status',
  orderStatus: 'Order status',
  unknown: 'unknown',
  /**
   * The portal's words for an order's payment method and statuses (a stock SMA install's), by the
   * word it sends in lower case. A word not listed here is shown as the portal sent it.
   */
  portalWords: {
    cod: 'Cash on delivery',
    cash: 'Cash',
    pending: 'pending',
    due: 'due',
    partial: 'partially paid',
    paid: 'paid',
    completed: 'completed',
    returned: 'returned',
  },
  trackOrder: 'Track your order',
  continueShopping: 'Continue Shopping',
};

/** "Notify me when available", on the page of a sold-out product. */
export const notify = {
  title: 'Notify me when available',
  intro:
    'Leave your e-mail address and our sales team will write to you once, when this product is back in stock. We use your address for nothing else.',
  email: 'Email',
  send: 'Notify me when available',
  sending: 'Sending...',
  sent: 'Thank you. We will e-mail {email} when {name} is back in stock.',
  failed: 'Something went wrong. Please try again.',
};

/** The quote request page and its form. */
export const quote = {
  title: 'Request a Quote',
  metaDescription:
    'Ask for a quotation on networking, telephony, computing and point-of-sale equipment for your business in the UAE.',
  intro:
    'Tell us what you need: products, quantities, delivery city. Our sales team answers within one working day.',
  contact: 'Contact the sales team',
  preferToTalk: 'Prefer to talk?',
  call: 'Call',
  orEmail: 'or e-mail',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  description: 'Description',
  send: 'Submit Request',
  sending: 'Sending...',
  sent: 'Quote request sent successfully!',
  sentText: 'We will get back to you as soon as possible.',
  failed: 'Something went wrong.',
  /** The description a quote for a cart or a product starts with; the shopper may change it. */
  requestIntro: 'Please send me a quote for:',
  requestLine: '- {name} (code {code}), quantity {quantity}',
  requestLineNoCode: '- {name}, quantity {quantity}',
  /** The quote route answers in English; pages in other languages show these in its place. */
};

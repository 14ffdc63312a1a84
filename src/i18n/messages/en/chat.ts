/** WhatsApp click-to-chat: the floating button of every page and the product page's link. */
export const chat = {
  button: 'Chat with us on WhatsApp',
  askAboutProduct: 'Ask about this product',
  newTab: '(opens WhatsApp in a new tab)',
  /** The message the chat opens with, naming what the shopper is looking at. */
  productMessage: 'Hello, I have a question about {name}: {url}',
  pageMessage: 'Hello, I have a question about this page: {url}',
};

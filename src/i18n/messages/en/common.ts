/** Words the whole shop shares: the page frame, the language switch. */
export const common = {
  skipToContent: 'Skip to content',
  close: 'Close',
  breadcrumb: 'Breadcrumb',
  stepper: { decrease: 'Decrease quantity', increase: 'Increase quantity', quantity: 'Quantity' },
  languageOffer: 'Language',
  /** The shop's name as shoppers read it in this language. */
  shopName: 'Gulf IT Store',
  languageSwitch: {
    /** The link's text and accessible name, in the language it leads to. */
    label: 'Read this page in English',
    short: 'English',
  },
};

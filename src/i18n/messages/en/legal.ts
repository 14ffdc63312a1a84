/** The privacy policy, the terms and the 404 page. */
export const legal = {
  questions: 'Questions: {company}, {street}, {city};',
  companyName: 'Gulf IT Store Trading LLC',
  privacy: {
    title: 'Privacy Policy',
    description:
      'How {shop} uses the details you give when you order, ask for a quote or subscribe.',
    intro: '{shop} has no customer accounts. We only receive the details you type into a form.',
    receiveHeading: 'What we receive and why',
    receive:
      'An order sends us your name, company, e-mail address, phone number and addresses, so that we can deliver it and collect payment on delivery. A quote request sends your name, e-mail address and what you need, so that our sales team can answer. A newsletter sign-up sends your e-mail address, so that we can send you our offers.',
    browserHeading: 'What stays in your browser',
    browser:
      "Your cart is kept in your browser's local storage, and your last order in its session storage, so that a reload keeps them. They never leave your device until you place an order. Clearing your browser's data removes them.",
    notHeading: 'What we do not do',
    not: 'We do not use advertising or tracking cookies, and we do not sell your details.',
  },
  terms: {
    title: 'Terms and Conditions',
    description: 'The terms on which {shop} sells: prices, payment, delivery and warranty.',
    pricesHeading: 'Prices',
    pricesInclusive:
      'Prices are in UAE dirhams (AED) and include {rate} VAT. The price and stock when you place your order apply.',
    pricesExclusive:
      'Prices are in UAE dirhams (AED); {rate} VAT is added at checkout. The price and stock when you place your order apply.',
    paymentHeading: 'Payment',
    payment: 'Orders are paid in cash on delivery.',
    deliveryHeading: 'Delivery',
    delivery: 'Delivery within the {country} is free.',
    warrantyHeading: 'Warranty',
    warranty: 'Every product we sell is genuine and branded, with a one-year warranty.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    heading: 'Oops! Page not found',
    text: 'The page you are looking for may have moved or no longer exists. Head back to the home page or search for a product above.',
    back: 'Back to Home',
  },
};

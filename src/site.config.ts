/** The retailer's own details and the shop's fixed choices, in one place for staff to edit. */
export const shop = {
  name: 'Gulf IT Store',
  legalName: 'Gulf IT Store Trading LLC',
  title: 'Gulf IT Store | Network, Telephony, Laptops & POS in the UAE',
  description:
    'Shop network switches, routers, IP phones, laptops, tablets and point-of-sale devices in the UAE. Genuine branded products, VAT-inclusive AED prices, cash on delivery.',
  phone: '+971 4 123 4567',
  mobile: '+971 50 123 4567',
  helpLine: '+971 50 123 4567',
  email: 'sales@gulfitstore.ae',
  address: {
    street: 'Office 1204, Al Saqr Business Tower, Sheikh Zayed Road',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
  },
  copyrightYear: 2022,
  socials: ['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube'] as const,
} as const;

/** SPEC section 9 limits. */
export const limits = {
  pageSize: 20,
  menuCategories: 20,
  footerCategories: 100,
  footerProducts: 6,
  filterCategories: 100,
  suggestions: 10,
} as const;

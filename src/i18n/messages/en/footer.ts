/** The footer: contact, socials, "Our Products", categories and the legal line. */
export const footer = {
  address: '{street}, {city}, {country}',
  landline: 'Landline: ',
  mobile: 'Mobile: ',
  followUs: 'Follow us',
  ourProducts: 'Our Products',
  categories: 'Categories',
  rights: 'All rights reserved.',
  trackOrder: 'Track your order',
  privacy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  sitemap: 'Sitemap',
};

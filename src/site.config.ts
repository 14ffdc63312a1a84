import type { ListingDefinition } from './domain/listing';

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

/**
 * The six fixed listing pages and what each one shows. A category listing names the portal
 * categories it stands for (slug or name, first match wins), so staff can point it elsewhere here.
 */
export const listings: ListingDefinition[] = [
  {
    path: 'network-switches',
    title: 'Network Switches',
    description: 'Managed, unmanaged and PoE network switches from Cisco, HPE Aruba, Ubiquiti, TP-Link and more, delivered across the UAE.',
    rule: { kind: 'category', names: ['network-switches', 'switches'] },
  },
  {
    path: 'computers-laptops',
    title: 'Computers & Laptops',
    description: 'Business laptops, desktops and workstations with VAT-inclusive AED prices and cash on delivery.',
    rule: { kind: 'category', names: ['computers-laptops', 'computers-and-laptops', 'laptops', 'computers'] },
  },
  {
    path: 'mobiles-tablets',
    title: 'Mobiles & Tablets',
    description: 'Smartphones and tablets from the leading brands, genuine with UAE warranty.',
    rule: { kind: 'category', names: ['mobiles-tablets', 'mobiles-and-tablets', 'mobiles', 'tablets'] },
  },
  {
    path: 'electronics',
    title: 'Electronics',
    description: 'Consumer and office electronics at VAT-inclusive prices in the UAE.',
    rule: { kind: 'category', names: ['electronics'] },
  },
  {
    path: 'new-releases',
    title: 'New Releases',
    description: 'The newest products in our catalogue: networking, telephony, computing and point of sale.',
    rule: { kind: 'latest', limit: 100 },
  },
  {
    path: 'clearance-sale',
    title: 'Clearance Sale',
    description: 'Products on sale now, biggest savings first. Prices include VAT.',
    rule: { kind: 'on-sale' },
  },
];

/** SPEC section 9 limits. */
export const limits = {
  pageSize: 20,
  menuCategories: 20,
  footerCategories: 100,
  footerProducts: 6,
  filterCategories: 100,
  suggestions: 10,
} as const;

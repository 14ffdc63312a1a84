/**
 * The seven emirates, the checkout's choice of state. The portal always receives the English name
 * (`name`), whatever the page's language; pages show each by `key` in their own words.
 */
export const emirates = [
  { key: 'abuDhabi', name: 'Abu Dhabi' },
  { key: 'dubai', name: 'Dubai' },
  { key: 'sharjah', name: 'Sharjah' },
  { key: 'ajman', name: 'Ajman' },
  { key: 'ummAlQuwain', name: 'Umm Al Quwain' },
  { key: 'rasAlKhaimah', name: 'Ras Al Khaimah' },
  { key: 'fujairah', name: 'Fujairah' },
] as const;

export type EmirateKey = (typeof emirates)[number]['key'];

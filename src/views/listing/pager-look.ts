/**
 * How a pager's places look, the same in built pages (Pagination.astro) and in the products island
 * (Pager.tsx).
 */
const box =
  'inline-flex min-w-10 h-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

export const pagerLook = {
  link: `${box} border-gray-300 bg-white hover:border-brand-700`,
  current: `${box} border-brand-700 bg-brand-700 text-white`,
  /** Previous or next where there is no such page. */
  disabled: `${box} border-gray-200 text-gray-500`,
  gap: 'px-1 text-ink-muted',
};

/**
 * A pager's logic, drawn twice with the same look (src/views/listing/pager-look.ts): by
 * src/components/listing/Pagination.astro in built pages and by src/islands/listing/Pager.tsx in
 * the products island.
 */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last, and `radius` pages either side of the
 * current one, with a gap marker where numbers are skipped.
 */
export function pageWindow(current: number, last: number, radius = 2): PageItem[] {
  const pages = new Set<number>([1, last]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of sorted.entries()) {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) items.push(p - prev === 2 ? p - 1 : 'gap');
    items.push(p);
  }
  return items;
}

/** One place of a pager, in the order shown. */
export type PagerPart =
  /** `page` null: there is no page that way, shown but not a link. */
  | { kind: 'previous' | 'next'; page: number | null }
  | { kind: 'page'; page: number; current: boolean }
  | { kind: 'gap' };

/** Previous, the page window, next; nothing for a single page. */
export function pagerParts(current: number, last: number): PagerPart[] {
  if (last <= 1) return [];
  return [
    { kind: 'previous', page: current > 1 ? current - 1 : null },
    ...pageWindow(current, last).map((item): PagerPart =>
      item === 'gap' ? { kind: 'gap' } : { kind: 'page', page: item, current: item === current },
    ),
    { kind: 'next', page: current < last ? current + 1 : null },
  ];
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

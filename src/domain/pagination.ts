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

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

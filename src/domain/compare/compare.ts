/**
 * The products a shopper has chosen to compare, as the browser keeps them (local storage key
 * `compare`), and the pure operations on them. At most four: a fifth is refused, never swapped in.
 * What was stored outlives deployments and can be edited by hand, so it is read back through
 * `parseStoredCompare`; every page may read it, so its schema is one of the small ones of
 * ./schema-parts.
 */
import * as v from 'valibot';
import { nonEmpty, positiveInt } from '../schema-parts';

export const MAX_COMPARE = 4;

/** What the tray shows of a chosen product, taken from the card or page it was chosen on. */
export interface CompareItem {
  id: number;
  slug: string;
  name: string;
  /** A small picture of the shop's own; null when the product has none. */
  image: string | null;
}

export type ToggleOutcome = 'added' | 'removed' | 'full';

const storedItem = v.object({
  id: positiveInt,
  slug: nonEmpty,
  name: nonEmpty,
  image: v.fallback(v.nullable(v.string()), null),
});

/**
 * Repairs whatever was stored: unusable entries and repeats are dropped, and only the first four
 * kept.
 */
export function parseStoredCompare(raw: unknown): CompareItem[] {
  if (!Array.isArray(raw)) return [];
  const items: CompareItem[] = [];
  for (const candidate of raw) {
    const parsed = v.safeParse(storedItem, candidate);
    if (
      parsed.success &&
      items.length < MAX_COMPARE &&
      !items.some((item) => item.id === parsed.output.id)
    )
      items.push(parsed.output);
  }
  return items;
}

/**
 * Adds the product, or takes it out when it is already chosen; a fifth is refused and nothing
 * changes.
 */
export function toggleCompare(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: CompareItem[]; outcome: ToggleOutcome } {
  if (items.some((chosen) => chosen.id === item.id))
    return { items: removeCompare(items, item.id), outcome: 'removed' };
  if (items.length >= MAX_COMPARE) return { items: [...items], outcome: 'full' };
  return { items: [...items, item], outcome: 'added' };
}

export function removeCompare(items: readonly CompareItem[], id: number): CompareItem[] {
  return items.filter((item) => item.id !== id);
}

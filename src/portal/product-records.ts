/**
 * The product rows of an earlier full read with some products read again: the shape of the list a
 * full read would give now, as far as those products are concerned. A product the portal no longer
 * has leaves the list; a changed one keeps its place (slugs are decided over the whole list in its
 * order: ./map.ts); a new one goes after the others in id order, as the portal lists new products
 * last.
 */
import { toId } from './values.ts';

const idOf = (record: unknown) =>
  typeof record === 'object' && record !== null
    ? toId((record as Record<string, unknown>).id)
    : null;

/** `fresh`: each product read again, by id; null when the portal no longer has it. */
export function patchProductRecords(
  records: readonly unknown[],
  fresh: ReadonlyMap<number, unknown>,
): unknown[] {
  const placed = new Set<number>();
  const kept = records.flatMap((record) => {
    const id = idOf(record);
    if (id === null || !fresh.has(id)) return [record];
    placed.add(id);
    const now = fresh.get(id);
    return now === null ? [] : [now];
  });
  const added = [...fresh]
    .filter(([id, record]) => record !== null && !placed.has(id))
    .sort(([a], [b]) => a - b);
  return [...kept, ...added.map(([, record]) => record)];
}

/**
 * The products chosen for comparison, persisted in local storage under `compare` and kept in step
 * across tabs by the storage event. Read at module load in the browser, so what renders from it
 * waits for mount (src/browser/use-mounted.ts); this module is loaded only once a shopper uses
 * compare (see src/browser/compare/compare-directive.ts).
 */
import { persistentAtom } from '@nanostores/persistent';
import { safeJsonParse } from '../domain/cart/cart';
import {
  parseStoredCompare,
  removeCompare,
  toggleCompare,
  type CompareItem,
  type ToggleOutcome,
} from '../domain/compare/compare';
import { compareStorageKey } from './compare-signals';

export const $compare = persistentAtom<CompareItem[]>(compareStorageKey, [], {
  encode: JSON.stringify,
  decode: (stored) => parseStoredCompare(safeJsonParse(stored)),
});

export function toggleCompared(item: CompareItem): ToggleOutcome {
  const { items, outcome } = toggleCompare($compare.get(), item);
  if (outcome !== 'full') $compare.set(items);
  return outcome;
}

export function removeCompared(id: number): void {
  $compare.set(removeCompare($compare.get(), id));
}

export function clearCompared(): void {
  $compare.set([]);
}

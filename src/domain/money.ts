import type { Fils } from './catalogue';

const amount = new Intl.NumberFormat('en-AE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** "1,299.00": the amount alone, for layouts that set the currency apart. */
export function formatAmount(fils: Fils): string {
  return amount.format(fils / 100);
}

/** "AED 1,299.00", formatted the same on every machine whatever its locale. */
export function formatAed(fils: Fils): string {
  return `AED ${formatAmount(fils)}`;
}

/**
 * Parses a portal money string ("120.00", "120.0000", "1,299.5") or number into fils.
 * Returns null for anything that is not a finite, non-negative amount.
 */
export function toFils(value: unknown): Fils | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim().replace(/,/g, ''));
  else return null;
  if (!Number.isFinite(n) || n < 0) return null;
  return Math.round(n * 100);
}

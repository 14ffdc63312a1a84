/**
 * A product's VAT rate from the portal's `tax_rate`, which arrives in two shapes (PORTAL.md):
 *
 * - the single view (`products/view/{id}`) gives the tax-rate row,
 *   `{"id":"2","name":"VAT @5%","code":"VAT5","rate":"5.0000","type":"percentage"}`: its `rate` is
 *   the percentage (stock SMA's type is "percentage"/"fixed", or 1/2 in its table);
 * - lists give a plain value. In stock SMA that value is the products table's `tax_rate` column,
 *   the ROW ID ("2" is "VAT @5%" there), not the rate, while other installs list the rate itself
 *   ("5.0000"). A whole number therefore cannot be told apart from an id and is not trusted as a
 *   rate: the product gets the UAE's 5%, without a warning, since it is the normal stock SMA case.
 *   A value written with decimals ("5.0000", 5.5) is a rate.
 *
 * Whatever arrives, the product is kept: an unreadable rate gives 5% and a warning.
 */
import { DEFAULT_VAT_PERCENT } from '../domain/vat.ts';
import type { FieldIssue } from './field-warnings.ts';
import { toNumber } from './values.ts';

export interface VatReading {
  percent: number;
  /** Set when the value was not usable and the default was taken. */
  issue?: FieldIssue;
}

const PERCENTAGE_TYPES = new Set(['percentage', '1']);
const FIXED_TYPES = new Set(['fixed', '2']);

export function vatPercentOf(taxRate: unknown): VatReading {
  if (taxRate === null || taxRate === undefined) return { percent: DEFAULT_VAT_PERCENT };
  if (typeof taxRate === 'object') return fromRow(taxRate as Record<string, unknown>);
  const value = toNumber(taxRate);
  if (value === null) return assumed('neither a rate nor a tax-rate row id');
  if (writtenAsWholeNumber(taxRate)) return { percent: DEFAULT_VAT_PERCENT };
  return isPercent(value) ? { percent: value } : assumed('a rate outside 0-100');
}

function fromRow(row: Record<string, unknown>): VatReading {
  const written = row.type ?? 'percentage';
  const type = typeof written === 'string' ? written.trim().toLowerCase() : '';
  if (FIXED_TYPES.has(type)) return assumed('a fixed-amount tax-rate row');
  if (!PERCENTAGE_TYPES.has(type)) return assumed('a tax-rate row of unknown type');
  const rate = toNumber(row.rate);
  return rate !== null && isPercent(rate)
    ? { percent: rate }
    : assumed('a tax-rate row without a usable rate');
}

function writtenAsWholeNumber(value: unknown): boolean {
  return typeof value === 'number' ? Number.isInteger(value) : /^\s*\d+\s*$/.test(String(value));
}

const isPercent = (value: number) => value >= 0 && value <= 100;

function assumed(what: string): VatReading {
  return {
    percent: DEFAULT_VAT_PERCENT,
    issue: { field: 'tax_rate', problem: `${what}; ${DEFAULT_VAT_PERCENT}% assumed` },
  };
}

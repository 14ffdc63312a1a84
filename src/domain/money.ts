import type { Fils } from './catalogue.ts';

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses a portal money string ("120.00", "120.0000", "1,299.5") or number into fils.
 * Strings are read digit by digit, never through a float, so "1.005" is 101 fils (half up) and
 * not the 100 that `Math.round(1.005 * 100)` gives. Returns null for anything that is not a
 * finite, non-negative amount.
 */
export function toFils(value: unknown): Fils | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // The shortest decimal that round-trips is what the sender meant; exponent forms are rare
    // enough to round.
    const text = String(value);
    return text.includes('e') ? Math.round(value * 100) : decimalToFils(text);
  }
  if (typeof value !== 'string') return null;
  return decimalToFils(value.trim().replace(/,/g, ''));
}

function decimalToFils(text: string): Fils | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const fils = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = (fraction[2] ?? '0') >= '5';
  const result = roundUp ? fils + 1 : fils;
  return Number.isSafeInteger(result) ? result : null;
}

/** A net amount with `percent` added (VAT), rounded to the fils. */
export function addPercent(fils: Fils, percent: number): Fils {
  return Math.round((fils * (100 + percent)) / 100);
}

/**
 * Wire scalars into plain values, once, at the edge: ids "65", quantities "3.0000", flags "1"/"0",
 * dates "2025-03-01 00:00:00". Each returns null when the value says nothing usable.
 */

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return null;
  return Number(value);
}

/** A positive whole id; "0" is the portal's "none". */
export function toId(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isSafeInteger(n) && n > 0 ? n : null;
}

const TRUE = new Set(['1', 'true', 'yes', 'on']);
const FALSE = new Set(['0', 'false', 'no', 'off', '']);

export function toFlag(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  return TRUE.has(word) ? true : FALSE.has(word) ? false : null;
}

/** Trimmed text, numbers written out; null when empty. */
export function toText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/** "YYYY-MM-DD" from a portal date or timestamp; MySQL's "0000-00-00" and garbage mean no date. */
export function toDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = /^\s*(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
  return day && !day.startsWith('0000') ? day : null;
}

const UAE_OFFSET_MS = 4 * 3600 * 1000;

/**
 * The calendar day in the UAE (UTC+4, no daylight saving) at `at`: the day promotions are dated in.
 */
export function uaeDay(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

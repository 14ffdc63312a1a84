/**
 * The demo controls' untrusted input (JSON bodies, a test's edits): each check throws a PatchError
 * whose message names the field, answered as a 400 by the HTTP controls.
 */
export class PatchError extends Error {}

export type Input = Record<string, unknown>;

export function objectInput(value: unknown, what: string): Input {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new PatchError(`${what} must be a JSON object`);
  return value as Input;
}

/** A misspelt field would otherwise be a change that silently does nothing. */
export function onlyFields(input: Input, allowed: readonly string[]): void {
  for (const key of Object.keys(input))
    if (!allowed.includes(key))
      throw new PatchError(`unknown field ${key} (expected ${allowed.join(', ')})`);
}

/** A name as the back office takes it: trimmed, not empty, at most a VARCHAR(255). */
export function name(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') throw new PatchError(`${field} must be a non-empty string`);
  if (text.length > 255) throw new PatchError(`${field} must be at most 255 characters`);
  return text;
}

/** Free text that may be empty (a slide's caption or link). */
export function text(value: unknown, field: string): string {
  if (typeof value !== 'string') throw new PatchError(`${field} must be a string`);
  if (value.length > 255) throw new PatchError(`${field} must be at most 255 characters`);
  return value;
}

/**
 * A record id or a position: a whole number from 1, as a number or (in a path or a form) digits.
 */
export function positiveInt(value: unknown, field: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1)
    throw new PatchError(`${field} must be a whole number from 1`);
  return n;
}

export function idList(value: unknown, field: string): number[] {
  if (!Array.isArray(value)) throw new PatchError(`${field} must be a list of ids`);
  const ids = value.map((item, index) => positiveInt(item, `${field}[${index}]`));
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) throw new PatchError(`${field} lists ${id} twice`);
    seen.add(id);
  }
  return ids;
}

export function flag(value: unknown, field: string): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw new PatchError(`${field} must be true or false`);
}

/** An AED amount (number or decimal string) as integer fils. */
export function fils(value: unknown, field: string, allowZero: boolean): number {
  const aed = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  if (!Number.isFinite(aed) || aed < 0 || (!allowZero && aed === 0))
    throw new PatchError(
      `${field} must be a ${allowZero ? 'non-negative' : 'positive'} amount in AED`,
    );
  return Math.round(aed * 100);
}

export function date(value: unknown, field: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    throw new PatchError(`${field} must be "YYYY-MM-DD" or null`);
  return value;
}

/** Units in stock; null is the portal's "not tracked". */
export function quantity(value: unknown, field: string): number | null {
  if (value === null) return null;
  const units = Number(value);
  if (!Number.isFinite(units) || units < 0)
    throw new PatchError(`${field} must be a number >= 0 or null`);
  return units;
}

/**
 * A file under the portal's uploads folder, as the back office names its uploads, or null for none.
 */
export function uploadName(value: unknown, field: string): string | null {
  if (value === null) return null;
  if (typeof value !== 'string' || !/^[A-Za-z0-9][A-Za-z0-9._-]*\.(png|jpg)$/.test(value))
    throw new PatchError(
      `${field} must be a .jpg or .png file name such as "slide-6.jpg", or null`,
    );
  return value;
}

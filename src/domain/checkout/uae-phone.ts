/**
 * UAE phone numbers as shoppers type them ("050 123 4567", "+971 50 123 4567", "00971501234567",
 * "04 123 4567", in Latin or Arabic-Indic digits), turned into the one form the portal and the
 * shop's staff read: +971 and the national number, without spaces.
 */

/** Mobile numbers: 5 and the operator's digit (0, 2, 4, 5, 6, 8), then seven digits. */
const MOBILE = /^5[024568]\d{7}$/;
/**
 * Landlines: the area's digit (2 Abu Dhabi, 3 Al Ain, 4 Dubai, 6 the northern emirates, 7 Ras Al
 * Khaimah, 9 Fujairah), then seven digits.
 */
const LANDLINE = /^[234679]\d{7}$/;
/** What people put between digit groups. */
const SEPARATORS = /[\s().\-\u00A0]/g;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin digits. */
const latinDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** The national number: the country code (+971, 00971 or 971) or the trunk 0 taken off. */
function nationalNumber(digits: string): string {
  const withoutCountry = digits.replace(/^(?:\+|00)?971/, '');
  return withoutCountry.replace(/^0/, '');
}

/**
 * "+971501234567" for a UAE mobile or landline number in any usual form; null for anything else.
 */
export function normaliseUaePhone(input: string): string | null {
  const compact = latinDigits(input.trim()).replace(SEPARATORS, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const national = nationalNumber(compact);
  if (compact.startsWith('+') && !compact.startsWith('+971')) return null;
  return MOBILE.test(national) || LANDLINE.test(national) ? `+971${national}` : null;
}

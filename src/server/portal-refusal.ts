/**
 * The portal's 4xx refusals in the shop's words. The portal writes its messages for its own staff
 * (they can name tables, hosts or internal rules, and they are in English whatever the page), so a
 * shopper never reads one: a refusal the shop knows becomes its own text in the page's language,
 * naming the form field when there is one; anything else becomes the route's plain refusal. The
 * portal's text goes to the log (portal-failure.ts logs every failed call with it).
 */
import { fill } from '../i18n/format';
import type { Locale } from '../i18n/locales';
import { messagesFor } from '../i18n/messages';

export interface ShopperRefusal {
  error: string;
  /** The form field to point at. */
  field?: string;
  /** The shop's name for the refusal, for the page (`empty-cart` gets SPEC's own toast). */
  code: string;
}

type Problems = ReturnType<typeof messagesFor>['answers']['problems'];

interface KnownRefusal {
  /** The portal's message (stock SMA's guest checkout and contact controllers). */
  pattern: RegExp;
  code: string;
  problem: keyof Problems;
}

const KNOWN: readonly KnownRefusal[] = [
  {
    pattern: /^Cart items are required and must be a non-empty array\.?$/i,
    code: 'empty-cart',
    problem: 'emptyCart',
  },
  { pattern: /^The (\w+) field is required\.?$/i, code: 'field-required', problem: 'required' },
  {
    pattern: /^The (\w+) field must contain a valid email address\.?$/i,
    code: 'field-invalid',
    problem: 'email',
  },
  {
    pattern: /^Product with ID \d+ (?:was not found|is not available for sale)\.?$/i,
    code: 'product-unavailable',
    problem: 'productGone',
  },
  {
    pattern: /^Invalid quantity for product ID \d+\.?$/i,
    code: 'quantity-invalid',
    problem: 'quantityMin',
  },
];

/**
 * What a shopper is told for the portal's refusal `reason` (null: unreadable), `fallback` when the
 * shop does not know it.
 */
export function shopperRefusal(
  reason: string | null,
  locale: Locale,
  fallback: string,
): ShopperRefusal {
  const { problems, fields } = messagesFor(locale).answers;
  for (const known of KNOWN) {
    const match = reason?.trim().match(known.pattern);
    if (!match) continue;
    const field = match[1]?.toLowerCase();
    // A field the shop's forms do not have is no help to the shopper: the plain refusal then.
    if (field !== undefined && !Object.hasOwn(fields, field)) break;
    const label = field === undefined ? '' : (fields as Record<string, string>)[field];
    return {
      error: fill(problems[known.problem], { field: label ?? '', max: '' }),
      code: known.code,
      ...(field ? { field } : {}),
    };
  }
  return { error: fallback, code: 'refused' };
}

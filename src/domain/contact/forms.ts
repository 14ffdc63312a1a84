/**
 * The shop's form inputs, one schema each: the server routes validate what arrives with them.
 * A refused field is named by its label in the language of the request (`firstIssue`). Server-side
 * only (islands take the honeypot's name from ./honeypot), so the full zod stays out of the browser.
 */
import { z } from 'zod';
import { lineOverProductCap, lineOverQuantityCap, MAX_ORDER_PRODUCTS, MAX_QUANTITY } from '../checkout/checkout';
import { honeypotField } from './honeypot';
import { normaliseUaePhone } from '../checkout/uae-phone';
import { fill, formatCount } from '../../i18n/format';

/**
 * What no form field may carry: C0 control characters (and DEL and the C1 range), and the
 * bidirectional overrides and isolates that make a name read differently from what it holds. A
 * multi-line field keeps tab, CR and LF; a single-line field may not break lines at all.
 */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAB = /\t/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * Why a field was refused. The schemas carry these codes as their messages; `firstIssue` turns the
 * first one into the words of the request's language (src/i18n/messages/<language>/answers.ts).
 */
export const problems = [
  'required',
  'tooLong',
  'oneLine',
  'control',
  'direction',
  'email',
  'phone',
  'invalid',
  'emptyCart',
  'tooManyLines',
  'quantityCap',
  'productId',
  'quantity',
  'quantityMin',
  'totalMissing',
  'totalWhole',
  'totalNegative',
] as const;
export type Problem = (typeof problems)[number];

/** A template per problem (`{field}`, `{max}`) and a label per field name, in one language. */
export interface FormWords {
  problems: Record<Problem, string>;
  fields: Record<string, string>;
}

interface TextOptions {
  max?: number;
  /** Line breaks and tabs allowed (a message, a description). */
  multiline?: boolean;
}

const text = ({ max = 200, multiline = false }: TextOptions) =>
  z
    .string({ error: 'required' satisfies Problem })
    .trim()
    .max(max, 'tooLong' satisfies Problem)
    .refine((value) => multiline || !LINE_BREAK.test(value), 'oneLine' satisfies Problem)
    .refine((value) => !CONTROL.test(value) && (multiline || !TAB.test(value)), 'control' satisfies Problem)
    .refine((value) => !BIDI_CONTROL.test(value), 'direction' satisfies Problem);

const required = (options: TextOptions = {}) => text(options).refine((value) => value !== '', 'required' satisfies Problem);
const optional = (options: TextOptions = {}) => text(options).default('');
const email = z
  .string({ error: 'required' satisfies Problem })
  .trim()
  .min(1, 'required' satisfies Problem)
  .max(254, 'tooLong' satisfies Problem)
  .pipe(z.email('email' satisfies Problem));

const honeypot = { [honeypotField]: z.string().max(500).optional() };

export const newsletterSchema = z.object({ email, ...honeypot });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** Order tracking: the order's reference (as on the confirmation) and the e-mail it was placed with. */
export const trackOrderSchema = z.object({ reference: required({ max: 60 }), email, ...honeypot });
export type TrackOrderInput = z.infer<typeof trackOrderSchema>;

export const quoteSchema = z.object({
  first_name: required({ max: 100 }),
  last_name: required({ max: 100 }),
  email,
  description: required({ max: 5000, multiline: true }),
  ...honeypot,
});
export type QuoteInput = z.infer<typeof quoteSchema>;

/** "Notify me when available": the shopper's e-mail and the product, by its id (the route names it from the build's catalogue). */
export const backInStockSchema = z.object({
  email,
  product_id: z.number({ error: 'invalid' satisfies Problem }).int('invalid' satisfies Problem).positive('invalid' satisfies Problem),
  ...honeypot,
});
export type BackInStockInput = z.infer<typeof backInStockSchema>;

const isProblem = (value: unknown): value is Problem => (problems as readonly unknown[]).includes(value);

/** The first problem of a failed parse, as `{ field, message }` for a 400 answer, in `words`' language. */
export function firstIssue(error: z.ZodError, words: FormWords): { field: string; message: string } {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'body';
  const name = String(issue?.path[0] ?? 'body');
  const problem = isProblem(issue?.message) ? issue.message : 'invalid';
  return { field, message: fill(words.problems[problem], { field: words.fields[name] ?? name, max: formatCount(MAX_QUANTITY) }) };
}

/**
 * A request that asks only for an e-mail goes through the portal's contact call all the same: names
 * come from the e-mail's local part ("sara.khan@x.ae" -> "Sara", "Khan"), else the words given, and
 * the description says what it is.
 */
function contactByEmail(emailAddress: string, fallback: { first: string; last: string }, description: string) {
  const local = emailAddress.split('@')[0] ?? '';
  const words = local
    .split(/[._\-+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  return {
    first_name: words[0] ?? fallback.first,
    last_name: words.slice(1).join(' ') || fallback.last,
    email: emailAddress,
    description,
  };
}

export const newsletterContact = (emailAddress: string) =>
  contactByEmail(emailAddress, { first: 'Newsletter', last: 'Subscriber' }, `Newsletter subscription request from ${emailAddress}.`);

/** What staff need to write back when a product is in stock again: who, which product (name, model number, page), in which language. */
export function backInStockContact(emailAddress: string, product: { name: string; code: string; url: string }, language: string) {
  const description = [
    `Back-in-stock request: please e-mail ${emailAddress} when this product is available again.`,
    `Product: ${product.name}`,
    `Code: ${product.code}`,
    `Page: ${product.url}`,
    `Shopper's language: ${language}`,
  ].join('\n');
  return contactByEmail(emailAddress, { first: 'Back in stock', last: 'Request' }, description);
}

const address = (prefix: 'billing' | 'shipping', requiredFields: boolean) => {
  const need = (max = 200) => (requiredFields ? required({ max }) : optional({ max }));
  return {
    [`${prefix}_line1`]: need(),
    [`${prefix}_line2`]: optional(),
    [`${prefix}_city`]: need(100),
    [`${prefix}_postal_code`]: optional({ max: 20 }),
    [`${prefix}_state`]: optional({ max: 100 }),
    [`${prefix}_country`]: need(100),
  } as unknown as Record<`${typeof prefix}_${'line1' | 'line2' | 'city' | 'postal_code' | 'state' | 'country'}`, z.ZodType<string>>;
};

export const cartItemInputSchema = z.object({
  product_id: z.number({ error: 'productId' satisfies Problem }).int().positive(),
  qty: z
    .number({ error: 'quantity' satisfies Problem })
    .int()
    .min(1, 'quantityMin' satisfies Problem)
    .max(MAX_QUANTITY, 'quantityCap' satisfies Problem),
});

/**
 * The caps hold for products, not lines: two lines of 9,999 are one line of 19,998, and two lines of
 * one product are one of the MAX_ORDER_PRODUCTS. Lines beyond twice that are refused unread.
 */
const items = z
  .array(cartItemInputSchema)
  .min(1, 'emptyCart' satisfies Problem)
  .max(2 * MAX_ORDER_PRODUCTS, 'tooManyLines' satisfies Problem)
  .superRefine((lines, context) => {
    if (lineOverProductCap(lines) !== null) {
      context.addIssue({ code: 'custom', message: 'tooManyLines' satisfies Problem });
      return;
    }
    const index = lineOverQuantityCap(lines);
    if (index !== null) context.addIssue({ code: 'custom', path: [index, 'qty'], message: 'quantityCap' satisfies Problem });
  });

const checkoutBase = z.object({
  name: required({ max: 120 }),
  company: optional({ max: 120 }),
  email,
  /** Sent to the portal as +971…, whichever usual form the shopper typed it in. */
  phone: required({ max: 30 }).transform((typed, context) => {
    const phone = normaliseUaePhone(typed);
    if (phone === null) context.addIssue({ code: 'custom', message: 'phone' satisfies Problem });
    return phone ?? typed;
  }),
  ...address('billing', true),
  note: optional({ max: 1000, multiline: true }),
  items,
  /** The Grand Total the shopper saw, in fils: checked against the live total, never used to price. */
  expected_total: z
    .number({ error: 'totalMissing' satisfies Problem })
    .int('totalWhole' satisfies Problem)
    .nonnegative('totalNegative' satisfies Problem),
  ...honeypot,
});

/**
 * Checkout: shipping fields are required only when "Same as Billing Address" is off; when it is
 * on, whatever shipping fields arrive are ignored and billing is copied.
 */
export const checkoutSchema = z.discriminatedUnion('same_as_billing', [
  checkoutBase.extend({ same_as_billing: z.literal(true) }),
  checkoutBase.extend({ same_as_billing: z.literal(false), ...address('shipping', true) }),
]);
export type CheckoutInput = z.infer<typeof checkoutSchema>;

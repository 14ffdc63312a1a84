/**
 * The shop's form inputs, one schema each: the server routes validate what arrives with them.
 * Field names are the ones shoppers see in errors. Server-side only (islands take the honeypot's
 * name from ./honeypot), so the full zod stays out of the browser.
 */
import { z } from 'zod';
import { lineOverQuantityCap, MAX_QUANTITY } from './checkout';
import { honeypotField } from './honeypot';

/**
 * What no form field may carry: C0 control characters (and DEL and the C1 range), and the
 * bidirectional overrides and isolates that make a name read differently from what it holds. A
 * multi-line field keeps tab, CR and LF; a single-line field may not break lines at all.
 */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TAB = /\t/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

interface TextOptions {
  max?: number;
  /** Line breaks and tabs allowed (a message, a description). */
  multiline?: boolean;
}

const text = (label: string, { max = 200, multiline = false }: TextOptions) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} is too long`)
    .refine((value) => multiline || !LINE_BREAK.test(value), `${label} must be on one line`)
    .refine((value) => !CONTROL.test(value) && (multiline || !TAB.test(value)), `${label} contains a control character`)
    .refine((value) => !BIDI_CONTROL.test(value), `${label} contains a text-direction control character`);

const required = (label: string, options: TextOptions = {}) => text(label, options).refine((value) => value !== '', `${label} is required`);
const optional = (label: string, options: TextOptions = {}) => text(label, options).default('');
const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Email must be a valid email address'));

const honeypot = { [honeypotField]: z.string().max(500).optional() };

export const newsletterSchema = z.object({ email, ...honeypot });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const quoteSchema = z.object({
  first_name: required('First Name', { max: 100 }),
  last_name: required('Last Name', { max: 100 }),
  email,
  description: required('Description', { max: 5000, multiline: true }),
  ...honeypot,
});
export type QuoteInput = z.infer<typeof quoteSchema>;

/** The first problem of a failed parse, as `{ field, message }` for a 400 answer. */
export function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || 'body', message: issue?.message ?? 'Invalid input' };
}

/**
 * The newsletter goes through the portal's contact call: names come from the e-mail's local part
 * ("sara.khan@x.ae" -> "Sara", "Khan") and the description says what it is.
 */
export function newsletterContact(emailAddress: string) {
  const local = emailAddress.split('@')[0] ?? '';
  const words = local
    .split(/[._\-+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  return {
    first_name: words[0] ?? 'Newsletter',
    last_name: words.slice(1).join(' ') || 'Subscriber',
    email: emailAddress,
    description: `Newsletter subscription request from ${emailAddress}.`,
  };
}

const address = (prefix: 'billing' | 'shipping', requiredFields: boolean) => {
  const label = prefix === 'billing' ? 'Billing' : 'Shipping';
  const need = (name: string, max = 200) => (requiredFields ? required(`${label} ${name}`, { max }) : optional(`${label} ${name}`, { max }));
  return {
    [`${prefix}_line1`]: need('Line 1'),
    [`${prefix}_line2`]: optional(`${label} Line 2`),
    [`${prefix}_city`]: need('City', 100),
    [`${prefix}_postal_code`]: optional(`${label} Postal Code`, { max: 20 }),
    [`${prefix}_state`]: optional(`${label} State`, { max: 100 }),
    [`${prefix}_country`]: need('Country', 100),
  } as unknown as Record<`${typeof prefix}_${'line1' | 'line2' | 'city' | 'postal_code' | 'state' | 'country'}`, z.ZodType<string>>;
};

const quantityCapMessage = `You can order at most ${MAX_QUANTITY.toLocaleString('en-AE')} of one product`;

export const cartItemInputSchema = z.object({
  product_id: z.number({ error: 'Each item needs a product id' }).int().positive(),
  qty: z.number({ error: 'Each item needs a quantity' }).int().min(1, 'Quantities start at 1').max(MAX_QUANTITY, quantityCapMessage),
});

/** The cap holds for a product's merged quantity: two lines of 9,999 are one line of 19,998. */
const items = z
  .array(cartItemInputSchema)
  .min(1, 'Please add some products to your cart')
  .max(100, 'Too many different products')
  .superRefine((lines, context) => {
    const index = lineOverQuantityCap(lines);
    if (index !== null) context.addIssue({ code: 'custom', path: [index, 'qty'], message: quantityCapMessage });
  });

const checkoutBase = z.object({
  name: required('Name', { max: 120 }),
  company: optional('Company', { max: 120 }),
  email,
  phone: required('Phone', { max: 30 }).pipe(z.string().regex(/^[+()\d\s-]{6,30}$/, 'Phone must be a phone number')),
  ...address('billing', true),
  note: optional('Note', { max: 1000, multiline: true }),
  items,
  /** The Grand Total the shopper saw, in fils: checked against the live total, never used to price. */
  expected_total: z
    .number({ error: 'The order total is missing. Please reload the page and try again.' })
    .int('The order total is not a whole number of fils')
    .nonnegative('The order total cannot be negative'),
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

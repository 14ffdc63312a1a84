/**
 * The shop's form inputs, one schema each: the server routes validate what arrives with them.
 * Field names are the ones shoppers see in errors. Server-side only (islands take the honeypot's
 * name from ./honeypot), so the full zod stays out of the browser.
 */
import { z } from 'zod';
import { honeypotField } from './honeypot';

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
const optional = (label: string, max = 200) => z.string().trim().max(max, `${label} is too long`).default('');
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
  first_name: required('First Name', 100),
  last_name: required('Last Name', 100),
  email,
  description: required('Description', 5000),
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
  const need = (name: string, max = 200) => (requiredFields ? required(`${label} ${name}`, max) : optional(`${label} ${name}`, max));
  return {
    [`${prefix}_line1`]: need('Line 1'),
    [`${prefix}_line2`]: optional(`${label} Line 2`),
    [`${prefix}_city`]: need('City', 100),
    [`${prefix}_postal_code`]: optional(`${label} Postal Code`, 20),
    [`${prefix}_state`]: optional(`${label} State`, 100),
    [`${prefix}_country`]: need('Country', 100),
  } as unknown as Record<`${typeof prefix}_${'line1' | 'line2' | 'city' | 'postal_code' | 'state' | 'country'}`, z.ZodType<string>>;
};

export const cartItemInputSchema = z.object({
  product_id: z.number({ error: 'Each item needs a product id' }).int().positive(),
  qty: z.number({ error: 'Each item needs a quantity' }).int().min(1, 'Quantities start at 1').max(9_999, 'Quantity is too large'),
});

const checkoutBase = z.object({
  name: required('Name', 120),
  company: optional('Company', 120),
  email,
  phone: required('Phone', 30).pipe(z.string().regex(/^[+()\d\s-]{6,30}$/, 'Phone must be a phone number')),
  ...address('billing', true),
  note: optional('Note', 1000),
  items: z.array(cartItemInputSchema).min(1, 'Please add some products to your cart').max(100, 'Too many different products'),
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

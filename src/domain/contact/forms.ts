/**
 * The contact forms' inputs, one schema each (newsletter, quote, back in stock): the server routes
 * validate what arrives with them. They go to the portal as contact requests.
 */
import { z } from 'zod';
import { email, honeypot, required, type Problem } from '../form-fields';

export const newsletterSchema = z.object({ email, ...honeypot });
export type NewsletterInput = z.infer<typeof newsletterSchema>;

export const quoteSchema = z.object({
  first_name: required({ max: 100 }),
  last_name: required({ max: 100 }),
  email,
  description: required({ max: 5000, multiline: true }),
  ...honeypot,
});
export type QuoteInput = z.infer<typeof quoteSchema>;

/**
 * "Notify me when available": the shopper's e-mail and the product, by its id (the route names it
 * from the build's catalogue).
 */
export const backInStockSchema = z.object({
  email,
  product_id: z
    .number({ error: 'invalid' satisfies Problem })
    .int('invalid' satisfies Problem)
    .positive('invalid' satisfies Problem),
  ...honeypot,
});
export type BackInStockInput = z.infer<typeof backInStockSchema>;

/**
 * A request that asks only for an e-mail goes through the portal's contact call all the same: names
 * come from the e-mail's local part ("sara.khan@x.ae" -> "Sara", "Khan"), else the words given, and
 * the description says what it is.
 */
function contactByEmail(
  emailAddress: string,
  fallback: { first: string; last: string },
  description: string,
) {
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
  contactByEmail(
    emailAddress,
    { first: 'Newsletter', last: 'Subscriber' },
    `Newsletter subscription request from ${emailAddress}.`,
  );

/**
 * What staff need to write back when a product is in stock again: who, which product (name, model
 * number, page), in which language.
 */
export function backInStockContact(
  emailAddress: string,
  product: { name: string; code: string; url: string },
  language: string,
) {
  const description = [
    `Back-in-stock request: please e-mail ${emailAddress} when this product is available again.`,
    `Product: ${product.name}`,
    `Code: ${product.code}`,
    `Page: ${product.url}`,
    `Shopper's language: ${language}`,
  ].join('\n');
  return contactByEmail(emailAddress, { first: 'Back in stock', last: 'Request' }, description);
}

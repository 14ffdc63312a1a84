/**
 * The checkout form's input: what the order route validates before it prices anything. Shipping
 * fields are required only when "Same as Billing Address" is off. What the portal is sent for it
 * (`guestCheckoutPayload`).
 */
import { z } from 'zod';
import {
  lineOverProductCap,
  lineOverQuantityCap,
  MAX_ORDER_PRODUCTS,
  MAX_QUANTITY,
  mergeItems,
  orderKeyNote,
} from './checkout';
import type { GuestCheckoutPayload } from './order';
import { normaliseUaePhone } from './uae-phone';
import { email, honeypot, optional, required, type Problem } from '../form-fields';

const address = (prefix: 'billing' | 'shipping', requiredFields: boolean) => {
  const need = (max = 200) => (requiredFields ? required({ max }) : optional({ max }));
  return {
    [`${prefix}_line1`]: need(),
    [`${prefix}_line2`]: optional(),
    [`${prefix}_city`]: need(100),
    [`${prefix}_postal_code`]: optional({ max: 20 }),
    [`${prefix}_state`]: optional({ max: 100 }),
    [`${prefix}_country`]: need(100),
  } as unknown as Record<
    `${typeof prefix}_${'line1' | 'line2' | 'city' | 'postal_code' | 'state' | 'country'}`,
    z.ZodType<string>
  >;
};

export const cartItemInputSchema = z.object({
  product_id: z
    .number({ error: 'productId' satisfies Problem })
    .int()
    .positive(),
  qty: z
    .number({ error: 'quantity' satisfies Problem })
    .int()
    .min(1, 'quantityMin' satisfies Problem)
    .max(MAX_QUANTITY, 'quantityCap' satisfies Problem),
});

/**
 * The caps hold for products, not lines: two lines of 9,999 are one line of 19,998, and two lines
 * of one product are one of the MAX_ORDER_PRODUCTS. Lines beyond twice that are refused unread.
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
    if (index !== null)
      context.addIssue({
        code: 'custom',
        path: [index, 'qty'],
        message: 'quantityCap' satisfies Problem,
      });
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
  /**
   * The Grand Total the shopper saw, in fils: checked against the live total, never used to price.
   */
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

/**
 * Cash on delivery, `option_id` null, shipping copied from billing when "same" is ticked, the phone
 * as shipping phone, the shopper's note followed by the shop's order key. No prices: the portal
 * prices the order.
 */
export function guestCheckoutPayload(input: CheckoutInput, orderKey: string): GuestCheckoutPayload {
  const shipping = input.same_as_billing
    ? {
        shipping_line1: input.billing_line1,
        shipping_line2: input.billing_line2,
        shipping_city: input.billing_city,
        shipping_state: input.billing_state,
        shipping_postal_code: input.billing_postal_code,
        shipping_country: input.billing_country,
      }
    : {
        shipping_line1: input.shipping_line1,
        shipping_line2: input.shipping_line2,
        shipping_city: input.shipping_city,
        shipping_state: input.shipping_state,
        shipping_postal_code: input.shipping_postal_code,
        shipping_country: input.shipping_country,
      };
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    company: input.company,
    billing_line1: input.billing_line1,
    billing_line2: input.billing_line2,
    billing_city: input.billing_city,
    billing_state: input.billing_state,
    billing_postal_code: input.billing_postal_code,
    billing_country: input.billing_country,
    ...shipping,
    shipping_phone: input.phone,
    items: mergeItems(input.items).map(({ product_id, qty }) => ({
      product_id,
      qty,
      option_id: null,
    })),
    payment_method: 'cod',
    note: [input.note, orderKeyNote(orderKey)].filter(Boolean).join('\n\n'),
  };
}

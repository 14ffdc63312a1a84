/**
 * Turns a validated checkout into exactly the portal's guest-checkout payload (SPEC section 7): cash
 * on delivery, `option_id` null, shipping copied from billing when "same" is ticked, the phone as
 * shipping phone, an empty note when none. No prices: the portal prices the order.
 */
import type { CheckoutInput } from './forms';
import type { GuestCheckoutPayload } from './order';

export function guestCheckoutPayload(input: CheckoutInput): GuestCheckoutPayload {
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
  const quantities = new Map<number, number>();
  for (const item of input.items) quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.qty);
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
    items: [...quantities].map(([product_id, qty]) => ({ product_id, qty, option_id: null })),
    payment_method: 'cod',
    note: input.note ?? '',
  };
}

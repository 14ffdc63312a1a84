import { describe, expect, it } from 'vitest';
import { guestCheckoutPayload } from './checkout';
import { checkoutSchema, firstIssue } from './forms';

const form = {
  name: ' Sara Khan ',
  company: '',
  email: 'sara@example.ae',
  phone: '+971 50 123 4567',
  billing_line1: 'Villa 12, Street 4',
  billing_line2: '',
  billing_city: 'Dubai',
  billing_postal_code: '',
  billing_state: 'Dubai',
  billing_country: 'United Arab Emirates',
  items: [
    { product_id: 101, qty: 2 },
    { product_id: 104, qty: 1 },
    { product_id: 101, qty: 1 },
  ],
};

describe('guestCheckoutPayload', () => {
  it('copies billing to shipping when "same" is ticked, and sends no prices', () => {
    const input = checkoutSchema.parse({ ...form, same_as_billing: true, shipping_line1: 'ignored', price: 1 });
    expect(guestCheckoutPayload(input)).toEqual({
      name: 'Sara Khan',
      email: 'sara@example.ae',
      phone: '+971 50 123 4567',
      company: '',
      billing_line1: 'Villa 12, Street 4',
      billing_line2: '',
      billing_city: 'Dubai',
      billing_state: 'Dubai',
      billing_postal_code: '',
      billing_country: 'United Arab Emirates',
      shipping_line1: 'Villa 12, Street 4',
      shipping_line2: '',
      shipping_city: 'Dubai',
      shipping_state: 'Dubai',
      shipping_postal_code: '',
      shipping_country: 'United Arab Emirates',
      shipping_phone: '+971 50 123 4567',
      items: [
        { product_id: 101, qty: 3, option_id: null },
        { product_id: 104, qty: 1, option_id: null },
      ],
      payment_method: 'cod',
      note: '',
    });
  });

  it('sends its own shipping address when "same" is off', () => {
    const input = checkoutSchema.parse({
      ...form,
      same_as_billing: false,
      shipping_line1: 'Office 5, Tower B',
      shipping_city: 'Abu Dhabi',
      shipping_country: 'United Arab Emirates',
      note: 'Call first',
    });
    expect(guestCheckoutPayload(input)).toMatchObject({
      shipping_line1: 'Office 5, Tower B',
      shipping_line2: '',
      shipping_city: 'Abu Dhabi',
      shipping_state: '',
      shipping_country: 'United Arab Emirates',
      note: 'Call first',
    });
  });
});

describe('checkoutSchema', () => {
  const issue = (value: unknown) => {
    const r = checkoutSchema.safeParse(value);
    return r.success ? null : firstIssue(r.error);
  };

  it('requires the shipping address only when "same" is off', () => {
    expect(issue({ ...form, same_as_billing: true })).toBeNull();
    expect(issue({ ...form, same_as_billing: false })).toEqual({ field: 'shipping_line1', message: 'Shipping Line 1 is required' });
  });

  it('names the field that is wrong', () => {
    expect(issue({ ...form, same_as_billing: true, email: 'sara' })).toEqual({ field: 'email', message: 'Email must be a valid email address' });
    expect(issue({ ...form, same_as_billing: true, billing_city: '  ' })).toEqual({ field: 'billing_city', message: 'Billing City is required' });
    expect(issue({ ...form, same_as_billing: true, items: [] })).toEqual({ field: 'items', message: 'Please add some products to your cart' });
    expect(issue({ ...form, same_as_billing: true, items: [{ product_id: 1, qty: 0 }] })).toEqual({ field: 'items.0.qty', message: 'Quantities start at 1' });
    expect(issue({ ...form, same_as_billing: true, phone: 'call me' })).toEqual({ field: 'phone', message: 'Phone must be a phone number' });
  });
});

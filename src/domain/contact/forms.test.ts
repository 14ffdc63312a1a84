import { describe, expect, it } from 'vitest';
import { newsletterContact, newsletterSchema, quoteSchema } from './forms';
import { checkoutSchema } from '../checkout/checkout-input';
import { firstIssue } from '../form-fields';
import { messagesFor } from '../../i18n/messages';

const english = messagesFor('en').answers;

describe('newsletterContact', () => {
  it('derives names from the local part of the e-mail', () => {
    expect(newsletterContact('sara.khan@example.ae')).toEqual({
      first_name: 'Sara',
      last_name: 'Khan',
      email: 'sara.khan@example.ae',
      description: 'Newsletter subscription request from sara.khan@example.ae.',
    });
    expect(newsletterContact('AHMED_al-mansoori+promo@example.ae')).toMatchObject({
      first_name: 'Ahmed',
      last_name: 'Al Mansoori Promo',
    });
    expect(newsletterContact('info@example.ae')).toMatchObject({
      first_name: 'Info',
      last_name: 'Subscriber',
    });
  });
});

describe('form schemas', () => {
  it('names the field that is wrong', () => {
    const bad = quoteSchema.safeParse({
      first_name: 'Sara',
      last_name: ' ',
      email: 'sara@example.ae',
      description: 'x',
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(firstIssue(bad.error, english)).toEqual({
        field: 'last_name',
        message: 'Last Name is required',
      });
    const email = newsletterSchema.safeParse({ email: 'not-an-email' });
    if (!email.success)
      expect(firstIssue(email.error, english)).toEqual({
        field: 'email',
        message: 'Email must be a valid email address',
      });
    expect(email.success).toBe(false);
  });

  it('names the field and the problem in the language it is given', () => {
    const arabic = messagesFor('ar').answers;
    const bad = quoteSchema.safeParse({
      first_name: 'Sara',
      last_name: ' ',
      email: 'sara@example.ae',
      description: 'x',
    });
    if (!bad.success)
      expect(firstIssue(bad.error, arabic)).toEqual({
        field: 'last_name',
        message: 'حقل «اسم العائلة» مطلوب',
      });
    const order = checkoutSchema.safeParse({ same_as_billing: true, items: [] });
    if (!order.success)
      expect(firstIssue(order.error, arabic).message).toMatch(/^حقل «الاسم» مطلوب$/);
    expect(bad.success || order.success).toBe(false);
  });

  it('trims what it accepts', () => {
    expect(newsletterSchema.parse({ email: '  sara@example.ae ' })).toEqual({
      email: 'sara@example.ae',
    });
  });
});

describe('text hygiene', () => {
  const quote = {
    first_name: 'Sara',
    last_name: 'Khan',
    email: 'sara@example.ae',
    description: 'Two switches, please.',
  };
  const quoteIssue = (patch: Record<string, string>) => {
    const r = quoteSchema.safeParse({ ...quote, ...patch });
    return r.success ? null : firstIssue(r.error, english);
  };
  const order = {
    name: 'Sara Khan',
    email: 'sara@example.ae',
    phone: '+971 50 123 4567',
    billing_line1: 'Villa 12',
    billing_city: 'Dubai',
    billing_country: 'United Arab Emirates',
    same_as_billing: true,
    items: [{ product_id: 101, qty: 1 }],
    expected_total: 24_500,
  };
  const orderIssue = (patch: Record<string, unknown>) => {
    const r = checkoutSchema.safeParse({ ...order, ...patch });
    return r.success ? null : firstIssue(r.error, english);
  };

  it('refuses line breaks in single-line fields, naming the field', () => {
    expect(orderIssue({ name: 'Sara\r\nBcc: x@evil.example' })).toEqual({
      field: 'name',
      message: 'Name must be on one line',
    });
    expect(orderIssue({ billing_line1: 'Villa 12\nStreet 4' })).toEqual({
      field: 'billing_line1',
      message: 'Billing Line 1 must be on one line',
    });
    expect(quoteIssue({ last_name: 'Khan\u2028' + 'x' })).toEqual({
      field: 'last_name',
      message: 'Last Name must be on one line',
    });
  });

  it('refuses control characters anywhere, tabs outside multi-line fields', () => {
    expect(orderIssue({ company: 'Acme\u0000 LLC' })).toEqual({
      field: 'company',
      message: 'Company contains a control character',
    });
    expect(orderIssue({ billing_city: 'Du\u001bbai' })).toEqual({
      field: 'billing_city',
      message: 'Billing City contains a control character',
    });
    expect(orderIssue({ name: 'Sara\tKhan' })).toEqual({
      field: 'name',
      message: 'Name contains a control character',
    });
    expect(quoteIssue({ description: 'Two\u0007 switches' })).toEqual({
      field: 'description',
      message: 'Description contains a control character',
    });
  });

  it('refuses bidirectional overrides and isolates', () => {
    expect(orderIssue({ name: 'Sara \u202Eexe.fdp' })).toEqual({
      field: 'name',
      message: 'Name contains a text-direction control character',
    });
    expect(quoteIssue({ first_name: '\u2066Sara\u2069' })).toEqual({
      field: 'first_name',
      message: 'First Name contains a text-direction control character',
    });
    expect(orderIssue({ note: 'Leave at \u202Adoor' })).toEqual({
      field: 'note',
      message: 'Note contains a text-direction control character',
    });
  });

  it('keeps line breaks and tabs in multi-line fields, and Arabic names as typed', () => {
    expect(quoteIssue({ description: 'Line one\r\nLine two\n\tindented' })).toBeNull();
    expect(orderIssue({ note: 'Call first.\nGate code 1234' })).toBeNull();
    expect(orderIssue({ name: 'سارة خان', billing_line1: 'فيلا 12' })).toBeNull();
  });
});

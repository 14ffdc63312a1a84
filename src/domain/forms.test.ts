import { describe, expect, it } from 'vitest';
import { firstIssue, newsletterContact, newsletterSchema, quoteSchema } from './forms';

describe('newsletterContact', () => {
  it('derives names from the local part of the e-mail', () => {
    expect(newsletterContact('sara.khan@example.ae')).toEqual({
      first_name: 'Sara',
      last_name: 'Khan',
      email: 'sara.khan@example.ae',
      description: 'Newsletter subscription request from sara.khan@example.ae.',
    });
    expect(newsletterContact('AHMED_al-mansoori+promo@example.ae')).toMatchObject({ first_name: 'Ahmed', last_name: 'Al Mansoori Promo' });
    expect(newsletterContact('info@example.ae')).toMatchObject({ first_name: 'Info', last_name: 'Subscriber' });
  });
});

describe('form schemas', () => {
  it('names the field that is wrong', () => {
    const bad = quoteSchema.safeParse({ first_name: 'Sara', last_name: ' ', email: 'sara@example.ae', description: 'x' });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(firstIssue(bad.error)).toEqual({ field: 'last_name', message: 'Last Name is required' });
    const email = newsletterSchema.safeParse({ email: 'not-an-email' });
    if (!email.success) expect(firstIssue(email.error)).toEqual({ field: 'email', message: 'Email must be a valid email address' });
    expect(email.success).toBe(false);
  });

  it('trims what it accepts', () => {
    expect(newsletterSchema.parse({ email: '  sara@example.ae ' })).toEqual({ email: 'sara@example.ae' });
  });
});

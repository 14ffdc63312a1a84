import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale';

const asking = (acceptLanguage?: string) =>
  requestLocale(
    new Request('http://shop.test/api/orders', {
      headers: acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage },
    }),
  );

describe('requestLocale', () => {
  it('answers in the language the page asked for', () => {
    expect(asking('ar')).toBe('ar');
    expect(asking('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(asking('en')).toBe('en');
  });

  it('ranks by q-value and skips languages the shop does not have', () => {
    expect(asking('fr-FR, en;q=0.5, ar;q=0.8')).toBe('ar');
    expect(asking('ar;q=0, en')).toBe('en');
    expect(asking('de, hi')).toBe('en');
  });

  it('answers in English when nothing is asked', () => {
    expect(asking()).toBe('en');
    expect(asking('')).toBe('en');
  });
});

/**
 * A language is configuration plus a message folder: the shop's i18n made, as src/i18n/locales.ts
 * makes it from src/site.config.ts, from a configuration with a third language, Urdu, right to left
 * (tests/fixtures/i18n/languages.ts), and its message folders
 * (tests/fixtures/i18n/messages/<code>/). No code names Urdu: its routes, words, direction and
 * figures all come from those two.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFormat } from '../../src/i18n/format';
import { createLanguages } from '../../src/i18n/languages';
import { createPageI18n } from '../../src/components/page-i18n';
import { localeRoutes, routePrefixes } from '../../src/integrations/locale-routes';
import { threeLanguages } from '../fixtures/i18n/languages';
import * as ar from '../fixtures/i18n/messages/ar';
import * as en from '../fixtures/i18n/messages/en';
import type { FixtureMessages } from '../fixtures/i18n/messages/types';
import * as ur from '../fixtures/i18n/messages/ur';

const languages = createLanguages(threeLanguages);
const catalogues: Record<keyof typeof threeLanguages.byCode, FixtureMessages> = { en, ar, ur };
const pageI18n = createPageI18n(languages, (locale) => catalogues[locale]);
const format = createFormat(languages);
const urdu = pageI18n({ currentLocale: 'ur' });

describe('a third language, from configuration and a message folder', () => {
  it('has its pages under its code, every page file included', () => {
    expect(languages.locales).toEqual(['en', 'ar', 'ur']);
    expect(urdu.urls.home).toBe('/ur');
    expect(urdu.urls.product('cisco-c1000')).toBe('/ur/product/cisco-c1000');
    expect(urdu.urls.listingRoute('network-switches', 2)).toBe('/ur/network-switches/2');
    expect(urdu.pathIn('ar', '/ur/products?search=poe')).toBe('/ar/products?search=poe');
    expect(languages.pathInLocale('/cart#summary', 'ur')).toBe('/ur/cart#summary');
    expect(languages.localeOfPath('/ur/cart')).toBe('ur');
    expect(languages.unprefixedPath('/ur')).toBe('/');

    const patterns = localeRoutes(path.resolve('src/pages'), routePrefixes(languages)).map(
      (route) => route.pattern,
    );
    expect(patterns).toEqual(
      expect.arrayContaining([
        '/ur',
        '/ur/product/[slug]',
        '/ur/[listing]/[...page]',
        '/ur/cart/checkout',
        '/ur/feeds/google-shopping.xml',
      ]),
    );
    expect(patterns.filter((pattern) => pattern.startsWith('/ur')).length).toBe(
      patterns.filter((pattern) => pattern.startsWith('/ar')).length,
    );
  });

  it('speaks its own words, counted by its own plural rules', () => {
    expect(urdu.t.common.shopName).toBe('گلف آئی ٹی اسٹور');
    expect(format.plural(urdu.t.cart.items, 1, 'ur')).toBe('1 چیز');
    expect(format.plural(urdu.t.cart.items, 1200, 'ur')).toBe('1,200 چیزیں');
    expect(pageI18n({ currentLocale: 'ar' }).t.common.shopName).toBe(
      'متجر الخليج لتقنية المعلومات',
    );
    expect(pageI18n({ currentLocale: 'en' }).t.common.shopName).toBe('Gulf IT Store');
  });

  it('reads right to left', () => {
    expect(urdu.dir).toBe('rtl');
    expect(pageI18n({ currentLocale: 'en' }).dir).toBe('ltr');
  });

  it('writes money, counts and dates its own way, to the same fils', () => {
    expect(urdu.money(129_950)).toBe('1,299.50 درہم');
    expect(format.formatMoney(-129_950, 'ur')).toBe('\u200e-1,299.50 درہم');
    expect(format.formatCount(-12_345, 'ur')).toBe('\u200e-12,345');
    expect(format.formatAmount(-129_950, 'ur')).toBe('\u200e-1,299.50');
    expect(format.formatDate(new Date('2026-11-23T21:30:00Z'), 'ur')).toBe('24 نومبر، 2026');
    expect(pageI18n({ currentLocale: 'en' }).money(129_950)).toBe('AED 1,299.50');
  });

  it('reads an address in no language it knows as the default language', () => {
    expect(pageI18n({ currentLocale: 'ml' }).locale).toBe('en');
    expect(languages.localeOfPath('/urdu-books')).toBe('en');
  });
});

/**
 * A third language's figures come from its record alone: French added to the shop's own
 * configuration (src/site.config.ts) as one record (tests/fixtures/i18n/french.ts), with no code
 * that names it, writes its money, counts and dates as French does, in the shop's formatters, the
 * pages' helpers and the components that show prices. Words are a message folder's business
 * (tests/unit/third-language.test.ts); these components are given the English ones.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { pageI18n } from '../../src/components/page-i18n';
import { formatAmount, formatCount, formatDate, formatMoney, plural } from '../../src/i18n/format';
import { locales, type Locale } from '../../src/i18n/locales';
import { messagesFor } from '../../src/i18n/messages';
import { OrderTotalsList } from '../../src/islands/checkout/order-views';
import { PriceTag } from '../../src/views/card/PriceTag';

vi.mock('../../src/site.config', async (importOriginal) => {
  const shop = await importOriginal<typeof import('../../src/site.config')>();
  const { french } = await import('../fixtures/i18n/french');
  return {
    ...shop,
    languages: { ...shop.languages, byCode: { ...shop.languages.byCode, fr: french } },
  };
});

// The language the shop's types do not know: only the mocked configuration has it.
const fr = 'fr' as Locale;
const english = messagesFor('en');
/** The narrow no-break space French groups thousands with, as `Intl` writes it. */
const nnbsp = '\u202f';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '|')
    .split('|')
    .filter(Boolean);

describe('French, added as a configuration record', () => {
  it("is one of the shop's languages, left to right, under its code", () => {
    expect(locales).toEqual(['en', 'ar', 'fr']);
    const page = pageI18n({ currentLocale: 'fr' });
    expect(page.dir).toBe('ltr');
    expect(page.urls.cart).toBe('/fr/cart');
  });

  it('writes money, counts, dates and plurals as French does, to the same fils', () => {
    expect(formatAmount(129_900, fr)).toBe(`1${nnbsp}299,00`);
    expect(formatMoney(129_950, fr)).toBe(`1${nnbsp}299,50 AED`);
    expect(formatMoney(-123_456_789, fr)).toBe(`-1${nnbsp}234${nnbsp}567,89 AED`);
    expect(formatCount(12_345, fr)).toBe(`12${nnbsp}345`);
    expect(formatDate(new Date('2026-11-23T21:30:00Z'), fr)).toBe('24 novembre 2026');
    const items = { one: '{count} article', other: '{count} articles' };
    expect([0, 1, 2, 1_200].map((n) => plural(items, n, fr))).toEqual([
      '0 article',
      '1 article',
      '2 articles',
      `1${nnbsp}200 articles`,
    ]);
  });

  it("leaves English's and Arabic's figures as they were", () => {
    expect(formatMoney(129_950, 'en')).toBe('AED 1,299.50');
    expect(formatMoney(129_950, 'ar')).toBe('1,299.50 درهم');
    expect(pageI18n({ currentLocale: 'fr' }).money(129_950)).toBe(`1${nnbsp}299,50 AED`);
  });

  it('shows prices and order totals in French in the components that render them', () => {
    const tag = renderToStaticMarkup(
      <PriceTag
        price={150_000}
        salePrice={129_900}
        vatPercent={5}
        pricesIncludeVat
        size="sm"
        locale={fr}
        t={english.card}
      />,
    );
    expect(text(tag)).toEqual([
      english.card.salePrice,
      `1${nnbsp}299,00 AED`,
      ' ',
      english.card.was,
      `1${nnbsp}500,00 AED`,
    ]);

    const totals = renderToStaticMarkup(
      <OrderTotalsList
        totals={{
          subtotal: 239_800,
          productTax: 11_419,
          orderTax: null,
          shipping: 0,
          grandTotal: 239_800,
        }}
        locale={fr}
        t={english.track}
      />,
    );
    expect(text(totals).filter((_, i) => i % 2 === 1)).toEqual([
      `2${nnbsp}398,00 AED`,
      '114,19 AED',
      '—',
      '0,00 AED',
      `2${nnbsp}398,00 AED`,
    ]);
  });
});

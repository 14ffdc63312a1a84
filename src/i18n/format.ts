/**
 * Numbers, money, dates and plurals in the page's language, all through `Intl` with the language
 * record's locale and digits: its grouping, decimal sign and minus sign are the locale's, so a
 * language is added by its record alone. Formatters are built with explicit locales, so a figure
 * reads the same on every machine and in the browser as on the server; money stays integer fils
 * until shown, so totals are identical to the fils in every language. Where the currency goes is
 * the record's too: the shop writes "AED" and "درهم" where `Intl` would write its own symbols.
 */
import type { LanguageInfo } from './languages.ts';
import { defaultLocale, localeInfo, type Locale } from './locales.ts';

/** The forms a message takes by count; English uses `one` and `other`, Arabic all six. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Fills `{name}` placeholders; a placeholder without a value is left as written, to be seen. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The formatters of a set of languages; an omitted language is the default one. */
export function createFormat<L extends string>(languages: {
  localeInfo: Record<L, LanguageInfo>;
  defaultLocale: L;
}) {
  const { localeInfo: info, defaultLocale: fallback } = languages;
  const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();
  function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(
    key: string,
    make: () => T,
  ): T {
    let value = cache.get(key);
    if (!value) {
      value = make();
      cache.set(key, value);
    }
    return value as T;
  }
  const numbers = (kind: 'amount' | 'count', locale: L) =>
    cached(`${kind}:${locale}`, () => {
      const { intl, numberingSystem } = info[locale];
      const digits = kind === 'amount' ? 2 : 0;
      // 'negative': a sum that rounds to nothing is written without a sign, never as "-0.00".
      return new Intl.NumberFormat(intl, {
        numberingSystem,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: 'negative',
      });
    });

  /** "1,299.00": the amount alone, for layouts that set the currency apart. */
  function formatAmount(fils: number, locale: L = fallback): string {
    return numbers('amount', locale).format(Math.round(fils) / 100);
  }

  /** A whole number with the language's grouping ("1,234"). */
  function formatCount(value: number, locale: L = fallback): string {
    return numbers('count', locale).format(value);
  }

  return {
    formatAmount,
    /** The currency as shoppers read it in the language. */
    currencyLabel: (locale: L = fallback): string => info[locale].money.currency,
    /**
     * "AED 1,299.00" in English, "1,299.00 درهم" in Arabic: the currency on the language's side.
     */
    formatMoney: (fils: number, locale: L = fallback): string => {
      const { currency, currencyFirst } = info[locale].money;
      const amount = formatAmount(fils, locale);
      return currencyFirst ? `${currency} ${amount}` : `${amount} ${currency}`;
    },
    formatCount,
    /** "24 November 2026" / "24 نوفمبر 2026", as the UAE calendar reads (Asia/Dubai). */
    formatDate: (date: Date, locale: L = fallback): string => {
      return cached(
        `date:${locale}`,
        () =>
          new Intl.DateTimeFormat(info[locale].intl, {
            numberingSystem: info[locale].numberingSystem,
            dateStyle: 'long',
            timeZone: 'Asia/Dubai',
          }),
      ).format(date);
    },
    /** The form of `forms` the language uses for `count` (Arabic: 3 منتجات, 11 منتجًا). */
    plural: (forms: PluralForms, count: number, locale: L = fallback): string => {
      const rule = cached(`plural:${locale}`, () => new Intl.PluralRules(info[locale].intl)).select(
        count,
      );
      return fill(forms[rule] ?? forms.other, { count: formatCount(count, locale) });
    },
  };
}

export const { formatAmount, currencyLabel, formatMoney, formatCount, formatDate, plural } =
  createFormat<Locale>({ localeInfo, defaultLocale });

/**
 * Numbers, money, dates and plurals in the page's language. Formatters are built with explicit
 * locales, so a figure reads the same on every machine; money stays integer fils until shown, so
 * totals are identical to the fils in every language. How each language writes them (its `Intl`
 * locale, its currency, its minus sign) is its record in the languages configuration.
 */
import type { LanguageInfo } from './languages';
import { defaultLocale, localeInfo, type Locale } from './locales';

/** The forms a message takes by count; English uses `one` and `other`, Arabic all six. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/*
 * Amounts and counts are written by hand, not with Intl.NumberFormat: a page's first NumberFormat
 * costs Chromium about 30 ms (about 100 ms at Lighthouse's 4x CPU slowdown) loading ICU's number
 * data, and the cart paid it before its lines could be drawn. The shop's languages write Latin digits
 * grouped by threes with a comma and a point before the fils (en-AE, and ar-AE with Latin digits),
 * with their own minus sign; format.test.ts holds each to Intl's output.
 */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

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
  const cache = new Map<string, Intl.PluralRules | Intl.DateTimeFormat>();
  function cached<T extends Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
    let value = cache.get(key);
    if (!value) {
      value = make();
      cache.set(key, value);
    }
    return value as T;
  }
  const signed = (negative: boolean, text: string, locale: L) =>
    negative ? `${info[locale].minusSign}${text}` : text;

  /** "1,299.00": the amount alone, for layouts that set the currency apart. */
  function formatAmount(fils: number, locale: L = fallback): string {
    const whole = Math.round(Math.abs(fils));
    const text = `${grouped(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, '0')}`;
    return signed(fils < 0 && whole > 0, text, locale);
  }

  /** A whole number with the language's grouping ("1,234"), in Latin digits. */
  function formatCount(value: number, locale: L = fallback): string {
    const whole = Math.round(Math.abs(value));
    return signed(value < 0 && whole > 0, grouped(String(whole)), locale);
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
          new Intl.DateTimeFormat(info[locale].intl, { dateStyle: 'long', timeZone: 'Asia/Dubai' }),
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

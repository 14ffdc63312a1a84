/**
 * Numbers, money, dates and plurals in the page's language. Formatters are built with explicit
 * locales, so a figure reads the same on every machine; money stays integer fils until shown, so
 * totals are identical to the fils in every language.
 */
import { localeInfo, type Locale } from './locales';

/** The forms a message takes by count; English uses `one` and `other`, Arabic all six. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const cache = new Map<string, Intl.PluralRules | Intl.DateTimeFormat>();
function cached<T extends Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value as T;
}

/*
 * Amounts and counts are written by hand, not with Intl.NumberFormat: a page's first NumberFormat
 * costs Chromium about 30 ms (about 100 ms at Lighthouse's 4x CPU slowdown) loading ICU's number
 * data, and the cart paid it before its lines could be drawn. Both languages write Latin digits
 * grouped by threes with a comma and a point before the fils (en-AE, and ar-AE with Latin digits);
 * Arabic marks a minus sign left to right. format.test.ts holds both to Intl's output.
 */
const minusSign: Record<Locale, string> = { en: '-', ar: '\u200e-' };

function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

function signed(negative: boolean, text: string, locale: Locale): string {
  return negative ? `${minusSign[locale]}${text}` : text;
}

/** "1,299.00": the amount alone, for layouts that set the currency apart. */
export function formatAmount(fils: number, locale: Locale = 'en'): string {
  const whole = Math.round(Math.abs(fils));
  const text = `${grouped(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, '0')}`;
  return signed(fils < 0 && whole > 0, text, locale);
}

/** The currency as shoppers read it in each language, before or after the amount. */
const currency: Record<Locale, { label: string; before: boolean }> = {
  en: { label: 'AED', before: true },
  ar: { label: 'درهم', before: false },
};

export function currencyLabel(locale: Locale = 'en'): string {
  return currency[locale].label;
}

/** "AED 1,299.00" in English, "1,299.00 درهم" in Arabic. */
export function formatMoney(fils: number, locale: Locale = 'en'): string {
  const { label, before } = currency[locale];
  const amount = formatAmount(fils, locale);
  return before ? `${label} ${amount}` : `${amount} ${label}`;
}

/** A whole number with the language's grouping ("1,234"), in Latin digits. */
export function formatCount(value: number, locale: Locale = 'en'): string {
  const whole = Math.round(Math.abs(value));
  return signed(value < 0 && whole > 0, grouped(String(whole)), locale);
}

/** "24 November 2026" / "24 نوفمبر 2026", as the UAE calendar reads (Asia/Dubai). */
export function formatDate(date: Date, locale: Locale = 'en'): string {
  return cached(`date:${locale}`, () => new Intl.DateTimeFormat(localeInfo[locale].intl, { dateStyle: 'long', timeZone: 'Asia/Dubai' })).format(date);
}

/** The form of `forms` the language uses for `count` (Arabic: 3 منتجات, 11 منتجًا). */
export function plural(forms: PluralForms, count: number, locale: Locale = 'en'): string {
  const rule = cached(`plural:${locale}`, () => new Intl.PluralRules(localeInfo[locale].intl)).select(count);
  return fill(forms[rule] ?? forms.other, { count: formatCount(count, locale) });
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written, to be seen. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

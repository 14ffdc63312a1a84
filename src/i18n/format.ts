/**
 * Numbers, money, dates and plurals in the page's language. Formatters are built with explicit
 * locales, so a figure reads the same on every machine; money stays integer fils until shown, so
 * totals are identical to the fils in every language.
 */
import { localeInfo, type Locale } from './locales';

/** The forms a message takes by count; English uses `one` and `other`, Arabic all six. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value as T;
}

const amountFormat = (locale: Locale) =>
  cached(`amount:${locale}`, () => new Intl.NumberFormat(localeInfo[locale].intl, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true }));

/** "1,299.00": the amount alone, for layouts that set the currency apart. */
export function formatAmount(fils: number, locale: Locale = 'en'): string {
  return amountFormat(locale).format(fils / 100);
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
  return cached(`count:${locale}`, () => new Intl.NumberFormat(localeInfo[locale].intl, { maximumFractionDigits: 0 })).format(value);
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

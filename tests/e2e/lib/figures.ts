/**
 * Every figure the shop's formatters write for a set of languages: money, counts, plurals and
 * dates, a row per language. Run in Node and, bundled, in the browser (intl-parity.spec.ts).
 */
import { createFormat } from '../../../src/i18n/format';
import { createLanguages, type LanguagesConfig } from '../../../src/i18n/languages';

const fils = [0, 5, 99_999, 129_950, 123_456_789, 100_000_000_000, -1, -129_950];
const counts = [0, 1, 2, 3, 11, 1_200, 12_345, -1_500];
const moments = ['2026-11-23T21:30:00Z', '2027-01-01T00:00:00Z'];
const forms = { one: '{count} one', two: '{count} two', few: '{count} few', other: '{count}' };

export function figures(config: LanguagesConfig<string>): string[][] {
  const languages = createLanguages(config);
  const format = createFormat(languages);
  return languages.locales.map((locale) => [
    locale,
    ...fils.map((f) => format.formatMoney(f, locale)),
    ...counts.map((n) => format.formatCount(n, locale)),
    ...counts.map((n) => format.plural(forms, n, locale)),
    ...moments.map((m) => format.formatDate(new Date(m), locale)),
  ]);
}

import { describe, expect, it } from 'vitest';
import { locales } from '../locales';
import { messagesFor } from '.';

/** Every key path of a catalogue, plural forms counted as one message. */
function keyPaths(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return [at];
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([key]) => key === 'other')) return [at];
  return entries.flatMap(([key, inner]) => keyPaths(inner, at ? `${at}.${key}` : key));
}

function texts(value: unknown): string[] {
  return typeof value === 'string'
    ? [value]
    : Object.values(value as Record<string, unknown>).flatMap(texts);
}

describe('message catalogues', () => {
  const english = keyPaths(messagesFor('en'));

  it.each(locales)('%s has exactly the English keys', (locale) => {
    expect(keyPaths(messagesFor(locale)).sort()).toEqual([...english].sort());
  });

  it('has no empty message and the same placeholders in every language', () => {
    for (const locale of locales) {
      for (const text of texts(messagesFor(locale)))
        expect(text.trim(), `${locale}: "${text}"`).not.toBe('');
    }
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const pairs = (locale: 'en' | 'ar') =>
      english.map((path) =>
        path
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], messagesFor(locale)),
      );
    const arabic = pairs('ar');
    pairs('en').forEach((en, i) => {
      const enNames = new Set(texts(en).flatMap(placeholders));
      const arNames = new Set(texts(arabic[i]).flatMap(placeholders));
      expect([...arNames].sort(), english[i]).toEqual([...enNames].sort());
    });
  });

  it('writes Arabic messages in Arabic', () => {
    // A message of placeholders and punctuation only ("{name}: {notices}.") has no language.
    const worded = texts(messagesFor('ar')).filter((text) =>
      /[A-Za-z\u0600-\u06FF]/.test(text.replace(/\{\w+\}/g, '')),
    );
    for (const text of worded) expect(text, text).toMatch(/[\u0600-\u06FF]/);
  });
});

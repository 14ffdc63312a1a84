/**
 * The interface's words in every language: src/i18n/messages/<language code>/<part of the shop>.ts.
 * English defines the keys; each other language must give every one of them (see ./types.ts), and
 * each language of the configuration its folder here (a language without one fails `npm run
 * check`). Pages and components read them through `pageI18n(Astro)`; islands receive the part they
 * need as a prop, so a page never ships the other language's words.
 */
import type { Locale } from '../locales';
import * as ar from './ar';
import * as en from './en';
import type { Messages } from './catalogue';

export type { Messages };

const catalogues: Record<Locale, Messages> = { en, ar };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

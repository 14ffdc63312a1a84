/**
 * The shop's languages, from `languages` in src/site.config.ts: English keeps the root URLs, every
 * other language lives under its code (/ar/). Adding a language means its record there and its
 * message folder (src/i18n/messages/<code>/); astro.config.mjs and every page route follow.
 */
import { languages } from '../site.config.ts';
import { createLanguages } from './languages.ts';

export type Locale = keyof typeof languages.byCode;

export const {
  locales,
  defaultLocale,
  localeInfo,
  isLocale,
  toLocale,
  localeOfPath,
  unprefixedPath,
  pathInLocale,
} = createLanguages<Locale>(languages);

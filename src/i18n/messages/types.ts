import type { PluralForms } from '../format';

/**
 * The shape every language's catalogue must have: English's keys, with any text in place of each
 * English text and any plural forms in place of English's. A key missing in another language is a
 * type error, so `astro check` fails before a page ships with an English word in it.
 */
export type Catalogue<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends PluralForms
      ? PluralForms
      : Catalogue<T[K]>;
};

/**
 * Marks a message as counted: `{count}` is filled with the number in the language's form for it.
 */
export const forms = (value: PluralForms): PluralForms => value;

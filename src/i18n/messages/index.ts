/**
 * The interface's words in every language: src/i18n/messages/<language code>/<part of the shop>.ts,
 * each folder's index.ts exporting its parts. English defines the keys; each other language must
 * give every one of them (see ./types.ts). Pages and components read them through
 * `pageI18n(Astro)`; islands receive the part they need as a prop, so a page never ships the other
 * language's words.
 */
import { locales, type Locale } from '../locales';
import type * as en from './en';
import type { Catalogue } from './types';

export type Messages = Catalogue<typeof en>;

/**
 * Each language's catalogue, from its message folder: `folders` holds the folders' index modules by
 * path (`./ar/index.ts`, as `import.meta.glob` names them). A language without a folder stops the
 * build, naming the folder it needs.
 */
export function cataloguesOf<L extends string, M>(folders: Record<string, M>, languages: readonly L[]): Record<L, M> {
  const byCode = new Map(Object.entries(folders).map(([file, catalogue]) => [file.split('/').at(-2), catalogue]));
  return Object.fromEntries(
    languages.map((code) => {
      const catalogue = byCode.get(code);
      if (!catalogue) throw new Error(`the language "${code}" has no messages: add src/i18n/messages/${code}/index.ts, exporting each part of the shop as messages/en/ does`);
      return [code, catalogue];
    }),
  ) as Record<L, M>;
}

const catalogues = cataloguesOf(import.meta.glob<Messages>('./*/index.ts', { eager: true }), locales);

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

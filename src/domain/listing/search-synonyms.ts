/**
 * The shop's synonyms (`searchSynonyms` in src/site.config.ts) as search looks them up: the words a
 * buyer typed, as search compares them, give the other phrases that search also tries for them.
 */
import { chunksOf } from './search-text.ts';

/**
 * Words and phrases, in any of the shop's languages, written as buyers and product names write
 * them.
 */
export interface SearchSynonyms {
  /**
   * Groups that mean the same: a search for any one also finds what the others find ("notebook",
   * "laptop").
   */
  same: readonly (readonly string[])[];
  /**
   * A word or phrase that also finds others, but not back: "voip" finds IP phones, while a search
   * for "ip phone" is not widened to everything VoIP.
   */
  oneWay: Readonly<Record<string, readonly string[]>>;
}

export interface SynonymTable {
  /** The longest phrase looked up, in words. */
  longest: number;
  /** The phrases a run of query words also finds; none when it is nobody's synonym. */
  alternatives(words: readonly string[]): readonly string[];
}

const keyOf = (phrase: string) => chunksOf(phrase).flatMap((c) => c.words);

export function synonymTable({ same, oneWay }: SearchSynonyms): SynonymTable {
  const table = new Map<string, Set<string>>();
  let longest = 0;
  const add = (phrase: string, others: readonly string[]) => {
    const key = keyOf(phrase);
    const alternatives = others.filter((other) => keyOf(other).join(' ') !== key.join(' '));
    if (key.length === 0 || alternatives.length === 0) return;
    longest = Math.max(longest, key.length);
    const found = table.get(key.join(' ')) ?? new Set();
    for (const other of alternatives) found.add(other);
    table.set(key.join(' '), found);
  };
  for (const group of same) for (const phrase of group) add(phrase, group);
  for (const [phrase, others] of Object.entries(oneWay)) add(phrase, others);
  return {
    longest,
    alternatives: (words) => [...(table.get(words.join(' ')) ?? [])],
  };
}

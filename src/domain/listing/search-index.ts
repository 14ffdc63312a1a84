/**
 * The index search looks words up in: every term of every record (search-text.ts's `indexTerms`)
 * with the records it is in and where in them, in MiniSearch's radix tree (`SearchableMap`), which
 * answers a word, the words it starts, and the words a few edits away; and the model numbers each
 * record is known by, for the exact match that ranks first. The acronyms its names spell out
 * ("crs" of "Cloud Router Switch") are filed as context: a name that prints the word ranks first.
 */
import SearchableMap from 'minisearch/SearchableMap';
import { acronymsOf, chunksOf, indexTerms, modelKeys } from './search-text.ts';

/** Where in a record a term is, as bits. */
export const where = {
  /** What the record calls itself: a product's names and model number. */
  own: 1,
  /** What it is filed under: a product's brand and categories. */
  context: 2,
} as const;

/** The records a term is in (their index, ascending) and where in each (`where` bits). */
export interface Postings {
  docs: number[];
  where: number[];
}

/**
 * A record as it is indexed: its own texts also give the model numbers it is known by
 * (search-text.ts's `modelKeys`).
 */
export interface IndexedRecord {
  own: readonly string[];
  context: readonly string[];
}

export interface SearchIndex {
  terms: SearchableMap<Postings>;
  /** The records known by a model number. */
  models: Map<string, number[]>;
  /** How many records, terms and postings it holds. */
  size: { records: number; terms: number; postings: number };
}

export function buildSearchIndex(records: readonly IndexedRecord[]): SearchIndex {
  const postingsOf = new Map<string, Postings>();
  const models = new Map<string, number[]>();
  let postings = 0;
  // Brands and categories repeat on every product of theirs: each text is read once.
  const read = new Map<string, { terms: string[]; models: string[]; acronyms: string[] }>();
  const readText = (text: string) => {
    let found = read.get(text);
    if (!found) {
      const chunks = chunksOf(text);
      read.set(
        text,
        (found = {
          terms: indexTerms(chunks),
          models: modelKeys(chunks),
          acronyms: acronymsOf(text),
        }),
      );
    }
    return found;
  };
  const add = (terms: readonly string[], doc: number, bits: number) => {
    for (const term of terms) {
      let found = postingsOf.get(term);
      if (!found) postingsOf.set(term, (found = { docs: [], where: [] }));
      const last = found.docs.length - 1;
      if (found.docs[last] === doc) found.where[last] = (found.where[last] as number) | bits;
      else {
        found.docs.push(doc);
        found.where.push(bits);
        postings++;
      }
    }
  };
  records.forEach((record, doc) => {
    const own = record.own.map(readText);
    const context = record.context.map(readText);
    for (const { terms } of own) add(terms, doc, where.own);
    for (const { terms } of context) add(terms, doc, where.context);
    for (const { acronyms } of [...own, ...context]) add(acronyms, doc, where.context);
    for (const key of new Set(own.flatMap((o) => o.models))) {
      const known = models.get(key);
      if (known) known.push(doc);
      else models.set(key, [doc]);
    }
  });
  // Each term goes into the radix tree once, all its postings gathered.
  const terms = new SearchableMap<Postings>();
  for (const [term, postings] of postingsOf) terms.set(term, postings);
  return { terms, models, size: { records: records.length, terms: terms.size, postings } };
}

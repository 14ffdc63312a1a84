/**
 * Full-text search over the catalogue for the /products page and the header suggestions. It runs on
 * the server over the build's catalogue (src/server/listing/service.ts), and must forgive what shoppers type: any case,
 * plurals, the start of a word, a small typo, or a model number with or without its dashes.
 */
import MiniSearch, { type Query } from 'minisearch';
import { minSuggestLength } from './search-terms';

/** What search reads of a product. */
export interface SearchRecord {
  id: number;
  name: string;
  code: string;
  brand: string;
  /** Names of the product's category and sub-category. */
  categories: string;
}

export interface SearchCategory {
  id: number;
  name: string;
  /** The top-level category of a sub-category; null for a top-level one. */
  parentId: number | null;
  /** Its names in the languages whose site configuration names it, by language code. */
  names: Record<string, string>;
  /** What else it is searched by: its name in each language that names it, then the other words shoppers use for it. */
  words: string[];
}

/** What a product's record says of one of its categories: its names in every language. */
export const categorySearchText = (category: SearchCategory) => [category.name, ...category.words].join(' ');

export interface Suggestions {
  categories: SearchCategory[];
  /** Product ids, best match first. */
  products: number[];
}

export interface ProductSearch {
  /** Ids of matching products, best first; empty for a blank term. */
  search(term: string): number[];
  /** Up to `limit` suggestions in all, a few categories first; empty below `minSuggestLength` characters. */
  suggest(term: string, limit: number): Suggestions;
}

const maxSuggestedCategories = 3;

/** Words that say nothing about a product; requiring them would empty a natural query. */
const stopWords = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with']);
/** Words ending in s that are already singular. */
const singularEndings = /(ss|us|is)$/;
const invariable = new Set(['series', 'species', 'news', 'lens', 'gps', 'sms', 'dns', 'ios', 'macos', 'windows']);

/**
 * English plural to singular for catalogue words, tuned to merge what shoppers type with what
 * product names say (switches/switch, batteries/battery, boxes/box) without mangling words that end
 * in s anyway (bus, wireless, status). Model numbers and other words with digits are left alone.
 */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || invariable.has(word) || singularEndings.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/**
 * Case, accents and the ways Arabic is written: NFKD turns أ إ آ into ا and the diacritics into marks
 * that are dropped with the others; ى is written ي, ة is written ه, and tatweel (ـ) is dropped.
 */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0640/g, '');

const arabicWord = /^[\u0621-\u064A]+$/;

/**
 * A light Arabic stem, enough for shop words: the article ال and the plural ات come off longer
 * words ("السويتشات", "سويتشات" and "سويتش" meet), as English plurals do in `singular`.
 */
export function arabicStem(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.startsWith('\u0627\u0644')) stem = stem.slice(2);
  if (stem.length > 4 && stem.endsWith('\u0627\u062A')) stem = stem.slice(0, -2);
  return stem;
}

export function processTerm(term: string): string | null {
  const word = fold(term);
  if (word === '' || stopWords.has(word)) return null;
  return arabicWord.test(word) ? arabicStem(word) : singular(word);
}

/** A model number reduced to letters and digits, so "C1000-24T-4G-L", "c1000 24t" and "C100024T" meet. */
export const compactCode = (s: string) => fold(s).replace(/[^\p{L}\p{N}]+/gu, '');

const words = /[^\p{L}\p{N}]+/u;
const tokenize = (text: string) => text.split(words).filter(Boolean);

/** Name and code count most, then brand, then category: a query naming a model should find it before its neighbours. */
const boost = { name: 3, code: 3, brand: 2, categories: 1 };
const textFields = Object.keys(boost);
/** The whole code as one term, searched separately and weighted so an exact model number comes first. */
const codeField = 'sku';
const codeBoost = 8;

/** Prefix search from the second letter; fuzzy only on longer words without digits, so "sg1008p" never finds "sg1005p". */
const prefix = (term: string) => term.length >= 2;
const fuzzy = (term: string) => (term.length >= 4 && !/\d/.test(term) ? 0.2 : false);

function productQuery(term: string): Query {
  const text: Query = { queries: [term], combineWith: 'AND', fields: textFields, prefix, fuzzy, boost };
  const code = compactCode(term);
  if (code.length < 3) return text;
  return {
    combineWith: 'OR',
    queries: [
      text,
      {
        queries: [code],
        fields: [codeField],
        prefix: true,
        fuzzy: false,
        boost: { [codeField]: codeBoost },
        tokenize: (t: string) => [t],
        processTerm: (t: string) => t,
      },
    ],
  };
}

export function createProductSearch(records: readonly SearchRecord[], categories: readonly SearchCategory[]): ProductSearch {
  const products = new MiniSearch<SearchRecord>({
    fields: [...textFields, codeField],
    extractField: (record, field) => (field === codeField ? compactCode(record.code) : record[field as keyof SearchRecord]),
    tokenize: (text, field) => (field === codeField ? [text] : tokenize(text)),
    processTerm: (term, field) => (field === codeField ? term : processTerm(term)),
  });
  products.addAll(records);

  const categoryIndex = new MiniSearch<SearchCategory>({
    fields: ['name', 'words'],
    // Also reads the id field: every other field is read as it is.
    extractField: (category, field) => (field === 'words' ? category.words.join(' ') : category[field as keyof SearchCategory]),
    tokenize,
    processTerm,
  });
  categoryIndex.addAll(categories);
  const categoriesById = new Map(categories.map((c) => [c.id, c]));

  const search = (term: string) => {
    const trimmed = term.trim();
    if (trimmed === '') return [];
    return products.search(productQuery(trimmed)).map((r) => r.id as number);
  };

  return {
    search,
    suggest(term, limit) {
      const trimmed = term.trim();
      if (trimmed.length < minSuggestLength) return { categories: [], products: [] };
      const matchedCategories = categoryIndex
        .search(trimmed, { combineWith: 'AND', prefix, fuzzy })
        .slice(0, Math.min(maxSuggestedCategories, limit))
        .flatMap((r) => categoriesById.get(r.id as number) ?? []);
      return { categories: matchedCategories, products: search(trimmed).slice(0, limit - matchedCategories.length) };
    },
  };
}

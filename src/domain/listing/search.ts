/**
 * Full-text search over the catalogue for the /products page and the header suggestions. It runs on
 * the server over the build's catalogue (src/server/listing/service.ts), and finds what IT buyers
 * type: model numbers however they are written (search-text.ts, search-plan.ts), slips of the
 * keyboard (search-typos.ts), the shop's synonyms (search-synonyms.ts) and Arabic as people write
 * it; a word no product has (with the others) is left out rather than emptying the page
 * (`leavingOut`).
 *
 * Ranking, a buyer's order: an exact model number first, then by how the words were found
 * (search-match.ts: without typos before with, the buyer's own words before synonyms, all in the
 * product's name before some only in its brand or categories, whole words before starts of words),
 * then, at equal relevance, in stock before sold out, the shorter name, and the catalogue's order,
 * so that the order is the same on every page.
 */
import { buildSearchIndex, type IndexedRecord } from './search-index.ts';
import { cost, exactModels, matchPlan } from './search-match.ts';
import { planQuery, queryChunks } from './search-plan.ts';
import type { Chunk } from './search-text.ts';
import { synonymTable, type SearchSynonyms } from './search-synonyms.ts';
import { minSuggestLength, type LeftOut } from './search-terms.ts';

/** What search reads of a product. */
export interface SearchRecord {
  id: number;
  /** Its names, in every language it has one: the portal's first. */
  names: string[];
  code: string;
  brand: string;
  /**
   * What it says of the product's category and sub-category, one text each: `categorySearchText`.
   */
  categories: string[];
  inStock: boolean;
}

export interface SearchCategory {
  id: number;
  name: string;
  /** The top-level category of a sub-category; null for a top-level one. */
  parentId: number | null;
  /** Its names in the languages whose site configuration names it, by language code. */
  names: Record<string, string>;
  /**
   * What else it is searched by: its name in each language that names it, then the other words
   * shoppers use for it.
   */
  words: string[];
}

/** What a product's record says of one of its categories: its names in every language. */
export const categorySearchText = (category: SearchCategory) =>
  [category.name, ...category.words].join(' ');

/**
 * What a search left out to find anything: the query as searched, and the words left out, as typed.
 */
export interface Found {
  /** Ids of matching products, best first; empty for a blank term. */
  ids: number[];
  /** Null when every word was searched for. */
  leftOut: LeftOut | null;
}

export interface Suggestions {
  categories: SearchCategory[];
  /** Product ids, best match first. */
  products: number[];
  leftOut: LeftOut | null;
}

export interface ProductSearch {
  search(term: string): Found;
  /**
   * Up to `limit` suggestions in all, a few categories first; empty below `minSuggestLength`
   * characters.
   */
  suggest(term: string, limit: number): Suggestions;
}

const maxSuggestedCategories = 3;

/** A record a query found: its index, and whether it took a typo to find it. */
interface Ranked {
  doc: number;
  typo: boolean;
}

/** What a query found, and the chunks of it that were searched for. */
interface Answer {
  ranked: Ranked[];
  searched: readonly Chunk[];
}

/**
 * When every word together finds nothing, the order in which words are left out: fewest hits first,
 * as Typesense drops tokens. Leaving out the last words first, as Meilisearch's `last` strategy
 * does, kept a stray word typed first ("qzxv cisco switch") and found nothing: recall@3 by kind in
 * docs/adr/0017-search-as-buyers-type.md.
 */
function leavingOut(chunks: readonly Chunk[], hits: (chunk: Chunk) => number): Chunk[][] {
  // A stop word finds nothing alone, and leaving it out changes nothing.
  const droppable = chunks.filter((c) => c.words.length > 0);
  const order = droppable
    .map((chunk, i) => ({ chunk, i, hits: hits(chunk) }))
    .sort((a, b) => a.hits - b.hits || b.i - a.i)
    .map((d) => d.chunk);
  return order.slice(0, -1).map((_, n) => {
    const out = new Set(order.slice(0, n + 1));
    return chunks.filter((c) => !out.has(c));
  });
}

/**
 * Ranks what a query finds in one index: exact model numbers first, then by cost, then by `order`
 * (each record's place when relevance is equal). With `leaveOut`, a query whose words together find
 * nothing is searched again with fewer of them (`leavingOut`), so that one word the catalogue lacks
 * does not empty the page.
 */
function ranker(
  records: readonly IndexedRecord[],
  order: readonly number[],
  synonyms: SearchSynonyms,
) {
  const index = buildSearchIndex(records);
  const table = synonymTable(synonyms);
  const isWord = (term: string) => index.terms.has(term);
  const rank = (chunks: readonly Chunk[]): Ranked[] => {
    const plan = planQuery(chunks, table, isWord);
    const found = matchPlan(index, plan);
    const exact = exactModels(index, plan);
    const first = (doc: number) => (exact.has(doc) ? 0 : 1);
    const costOf = (doc: number) => found.get(doc) as number;
    return [...found.keys()]
      .sort(
        (a, b) =>
          first(a) - first(b) ||
          costOf(a) - costOf(b) ||
          (order[a] as number) - (order[b] as number),
      )
      .map((doc) => ({ doc, typo: costOf(doc) >= cost.typo }));
  };
  return (chunks: readonly Chunk[], leaveOut: boolean): Answer => {
    const ranked = rank(chunks);
    if (ranked.length > 0 || !leaveOut) return { ranked, searched: chunks };
    for (const fewer of leavingOut(chunks, (chunk) => rank([chunk]).length)) {
      const found = rank(fewer);
      if (found.length > 0) return { ranked: found, searched: fewer };
    }
    return { ranked, searched: chunks };
  };
}

const leftOutOf = (typed: readonly Chunk[], { searched }: Answer): LeftOut | null =>
  searched.length === typed.length
    ? null
    : {
        searched: searched.map((c) => c.typed).join(' '),
        words: typed.filter((c) => !searched.includes(c)).map((c) => c.typed),
      };

/**
 * Each record's place among equals: in stock first, then the shorter name, then the catalogue's
 * order.
 */
function tieOrder(records: readonly SearchRecord[]): number[] {
  const byTie = records
    .map((_, i) => i)
    .sort((a, b) => {
      const [x, y] = [records[a] as SearchRecord, records[b] as SearchRecord];
      return (
        Number(y.inStock) - Number(x.inStock) ||
        (x.names[0]?.length ?? 0) - (y.names[0]?.length ?? 0) ||
        a - b
      );
    });
  const order: number[] = [];
  byTie.forEach((doc, place) => (order[doc] = place));
  return order;
}

export function createProductSearch(
  records: readonly SearchRecord[],
  categories: readonly SearchCategory[],
  synonyms: SearchSynonyms,
): ProductSearch {
  const rankProducts = ranker(
    records.map((r) => ({ own: [...r.names, r.code], context: [r.brand, ...r.categories] })),
    tieOrder(records),
    synonyms,
  );
  const rankCategories = ranker(
    categories.map((c) => ({ own: [c.name, ...c.words], context: [] })),
    categories.map((_, i) => i),
    synonyms,
  );

  const found = (chunks: readonly Chunk[]) => {
    const answer = rankProducts(chunks, true);
    return {
      ...answer,
      products: answer.ranked.map(({ doc, typo }) => ({
        id: (records[doc] as SearchRecord).id,
        typo,
      })),
      leftOut: leftOutOf(chunks, answer),
    };
  };

  return {
    search(term) {
      if (term.trim() === '') return { ids: [], leftOut: null };
      const { products, leftOut } = found(queryChunks(term));
      return { ids: products.map((p) => p.id), leftOut };
    },
    suggest(term, limit) {
      const trimmed = term.trim();
      if (trimmed.length < minSuggestLength) return { categories: [], products: [], leftOut: null };
      const { products, searched, leftOut } = found(queryChunks(trimmed));
      // A category found only through a typo is no suggestion beside products found as typed
      // ("iphone" is not "phone").
      const typed = products.some((p) => !p.typo);
      const matchedCategories = rankCategories(searched, false)
        .ranked.filter((c) => !(typed && c.typo))
        .slice(0, Math.min(maxSuggestedCategories, limit))
        .map(({ doc }) => categories[doc] as SearchCategory);
      return {
        categories: matchedCategories,
        products: products.slice(0, limit - matchedCategories.length).map((p) => p.id),
        leftOut,
      };
    },
  };
}

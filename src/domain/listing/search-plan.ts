/**
 * What a query asks of the index, read as Meilisearch reads one: each piece of text between spaces
 * is looked up as its words and joined ("TL-SG1024D": tl and sg1024d, or tlsg1024d); a model number
 * is also split where its letters meet its digits ("xgs87": xgs and 87); two or three neighbours
 * that make a model number are also joined ("sg 1024d": sg1024d), and so are any two ("bar code":
 * barcode); a word is also split in two where both halves are words of the catalogue
 * ("accesspoint": access point); and a run of words that the shop's synonyms name also finds their
 * other phrases. The index answers the plan in search-match.ts.
 */
import { chunksOf, processTerm, type Chunk } from './search-text.ts';
import type { SynonymTable } from './search-synonyms.ts';
import { typoBudget } from './search-typos.ts';

/** One word to look up. */
export interface TermQuery {
  term: string;
  /** Also found as the start of a longer word: what is being typed. */
  prefix: boolean;
  /** Typos forgiven. */
  typos: number;
}

/**
 * Words that must all be found; `synonym` when they are a synonym's rather than the buyer's own.
 */
export interface Way {
  terms: TermQuery[];
  synonym: boolean;
}

/** A run of the query's chunks, found any of several ways. */
export interface Step {
  length: number;
  ways: Way[];
}

export interface Plan {
  /** The steps that start at each chunk: a match is a series of steps that covers every chunk. */
  steps: Step[][];
  /** The query's model numbers, if it names any: its chunks and runs of them joined. */
  modelKeys: string[];
}

/** A buyer never types more; a pasted paragraph is cut here rather than costing the server. */
const maxChunks = 10;
/** Chunks typed apart that may make one model number ("9h jpc77 34e"). */
const longestJoin = 3;

const word = (term: string, typos: boolean): TermQuery => ({
  term,
  prefix: term.length >= 2,
  typos: typos ? typoBudget(term) : 0,
});

/** A model number split where its letters meet its digits, when it is just those two. */
const letterDigitSplit = (term: string) =>
  term
    .match(/^(\p{L}+)(\d+)$|^(\d+)(\p{L}+)$/u)
    ?.slice(1)
    .filter(Boolean) ?? [];

/** Whether a word, as search compares it, is one of the catalogue's. */
export type IsWord = (term: string) => boolean;

/** Each half a word split in two must have, so that "barcode" is not also "b" and "arcode". */
const shortestHalf = 3;

/**
 * A word of letters split in two where both halves are words of the catalogue ("harddrive": hard,
 * drive).
 */
function wordSplits(joined: string, isWord: IsWord): [string, string][] {
  if (!/^\p{L}+$/u.test(joined)) return [];
  const letters = [...joined];
  const splits: [string, string][] = [];
  for (let at = shortestHalf; at <= letters.length - shortestHalf; at++) {
    const [left, right] = [
      processTerm(letters.slice(0, at).join('')),
      processTerm(letters.slice(at).join('')),
    ];
    if (left !== null && right !== null && isWord(left) && isWord(right))
      splits.push([left, right]);
  }
  return splits;
}

/**
 * The ways one chunk is found by itself: its words, its parts joined, its model number or word
 * split.
 */
function chunkWays(chunk: Chunk, typos: boolean, synonym: boolean, isWord: IsWord): Way[] {
  const ways: Way[] = [{ terms: chunk.words.map((w) => word(w, typos)), synonym }];
  if (chunk.parts.length > 1) ways.push({ terms: [word(chunk.joined, false)], synonym });
  const split = letterDigitSplit(chunk.joined);
  if (split.length === 2) ways.push({ terms: split.map((w) => word(w, false)), synonym });
  for (const halves of wordSplits(chunk.joined, isWord))
    ways.push({ terms: halves.map((w) => word(w, false)), synonym });
  return ways;
}

/** Every way a phrase is found: one way for each choice of way for each of its chunks. */
function phraseWays(
  chunks: readonly Chunk[],
  typos: boolean,
  synonym: boolean,
  isWord: IsWord,
): Way[] {
  return chunks.reduce<Way[]>(
    (ways, chunk) =>
      ways.flatMap((way) =>
        chunkWays(chunk, typos, synonym, isWord).map((next) => ({
          terms: [...way.terms, ...next.terms],
          synonym,
        })),
      ),
    [{ terms: [], synonym }],
  );
}

/** Neighbours joined: any two ("bar code", "tp link"), three only into a model number. */
const joinable = (joined: string, length: number) => length === 2 || /\d/.test(joined);

/** The query's chunks that are looked up: a buyer never types more than `maxChunks`. */
export const queryChunks = (query: string) => chunksOf(query).slice(0, maxChunks);

/** The plan of a query's chunks (`queryChunks`), or of those left when some are left out. */
export function planQuery(chunks: readonly Chunk[], synonyms: SynonymTable, isWord: IsWord): Plan {
  const synonymWays = (phrases: readonly string[]) =>
    phrases.flatMap((phrase) => phraseWays(chunksOf(phrase), false, true, isWord));
  const steps = chunks.map((chunk, start): Step[] => {
    const alone: Step = {
      length: 1,
      ways: [
        ...chunkWays(chunk, true, false, isWord),
        ...synonymWays(synonyms.alternatives(chunk.words)),
      ],
    };
    const runs: Step[] = [];
    for (let length = 2; start + length <= chunks.length; length++) {
      const run = chunks.slice(start, start + length);
      const joined = run.map((c) => c.joined).join('');
      const ways: Way[] =
        length <= longestJoin && joinable(joined, length)
          ? [{ terms: [word(processTerm(joined) ?? joined, false)], synonym: false }]
          : [];
      const words = run.flatMap((c) => c.words);
      if (words.length <= synonyms.longest) {
        const alternatives = synonyms.alternatives(words);
        if (alternatives.length > 0)
          ways.push(...phraseWays(run, true, false, isWord), ...synonymWays(alternatives));
      }
      if (ways.length > 0) runs.push({ length, ways });
    }
    return [alone, ...runs];
  });
  const modelKeys = new Set<string>();
  for (let start = 0; start < chunks.length; start++) {
    for (let end = start + 1; end <= Math.min(chunks.length, start + longestJoin); end++)
      modelKeys.add(
        chunks
          .slice(start, end)
          .map((c) => c.joined)
          .join(''),
      );
  }
  return { steps, modelKeys: [...modelKeys] };
}

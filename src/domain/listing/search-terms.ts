/**
 * What search asks of a term and says of it, apart from the engine (src/domain/listing/search.ts),
 * so the browser has it without loading the engine.
 */
import { fill } from '../../i18n/format.ts';

/** The words a search left out because no product has them, and what it searched for instead. */
export interface LeftOut {
  searched: string;
  words: string[];
}

/** Characters a term needs before anything is suggested. */
export const minSuggestLength = 2;

/**
 * What a listing or the suggestions say when a search left words out to find anything; null when it
 * did not.
 */
export function leftOutNotice(leftOut: LeftOut | null, t: { leftOut: string }): string | null {
  return leftOut && fill(t.leftOut, { searched: leftOut.searched, words: leftOut.words.join(' ') });
}

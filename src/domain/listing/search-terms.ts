/** What search asks of a term, apart from the engine (src/domain/listing/search.ts), so the browser can check it without loading the engine. */

/** Characters a term needs before anything is suggested. */
export const minSuggestLength = 2;

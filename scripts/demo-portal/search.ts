/**
 * Whole-word matching as the real portal's search does it: "switch" finds the word switch (and
 * not "switches"), "switches" finds only switches. Every word of the query must appear in the
 * product's name, code or brand. Word sets are built once per product and kept until its name or
 * its brand's name changes.
 */
import type { Catalogue, DemoProduct } from './catalogue.ts';

interface ProductWords {
  name: string;
  brand: string;
  words: ReadonlySet<string>;
}

const wordCache = new WeakMap<DemoProduct, ProductWords>();

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function productWords(product: DemoProduct, catalogue: Catalogue): ReadonlySet<string> {
  const brand = catalogue.brandsById.get(product.brandId)?.name ?? '';
  // A record without a name has nothing to be found by but its code.
  const name =
    product.broken === 'name-absent' || product.broken === 'name-empty' ? '' : product.name;
  let cached = wordCache.get(product);
  // The demo controls rename products and brands: words of an older name are built again.
  if (!cached || cached.name !== name || cached.brand !== brand) {
    cached = { name, brand, words: new Set(words(`${name} ${product.code} ${brand}`)) };
    wordCache.set(product, cached);
  }
  return cached.words;
}

/** A matcher for a query; null when the query has no words (nothing can match). */
export function productMatcher(
  query: string,
  catalogue: Catalogue,
): ((product: DemoProduct) => boolean) | null {
  const terms = words(query);
  if (terms.length === 0) return null;
  return (product) => {
    const set = productWords(product, catalogue);
    return terms.every((term) => set.has(term));
  };
}

/** Every query word must be a whole word of `text`. */
export function textMatches(query: string, text: string): boolean {
  const terms = words(query);
  if (terms.length === 0) return false;
  const set = new Set(words(text));
  return terms.every((term) => set.has(term));
}

/** For type-ahead suggestions: earlier words whole, the last one as a word prefix. */
export function prefixMatcher(
  query: string,
  catalogue: Catalogue,
): ((product: DemoProduct) => boolean) | null {
  const terms = words(query);
  const last = terms.pop();
  if (last === undefined) return null;
  return (product) => {
    const set = productWords(product, catalogue);
    if (!terms.every((term) => set.has(term))) return false;
    for (const word of set) if (word.startsWith(last)) return true;
    return false;
  };
}

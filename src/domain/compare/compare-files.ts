/**
 * The static JSON files the /compare page reads (written by src/build/compare/compare-data.ts),
 * shared by the build and the browser so the two cannot drift. They live under /data/, named by a
 * hash of their content:
 * - the compare index: the first id of each chunk, and the chunks' URLs;
 * - compare chunks: everything a compare column shows of a run of products, in id order.
 * The page fetches the index and then only the chunks of the products chosen.
 */
import type { SpecGroup } from '../catalogue';
import { dataFormatVersion, type PictureCode } from '../card/data-files';

export interface CompareIndexFile {
  v: typeof dataFormatVersion;
  /** The smallest id of each chunk, ascending. */
  first: number[];
  chunks: string[];
}

/** One published product as a compare column shows it; prices are VAT-inclusive fils, as built. */
export interface CompareRecord {
  id: number;
  slug: string;
  name: string;
  nameAr: string | null;
  code: string;
  brand: string | null;
  picture: PictureCode;
  price: number;
  salePrice: number | null;
  vatPercent: number;
  quantity: number | null;
  bxgy: { buy: number; get: number } | null;
  specs: SpecGroup[];
}

export interface CompareChunkFile {
  v: typeof dataFormatVersion;
  products: CompareRecord[];
}

/** The URL of the chunk that would hold `id`; null when no chunk can. */
export function compareChunkFor(
  index: Pick<CompareIndexFile, 'first' | 'chunks'>,
  id: number,
): string | null {
  let low = 0;
  let high = index.first.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((index.first[middle] ?? Infinity) <= id) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return index.chunks[found] ?? null;
}

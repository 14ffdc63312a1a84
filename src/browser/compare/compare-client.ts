/**
 * The /compare page's view of the catalogue: the compare index (see
 * src/domain/compare/compare-files.ts), then only the chunks that hold the chosen products.
 */
import {
  compareChunkFor,
  type CompareChunkFile,
  type CompareIndexFile,
  type CompareRecord,
} from '../../domain/compare/compare-files';
import { dataFormatVersion } from '../../domain/card/data-files';

/**
 * The files are this build's own output, served beside the page: a version check guards against a
 * page and data of different builds, and full validation would cost more than it could catch.
 */
async function fetchData<T extends { v: number }>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const data = (await response.json()) as T;
  if (data?.v !== dataFormatVersion) throw new Error(`${url}: unexpected data format`);
  return data;
}

/**
 * The records of these products by id; a product the build did not publish is absent. Throws when a
 * file cannot be read.
 */
export async function loadCompareRecords(
  indexUrl: string,
  ids: readonly number[],
): Promise<Map<number, CompareRecord>> {
  const index = await fetchData<CompareIndexFile>(indexUrl);
  const chunkUrls = [...new Set(ids.flatMap((id) => compareChunkFor(index, id) ?? []))];
  const chunks = await Promise.all(chunkUrls.map((url) => fetchData<CompareChunkFile>(url)));
  const wanted = new Set(ids);
  return new Map(
    chunks.flatMap((chunk) =>
      chunk.products.filter((p) => wanted.has(p.id)).map((p) => [p.id, p] as const),
    ),
  );
}

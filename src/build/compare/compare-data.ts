/**
 * Build side of the /compare page: every published product's compare record (see
 * src/domain/compare/compare-files.ts), in chunks of consecutive ids, each file named by a hash of
 * its content so an unchanged chunk keeps its name (and its CDN cache) from one build to the next.
 */
import type { Product } from '../../domain/catalogue';
import { dataFormatVersion, encodePicture } from '../../domain/card/data-files';
import type {
  CompareChunkFile,
  CompareIndexFile,
  CompareRecord,
} from '../../domain/compare/compare-files';
import type { Picture } from '../../domain/picture';
import { oncePerBuild } from '../build-artefacts';
import { getCatalogue } from '../catalogue/catalogue';
import { dataFileSet } from '../data-file-set';

/** Products per chunk: four chosen products cost at most four small files. */
export const compareChunkSize = 16;

export interface CompareData {
  /** File contents by name; the file is served at /data/{name}.json. */
  files: Map<string, string>;
  indexUrl: string;
}

export function buildCompareData(
  products: readonly Product[],
  picture: (url: string | undefined) => Picture,
): CompareData {
  const { files, add } = dataFileSet();
  const records: CompareRecord[] = [...products]
    .sort((a, b) => a.id - b.id)
    .map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      nameAr: p.nameAr,
      code: p.code,
      brand: p.brand?.name ?? null,
      picture: encodePicture(picture(p.images[0])),
      price: p.price,
      salePrice: p.salePrice,
      vatPercent: p.vatPercent,
      quantity: p.quantity,
      bxgy: p.bxgy,
      specs: p.keyInformation,
    }));
  const index: CompareIndexFile = { v: dataFormatVersion, first: [], chunks: [] };
  for (let start = 0; start < records.length; start += compareChunkSize) {
    const chunk = records.slice(start, start + compareChunkSize);
    index.first.push(chunk[0]?.id ?? 0);
    index.chunks.push(
      add('compare', { v: dataFormatVersion, products: chunk } satisfies CompareChunkFile),
    );
  }
  return { files, indexUrl: add('compare-index', index) };
}

/** The compare data of this build, made once however many pages ask. */
export const getCompareData: () => Promise<CompareData> = oncePerBuild(() =>
  getCatalogue().then((c) => buildCompareData(c.products, (url) => c.picture(url))),
);

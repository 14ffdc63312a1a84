/**
 * Build side of the /compare page: every published product's compare record (see
 * src/domain/compare/compare-files.ts), in chunks of consecutive ids, each file named by a hash of
 * its content so an unchanged chunk keeps its name (and its CDN cache) from one build to the next.
 */
import type { Product } from '../../domain/catalogue';
import { dataFormatVersion, encodePicture, type PictureCode } from '../../domain/card/data-files';
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

/** A chunk's file as made last, with the products and the pictures it was made of. */
interface MadeChunk {
  products: readonly Product[];
  pictures: string[];
  file: CompareChunkFile;
}

/**
 * The chunks made last, by their first product. A process that renders one edit after another (ADR
 * 0032) reads an unchanged product back to the same object (catalogue/product-texts.ts): a chunk
 * of the same objects with the same pictures is the same file object, whose text and name are not
 * made again (data-file-set.ts), 1,250 chunks at 20,000 products.
 */
let chunksBefore = new WeakMap<Product, MadeChunk>();

const pictureText = (code: PictureCode) => (typeof code === 'string' ? code : JSON.stringify(code));

function compareRecord(p: Product, picture: PictureCode): CompareRecord {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    nameAr: p.nameAr,
    code: p.code,
    brand: p.brand?.name ?? null,
    picture,
    price: p.price,
    salePrice: p.salePrice,
    vatPercent: p.vatPercent,
    quantity: p.quantity,
    bxgy: p.bxgy,
    specs: p.keyInformation,
  };
}

export function buildCompareData(
  products: readonly Product[],
  picture: (url: string | undefined) => Picture,
): CompareData {
  const { files, add } = dataFileSet();
  const sorted = [...products].sort((a, b) => a.id - b.id);
  const codes = sorted.map((p) => encodePicture(picture(p.images[0])));
  const chunks = new WeakMap<Product, MadeChunk>();
  const index: CompareIndexFile = { v: dataFormatVersion, first: [], chunks: [] };
  for (let start = 0; start < sorted.length; start += compareChunkSize) {
    const members = sorted.slice(start, start + compareChunkSize);
    const pictures = codes.slice(start, start + compareChunkSize).map(pictureText);
    const first = members[0] as Product;
    const before = chunksBefore.get(first);
    const same =
      before?.products.length === members.length &&
      members.every((p, i) => before.products[i] === p && before.pictures[i] === pictures[i]);
    const made: MadeChunk = same
      ? before
      : {
          products: members,
          pictures,
          file: {
            v: dataFormatVersion,
            products: members.map((p, i) => compareRecord(p, codes[start + i] ?? null)),
          },
        };
    chunks.set(first, made);
    index.first.push(first.id);
    index.chunks.push(add('compare', made.file));
  }
  chunksBefore = chunks;
  return { files, indexUrl: add('compare-index', index) };
}

/** The compare data of this build, made once however many pages ask. */
export const getCompareData: () => Promise<CompareData> = oncePerBuild(() =>
  getCatalogue().then((c) => buildCompareData(c.products, (url) => c.picture(url))),
);

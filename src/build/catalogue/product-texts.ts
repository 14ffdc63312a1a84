/**
 * The products' JSON texts: each made once per product object, handed over to the pages as one
 * artefact (src/build/build-artefacts.ts), and read back once per text in the thread that handed
 * them over. A process that makes one edit's catalogue after another (the edit renderer kept across
 * edits, scripts/runtime/release/render-edit.ts) maps an unchanged product to the same object
 * (src/portal/map.ts) and reads its text back to the same page-side object, so an edit writes,
 * digests and parses the products it changed, not 43 MB of them at 20,000 products, and what the
 * pages derive from an unchanged product is derived once (the feeds' items, its page's digests).
 * A read back is still a JSON round trip of the text, the value a page in another thread reads from
 * the file (ADR 0027).
 */
import type { Product } from '../../domain/catalogue.ts';
import { artefactFile, handOverNumber, handOverText, takeOver } from '../build-artefacts.ts';

type Replacer = (key: string, value: unknown) => unknown;

/** Texts by product, for each way of writing them. */
const made = new Map<Replacer | undefined, WeakMap<Product, string>>();

/** `JSON.stringify(product, replacer)`; `replacer` must be the same function for the same texts. */
export function productText(product: Product, replacer?: Replacer): string {
  let texts = made.get(replacer);
  if (!texts) made.set(replacer, (texts = new WeakMap()));
  let text = texts.get(product);
  if (text === undefined) {
    text = JSON.stringify(product, replacer);
    texts.set(product, text);
  }
  return text;
}

/** The texts this thread handed over last, with the hand-over and the file they are of. */
interface Handed {
  handOver: number;
  file: string;
  texts: string[];
}

/** On the global object: the pages' bundle holds its own copy of this module. */
const HANDED = Symbol.for('shop.productTexts');
const handed = globalThis as { [HANDED]?: Handed };

/**
 * Hands the products over (the `products` artefact), in the order the pages read them: to pages in
 * this thread, and in its file unless `file` is false (no page is rendered in another thread).
 */
export function handOverProducts(
  products: readonly Product[],
  { file = true, stateDir }: { file?: boolean; stateDir?: string } = {},
): void {
  const texts = products.map((product) => productText(product));
  if (file) handOverText('products', `[${texts.join(',')}]`, stateDir);
  handed[HANDED] = {
    handOver: handOverNumber(),
    file: artefactFile('products', stateDir),
    texts,
  };
}

/** The products read back last in this module, by text. */
let readBack = new Map<string, Product>();

/** The products handed over to this build: `takeOver('products')`, read back once per text. */
export function takeOverProducts(stateDir?: string): Product[] {
  const last = handed[HANDED];
  if (last?.handOver !== handOverNumber() || last.file !== artefactFile('products', stateDir))
    return [...takeOver('products', stateDir)];
  const next = new Map<string, Product>();
  const products = last.texts.map((text) => {
    const product = readBack.get(text) ?? (JSON.parse(text) as Product);
    next.set(text, product);
    return product;
  });
  readBack = next;
  return products;
}

/**
 * The one way build artefacts travel from the part of a build that makes them to the parts that use
 * them: the catalogue loader makes the products and their pictures, the published ids, the
 * redirects, the listing snapshot and the list of picture files; the browser's build makes the
 * cards' script URL; virtual modules (the server routes), the pages and the integrations'
 * end-of-build steps read them.
 *
 * Astro runs the content loaders, the Vite builds and the page rendering in one process, but each in
 * its own module graph (the config's, Vite's module runner, the built prerender bundle), so a module
 * variable would be three different variables: the artefacts live in one slot of the process's
 * global object, behind these typed accessors. Nothing goes through files or environment variables.
 */
import type { Product } from '../domain/catalogue';
import type { Picture } from '../domain/picture';

export interface BuildArtefacts {
  /**
   * The published products, in the order pages read them (src/build/catalogue/portal-loader.ts). Not through
   * Astro's data store, as the smaller collections are: the store is serialised to disk and read
   * back on every build, seconds at 10,000 products (ADR 0012).
   */
  products: readonly Product[];
  /** Optimised pictures, keyed by `pictureId(url, shape)` of the portal image they were made from; as products. */
  pictures: ReadonlyMap<string, Picture>;
  /** Ids of the products this build publishes: the live routes refuse others without asking the portal. */
  productIds: readonly number[];
  /** `[id, slug]` of every published product whose slug is not its id: the `/product/{id}` redirect pages. */
  productRedirects: readonly (readonly [number, string])[];
  /** The listing snapshot (src/domain/listing/listing-snapshot.ts) as JSON, for the server's search routes. */
  listingSnapshot: string;
  /** Names of the optimised picture files the pages use, to publish under /_img/. */
  pictureFiles: readonly string[];
  /** URL of src/browser/card/card-actions.ts in the browser's build, for the inline loader of CardActions.astro. */
  cardActionsUrl: string;
  /** What the pages are made from, catalogue, code and settings (src/build/source-digest.ts). */
  sourceDigest: string;
}

type Name = keyof BuildArtefacts;

/** Who makes each artefact, for the message when a reader finds it missing. */
const makers: Record<Name, string> = {
  products: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  pictures: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  productIds: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  productRedirects: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  listingSnapshot: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  pictureFiles: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  sourceDigest: 'the catalogue loader (src/build/catalogue/portal-loader.ts)',
  cardActionsUrl: "the browser's build (src/integrations/card-actions-chunk.ts)",
};

const slot = Symbol.for('shop.build-artefacts');

function artefacts(): Partial<BuildArtefacts> {
  const global = globalThis as { [slot]?: Partial<BuildArtefacts> };
  global[slot] ??= {};
  return global[slot];
}

export function handOver<N extends Name>(name: N, value: BuildArtefacts[N]): void {
  artefacts()[name] = value;
}

/** The artefact `name` of this build; throws, naming its maker, when that has not run. */
export function takeOver<N extends Name>(name: N): BuildArtefacts[N] {
  const value = artefacts()[name];
  if (value === undefined) throw new Error(`build artefact "${name}" is missing: ${makers[name]} has not run in this build`);
  return value;
}

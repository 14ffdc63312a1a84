/**
 * The one way build artefacts travel from the part of a build that makes them to the parts that use
 * them: the catalogue loader makes the products and their pictures, the published ids, the
 * redirects, the listing snapshot, the list of picture files and the build's report; the browser's
 * build makes the cards' script URL; virtual modules (the server routes), the pages, the
 * integrations' end-of-build steps and the script that started the build read them.
 *
 * Astro runs the content loaders, the Vite builds and the page rendering each in a module graph of
 * its own (the config's, Vite's module runner, the built prerender bundle), and may render pages in
 * other threads (`experimental.parallelPrerender`), so no variable of one is seen by another. Each
 * artefact is a JSON file in the build's folder (`artefacts/` in SHOP_BUILD_STATE_DIR, which one
 * build holds at a time: scripts/runtime/release/build-lock.ts), written once by its maker and read
 * by whoever needs it, in whichever thread. The loader empties the folder when a build begins, so a
 * reader never finds the previous build's artefact.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Product } from '../domain/catalogue.ts';
import type { ListingSnapshot } from '../domain/listing/listing-snapshot.ts';
import type { Picture } from '../domain/picture.ts';
import type { CatalogueReport } from '../portal/catalogue.ts';
import type { ImageReport } from './images/pipeline.ts';
import type { PicturesLater } from './images/pictures-later.ts';
import { readSettings } from '../config/settings.ts';

/**
 * What the catalogue loader reports for the build's report (scripts/runtime/release/site-build.ts).
 */
export type BuildReport = CatalogueReport & {
  /** The pictures prepared for the pages (src/build/images/pipeline.ts). */
  images: ImageReport;
  digest: string;
  /** Products the Merchant Center feeds leave out, having no picture Google accepts. */
  feedLeftOut: number;
  /**
   * The products read alone from the portal, as a delivery named them; null when the whole list was
   * read.
   */
  namedProducts: number[] | null;
  /**
   * Warnings for the categories a language's pages show by the portal's name
   * (src/i18n/catalogue-names.ts, `unnamedCategoryWarnings`).
   */
  unnamedCategories: string[];
};

export interface BuildArtefacts {
  /**
   * The published products, in the order pages read them (src/build/catalogue/build-catalogue.ts).
   * Not through Astro's data store, as the smaller collections are: the store is serialised entry
   * by entry and read back on every build, which grows with the catalogue (ADR 0012); one JSON file
   * is read once.
   */
  products: readonly Product[];
  /**
   * Optimised pictures, `[pictureId(url, shape), picture]` of the portal image they were made from;
   * as products.
   */
  pictures: readonly (readonly [string, Picture])[];
  /**
   * Ids of the products this build publishes: the live routes refuse others without asking the
   * portal.
   */
  productIds: readonly number[];
  /**
   * `[id, slug]` of every published product whose slug is not its id: the `/product/{id}` redirect
   * pages.
   */
  productRedirects: readonly (readonly [number, string])[];
  /**
   * The listing snapshot (src/domain/listing/listing-snapshot.ts), for the server's search routes,
   * which take its text as it is (`takeOverText`): 8 MB at 20,000 products.
   */
  listingSnapshot: ListingSnapshot;
  /**
   * Names of the optimised picture files the pages use and the build made, to publish under /_img/.
   */
  pictureFiles: readonly string[];
  /**
   * The pictures whose files the shop's server makes (src/build/images/pictures-later.ts); empty
   * unless the build request asked.
   */
  picturesLater: PicturesLater;
  /**
   * URL of src/browser/card/card-actions.ts in the browser's build, for the inline loader of
   * CardActions.astro.
   */
  cardActionsUrl: string;
  /** What the pages are made from, catalogue, code and settings (src/build/source-digest.ts). */
  sourceDigest: string;
  /**
   * The smaller collections as the content layer stores them (src/build/catalogue/collections.ts).
   */
  collectionsDigest: string;
  /** The code, settings and command line the build is made from (src/build/source-digest.ts). */
  buildInputs: string;
  /** What was fetched, dropped and prepared, for the report printed at the end of a build. */
  report: BuildReport;
}

type Name = keyof BuildArtefacts;

const LOADER = "the catalogue's making (src/build/catalogue/build-catalogue.ts)";

/** Who makes each artefact, for the message when a reader finds it missing. */
const makers: Record<Name, string> = {
  products: LOADER,
  pictures: LOADER,
  productIds: LOADER,
  productRedirects: LOADER,
  listingSnapshot: LOADER,
  pictureFiles: LOADER,
  picturesLater: LOADER,
  sourceDigest: LOADER,
  collectionsDigest: LOADER,
  buildInputs: LOADER,
  report: LOADER,
  cardActionsUrl: "the browser's build (src/integrations/card-actions-chunk.ts)",
};

/**
 * The folder of the artefacts of the build whose folder is `stateDir` (the settings' by default).
 */
export const artefactsDir = (stateDir = readSettings().build.stateDir) =>
  path.join(stateDir, 'artefacts');

/** The file of the artefact `name`. */
export const artefactFile = (name: Name, stateDir?: string) =>
  path.join(artefactsDir(stateDir), `${name}.json`);

/**
 * Which hand-over this thread's artefacts belong to. A process that makes several builds' pages
 * (the edit renderer kept across edits, scripts/runtime/release/render-edit.ts) begins one per
 * edit; kept on the global object because the pages' bundle holds its own copy of this module.
 */
const HAND_OVER = Symbol.for('shop.handOver');
export const handOverNumber = (): number =>
  ((globalThis as Record<symbol, unknown>)[HAND_OVER] as number | undefined) ?? 0;

/** Forgets the last build's artefacts: called by the first maker of a build. */
export function beginHandOver(stateDir?: string): void {
  rmSync(artefactsDir(stateDir), { recursive: true, force: true });
  mkdirSync(artefactsDir(stateDir), { recursive: true });
  (globalThis as Record<symbol, unknown>)[HAND_OVER] = handOverNumber() + 1;
}

/**
 * `make`, made once per hand-over: what a build derives from its artefacts once however many
 * pages ask, and again for the next build a process makes.
 */
export function oncePerBuild<T>(make: () => T): () => T {
  let made: { handOver: number; value: T } | undefined;
  return () => {
    const handOver = handOverNumber();
    if (made?.handOver !== handOver) made = { handOver, value: make() };
    return made.value;
  };
}

export function handOver<N extends Name>(
  name: N,
  value: BuildArtefacts[N],
  stateDir?: string,
): void {
  handOverText(name, JSON.stringify(value), stateDir);
}

/** As handOver, with the value's JSON text made by its maker. */
export function handOverText(name: Name, json: string, stateDir?: string): void {
  mkdirSync(artefactsDir(stateDir), { recursive: true });
  writeFileSync(artefactFile(name, stateDir), json);
}

/** The artefact `name` of this build; throws, naming its maker, when that has not run. */
export function takeOver<N extends Name>(name: N, stateDir?: string): BuildArtefacts[N] {
  return JSON.parse(takeOverText(name, stateDir)) as BuildArtefacts[N];
}

/** As takeOver, the artefact's JSON text. */
export function takeOverText(name: Name, stateDir?: string): string {
  try {
    return readFileSync(artefactFile(name, stateDir), 'utf8');
  } catch {
    throw new Error(
      `build artefact "${name}" is missing: ${makers[name]} has not run in this build`,
    );
  }
}

/** A digest of the artefact `name` as this build handed it over. */
export const artefactDigest = (name: Name, stateDir?: string): string =>
  createHash('sha256')
    .update(readFileSync(artefactFile(name, stateDir)))
    .digest('base64url');

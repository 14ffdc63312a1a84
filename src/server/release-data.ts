/**
 * The catalogue data a release's server routes answer from: the listing snapshot (search and the
 * listing routes, src/domain/listing/listing-snapshot.ts), the ids of the published products (the
 * live and order routes refuse others without asking the portal) and the tag naming the build (the
 * listing routes' ETag). A build writes them as files beside its server bundle (`server/data/`, at
 * the end of the build: src/integrations/release-data.ts), not into it: the bundle is then the
 * same for every build of the same code, and a release's data can change without a Vite build
 * (docs/edit-to-live-trace.md). The server reads them from the release it serves
 * (SHOP_RELEASE_DIR, which `npm run serve` and the publisher's release check set).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readSettings } from '../config/settings.ts';
import { parseListingSnapshot } from '../domain/listing/listing-snapshot.ts';

export interface ReleaseCatalogue {
  /** Names this build: the listing routes' ETag. */
  build: string;
  productIds: number[];
}

export interface ReleaseData {
  /** The listing snapshot as JSON. */
  snapshotText: string;
  /** What the pages are made from, catalogue, code and settings (src/build/source-digest.ts). */
  sourceDigest: string;
  productIds: readonly number[];
}

const SNAPSHOT_FILE = 'listing-snapshot.json';
const CATALOGUE_FILE = 'catalogue.json';
const dataFolder = (serverDir: string) => path.join(serverDir, 'data');

/**
 * What the pages are made from, code included (a build of new code on the same catalogue may
 * answer differently), and the snapshot; not the time: two builds of the same state answer alike.
 */
export function buildTag(sourceDigest: string, snapshotText: string): string {
  return createHash('sha256').update(`${sourceDigest}\n${snapshotText}`).digest('hex').slice(0, 16);
}

/** Writes a build's data beside its server bundle, `serverDir`; the files it wrote. */
export function writeReleaseData(serverDir: string, data: ReleaseData): string[] {
  const folder = dataFolder(serverDir);
  mkdirSync(folder, { recursive: true });
  const snapshotFile = path.join(folder, SNAPSHOT_FILE);
  writeFileSync(snapshotFile, data.snapshotText);
  const catalogue: ReleaseCatalogue = {
    build: buildTag(data.sourceDigest, data.snapshotText),
    productIds: [...data.productIds],
  };
  const catalogueFile = path.join(folder, CATALOGUE_FILE);
  writeFileSync(catalogueFile, JSON.stringify(catalogue));
  return [snapshotFile, catalogueFile];
}

function servedServerDir(): string {
  const { releaseDir } = readSettings().instance;
  if (!releaseDir)
    throw new Error(
      'SHOP_RELEASE_DIR is not set: the server reads its catalogue from the release it serves ' +
        '(npm run serve sets it)',
    );
  return path.join(releaseDir, 'server');
}

export function readReleaseCatalogue(serverDir = servedServerDir()): ReleaseCatalogue {
  return JSON.parse(
    readFileSync(path.join(dataFolder(serverDir), CATALOGUE_FILE), 'utf8'),
  ) as ReleaseCatalogue;
}

/** The listing snapshot as JSON, parsed by whoever needs it (src/server/listing/source.ts). */
export function readSnapshotText(serverDir = servedServerDir()): string {
  return readFileSync(path.join(dataFolder(serverDir), SNAPSHOT_FILE), 'utf8');
}

/**
 * Reads a release's data as its server reads it, and throws what the server would find wrong: for
 * a release whose server code is one a server runs already (scripts/runtime/release/).
 */
export function checkReleaseData(serverDir: string): void {
  const { build, productIds } = readReleaseCatalogue(serverDir);
  if (
    typeof build !== 'string' ||
    !Array.isArray(productIds) ||
    !productIds.every((id) => Number.isInteger(id))
  )
    throw new Error(`${CATALOGUE_FILE} does not name a build and its products' ids`);
  parseListingSnapshot(readSnapshotText(serverDir));
}

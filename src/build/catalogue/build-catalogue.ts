/**
 * The catalogue a build is made from: read from the portal once (the products a delivery named
 * alone, the rest from the kept rows), the listing pages chosen from it (a listing that promises
 * nothing fails the build here, before any image is fetched), its images prepared, and the build's
 * artefacts handed over (src/build/build-artefacts.ts). The content layer's loaders
 * (portal-loader.ts) store their slices of it; Node loads this module as it is, every import naming
 * its file, for a process that makes the catalogue without Astro (ADR 0032).
 */
import path from 'node:path';
import { createPortalClient } from '../../portal/client.ts';
import { readPortalConfig, readSettings } from '../../config/settings.ts';
import type { LoadedCatalogue } from '../../portal/catalogue.ts';
import type { Product } from '../../domain/catalogue.ts';
import { imageCacheDir } from '../images/cache-dir.ts';
import {
  pictureId,
  prepareImages,
  type ImageReport,
  type ImageRequest,
} from '../images/pipeline.ts';
import { placeholderPicture, type Picture } from '../../domain/picture.ts';
import { beginHandOver, handOver } from '../build-artefacts.ts';
import { handOverProducts } from './product-texts.ts';
import { readBuildRequest } from '../build-request.ts';
import { feedPicture } from '../feeds/merchant-feed.ts';
import { listings as listingDefinitions } from '../../site.config.ts';
import { allCategories, buildListingSnapshot } from '../listing/listing-tables.ts';
import { unnamedCategoryWarnings } from '../../i18n/catalogue-names.ts';
import { chooseListings, toListingEntry, type ListingEntry } from '../listing/listings.ts';
import { loadSiteCatalogue } from './load-site-catalogue.ts';
import { productRows } from './product-records-cache.ts';
import { preloadKeptRows } from './kept-product-rows.ts';
import { buildInputsDigest, catalogueDigest, codeDigest, sourceDigest } from '../source-digest.ts';
import { collectionsDigest } from './collections.ts';

/** Where the catalogue's making reports: Astro's logger in a build. */
export interface CatalogueLog {
  info(line: string): void;
  warn(line: string): void;
}

export interface BuiltCatalogue extends LoadedCatalogue {
  /** Keyed by `pictureId(url, shape)`. */
  pictures: Map<string, Picture>;
  imageReport: ImageReport;
  listings: ListingEntry[];
}

/**
 * Products in the order pages read them: by id read as text ("1", "10", "100", "11"...), the order
 * a content collection keyed by id gave them in, which the published pages keep (the footer's
 * products are the first six). The listing snapshot keeps it too, so the server's unsorted views
 * list products as the pre-rendered pages do.
 */
function inPageOrder(products: readonly Product[]): Product[] {
  return [...products].sort((a, b) => {
    const [x, y] = [String(a.id), String(b.id)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

function catalogueImages(catalogue: LoadedCatalogue): ImageRequest[] {
  const square = (url: string): ImageRequest => ({ url, shape: 'square' });
  return [
    ...catalogue.products.flatMap((p) => p.images.map(square)),
    ...catalogue.categories
      .flatMap((c) => [c, ...c.children])
      .flatMap((c) => (c.image ? [square(c.image)] : [])),
    ...catalogue.slides.map((s): ImageRequest => ({ url: s.image, shape: 'wide' })),
    ...catalogue.brands.flatMap((b): ImageRequest[] =>
      b.image ? [{ url: b.image, shape: 'logo' }] : [],
    ),
  ];
}

const keptRowsDir = (stateDir: string) => path.join(stateDir, 'product-rows');

/** Reads ahead what `buildCatalogue` reads of the last build, for a process waiting to make one. */
export function preloadCatalogue(): void {
  preloadKeptRows(keptRowsDir(readSettings().build.stateDir));
}

export interface CatalogueOptions {
  /**
   * The pages are rendered in this thread and nowhere else (the edit renderer's process): the
   * products reach them from memory (./product-texts.ts), and their 43 MB file at 20,000 products
   * is not written.
   */
  pagesHere?: boolean;
}

export async function buildCatalogue(
  logger: CatalogueLog,
  { pagesHere = false }: CatalogueOptions = {},
): Promise<BuiltCatalogue> {
  const config = readPortalConfig();
  logger.info(`fetching the catalogue from ${new URL(config.baseUrl).host}`);
  const client = createPortalClient(config);
  const log = (line: string) => logger.info(line);
  beginHandOver();
  const { stateDir } = readSettings().build;
  const { changedProducts, picturesLater, astroInputs } = readBuildRequest(stateDir);
  const code = await codeDigest(process.cwd());
  const rows = productRows({
    dir: keptRowsDir(stateDir),
    portal: config.baseUrl,
    code,
    changed: changedProducts,
    log,
  });
  const catalogue = await loadSiteCatalogue(client, log, rows);
  const { report } = catalogue;
  logger.info(
    `fetched ${report.products} products, ${report.categories} categories, ${report.slides} slides, ` +
      `${report.brands} brands in ${(report.durationMs / 1000).toFixed(1)} s; dropped ${report.dropped.length}`,
  );
  for (const d of report.dropped)
    logger.warn(`dropped product ${d.id ?? '?'} ${d.name ?? ''}: ${d.reason}`);

  const listingWarnings: string[] = [];
  const listings = chooseListings(listingDefinitions, catalogue, (line) => {
    listingWarnings.push(line);
    logger.warn(line);
  });

  const cacheDir = imageCacheDir();
  const images = await prepareImages(catalogueImages(catalogue), {
    cacheDir,
    portalOrigin: config.baseUrl,
    concurrency: config.maxConcurrency,
    squareLater: picturesLater,
    log,
  });
  const ir = images.report;
  logger.info(
    `images: ${ir.total} (${ir.downloaded} downloaded, ${ir.revalidated} revalidated, ${ir.reused} from cache, ` +
      `${ir.stale} stale, ${ir.failed.length} failed)`,
  );
  for (const f of ir.failed)
    logger.warn(`image ${f.url}: ${f.reason}; the placeholder is shown instead`);
  if (images.later.length)
    logger.info(
      `images: ${images.later.length} pictures' widths left to the shop's server to make while it serves`,
    );
  // Sorted: the order pictures were made in differs from one read to the next.
  handOver('pictureFiles', [...images.files].sort());
  handOver('picturesLater', { cacheDir, pictures: images.later });
  const products = inPageOrder(catalogue.products);
  handOverProducts(products, { file: !pagesHere });
  handOver('pictures', [...images.pictures]);
  handOver(
    'productIds',
    catalogue.products.map((p) => p.id),
  );
  // An id that is some product's slug is that product's page, never a redirect.
  const slugs = new Set(catalogue.products.map((p) => p.slug));
  handOver(
    'productRedirects',
    catalogue.products.filter((p) => !slugs.has(String(p.id))).map((p) => [p.id, p.slug] as const),
  );
  const picture = (url: string | undefined) =>
    (url ? images.pictures.get(pictureId(url, 'square')) : undefined) ?? placeholderPicture;
  const snapshot = buildListingSnapshot(
    products,
    catalogue.categories,
    picture,
    readSettings().site.pricesIncludeVat,
  );
  handOver('listingSnapshot', snapshot);
  const digest = sourceDigest({
    catalogue: catalogueDigest(catalogue, config.baseUrl),
    code,
    site: readSettings().site,
  });
  handOver('sourceDigest', digest);
  handOver('buildInputs', buildInputsDigest(code, readSettings().site, astroInputs));

  // The build script prints the final report (with the page count) from it.
  const feedLeftOut = catalogue.products.filter((p) => !feedPicture(p, picture)).length;
  // Printed once, in the build's report (scripts/runtime/release/site-build.ts), not logged here
  // as well.
  const unnamedCategories = unnamedCategoryWarnings(allCategories(catalogue.categories));
  handOver('report', {
    ...report,
    warnings: [...report.warnings, ...listingWarnings, ...unnamedCategories],
    unnamedCategories,
    images: ir,
    digest,
    feedLeftOut,
    namedProducts: rows.named(),
  });
  const built: BuiltCatalogue = {
    ...catalogue,
    pictures: images.pictures,
    imageReport: ir,
    listings: listings.map(toListingEntry),
  };
  handOver('collectionsDigest', collectionsDigest(built));
  return built;
}

/**
 * Content-layer loaders backed by the portal. The whole catalogue is fetched once per build (every
 * collection's loader shares one memoised fetch), the listing pages are chosen from it (a listing
 * that promises nothing fails the build here, before any image is fetched), its images are
 * prepared, and each loader stores its slice of the result.
 */
import path from 'node:path';
import type { Loader, LoaderContext } from 'astro/loaders';
import { createPortalClient } from '../../portal/client';
import { readPortalConfig, readSettings } from '../../config/settings';
import type { LoadedCatalogue } from '../../portal/catalogue';
import type { Product } from '../../domain/catalogue';
import { imageCacheDir } from '../images/cache-dir';
import { pictureId, prepareImages, type ImageReport, type ImageRequest } from '../images/pipeline';
import { placeholderPicture, type Picture } from '../../domain/picture';
import { beginHandOver, handOver } from '../build-artefacts';
import { readBuildRequest } from '../build-request';
import { feedPicture } from '../feeds/merchant-feed';
import { listings as listingDefinitions } from '../../site.config';
import { allCategories, buildListingSnapshot } from '../listing/listing-tables';
import { unnamedCategoryWarnings } from '../../i18n/catalogue-names';
import { chooseListings, toListingEntry, type ListingEntry } from '../listing/listings';
import { loadSiteCatalogue } from './load-site-catalogue';
import { productRows } from './product-records-cache';
import { catalogueDigest, codeDigest, sourceDigest } from '../source-digest';

export interface BuiltCatalogue extends LoadedCatalogue {
  /** Keyed by `pictureId(url, shape)`. */
  pictures: Map<string, Picture>;
  imageReport: ImageReport;
  listings: ListingEntry[];
}

let memo: Promise<BuiltCatalogue> | undefined;

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

function buildCatalogueOnce(loaderLogger: LoaderContext['logger']): Promise<BuiltCatalogue> {
  memo ??= (async () => {
    // Whichever collection asks first starts the fetch; the log speaks for the whole catalogue.
    const logger = loaderLogger.fork('catalogue');
    const config = readPortalConfig();
    logger.info(`fetching the catalogue from ${new URL(config.baseUrl).host}`);
    const client = createPortalClient(config);
    const log = (line: string) => logger.info(line);
    beginHandOver();
    const { stateDir } = readSettings().build;
    const { changedProducts, picturesLater } = readBuildRequest(stateDir);
    const code = await codeDigest(process.cwd());
    const rows = productRows({
      dir: path.join(stateDir, 'product-rows'),
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
    handOver('pictureFiles', images.files);
    handOver('picturesLater', { cacheDir, pictures: images.later });
    const products = inPageOrder(catalogue.products);
    handOver('products', products);
    handOver('pictures', [...images.pictures]);
    handOver(
      'productIds',
      catalogue.products.map((p) => p.id),
    );
    // An id that is some product's slug is that product's page, never a redirect.
    const slugs = new Set(catalogue.products.map((p) => p.slug));
    handOver(
      'productRedirects',
      catalogue.products
        .filter((p) => !slugs.has(String(p.id)))
        .map((p) => [p.id, p.slug] as const),
    );
    const picture = (url: string | undefined) =>
      (url ? images.pictures.get(pictureId(url, 'square')) : undefined) ?? placeholderPicture;
    const snapshot = buildListingSnapshot(
      products,
      catalogue.categories,
      picture,
      readSettings().site.pricesIncludeVat,
    );
    handOver('listingSnapshot', JSON.stringify(snapshot));
    const digest = sourceDigest({
      catalogue: catalogueDigest(catalogue, config.baseUrl),
      code,
      site: readSettings().site,
    });
    handOver('sourceDigest', digest);

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
    return {
      ...catalogue,
      pictures: images.pictures,
      imageReport: ir,
      listings: listings.map(toListingEntry),
    };
  })();
  return memo;
}

/** A loader that stores `select(catalogue)` as entries keyed by `key`, in the portal's order. */
export function portalLoader<T extends object>(
  name: string,
  select: (catalogue: BuiltCatalogue) => T[],
  key: (item: T) => string,
): Loader {
  return {
    name: `portal-${name}`,
    load: async (context) => {
      const { store } = context;
      const items = select(await buildCatalogueOnce(context.logger));
      store.clear();
      for (const item of items) {
        const data = item as Record<string, unknown>;
        store.set({ id: key(item), data, digest: context.generateDigest(data) });
      }
    },
  };
}

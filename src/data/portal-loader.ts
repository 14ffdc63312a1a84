/**
 * Content-layer loaders backed by the portal. The whole catalogue is fetched once per build (every
 * collection's loader shares one memoised fetch) and each loader stores its slice of it.
 */
import { writeFile } from 'node:fs/promises';
import type { Loader, LoaderContext } from 'astro/loaders';
import { createPortalClient } from '../portal/client';
import { readPortalConfig } from '../portal/config';
import { loadCatalogue, type LoadedCatalogue } from '../portal/catalogue';

let memo: Promise<LoadedCatalogue> | undefined;

function fetchCatalogueOnce(logger: LoaderContext['logger']): Promise<LoadedCatalogue> {
  memo ??= (async () => {
    const config = readPortalConfig();
    logger.info(`fetching the catalogue from ${new URL(config.baseUrl).host}`);
    const client = createPortalClient(config);
    const catalogue = await loadCatalogue(client, { today: new Date(), log: (line) => logger.info(line) });
    const { report } = catalogue;
    logger.info(
      `fetched ${report.products} products, ${report.categories} categories, ${report.slides} slides, ` +
        `${report.brands} brands in ${(report.durationMs / 1000).toFixed(1)} s; dropped ${report.dropped.length}`,
    );
    for (const d of report.dropped) logger.warn(`dropped product ${d.id ?? '?'} ${d.name ?? ''}: ${d.reason}`);
    // The build script prints the final report (with the page count) from this file.
    if (process.env.CATALOGUE_REPORT_FILE) {
      await writeFile(process.env.CATALOGUE_REPORT_FILE, JSON.stringify(report, null, 2));
    }
    return catalogue;
  })();
  return memo;
}

/** A loader that stores `select(catalogue)` as entries keyed by `key`, in the portal's order. */
export function portalLoader<T extends object>(
  name: string,
  select: (catalogue: LoadedCatalogue) => T[],
  key: (item: T) => string,
): Loader {
  return {
    name: `portal-${name}`,
    load: async ({ store, logger, generateDigest }) => {
      const items = select(await fetchCatalogueOnce(logger));
      store.clear();
      for (const item of items) {
        const data = item as Record<string, unknown>;
        store.set({ id: key(item), data, digest: generateDigest(data) });
      }
    },
  };
}

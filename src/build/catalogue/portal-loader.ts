/**
 * Content-layer loaders backed by the portal: every collection's loader shares one making of the
 * catalogue per build (build-catalogue.ts) and stores its slice of it.
 */
import type { Loader, LoaderContext } from 'astro/loaders';
import { buildCatalogue, type BuiltCatalogue } from './build-catalogue.ts';
import type { CollectionSelection } from './collections.ts';

let memo: Promise<BuiltCatalogue> | undefined;

// Whichever collection asks first starts the making; the log speaks for the whole catalogue.
const buildCatalogueOnce = (logger: LoaderContext['logger']) =>
  (memo ??= buildCatalogue(logger.fork('catalogue')));

/** A loader that stores `select(catalogue)` as entries keyed by `key`, in the portal's order. */
export function portalLoader<T extends object>(
  name: string,
  { select, key }: CollectionSelection<T>,
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

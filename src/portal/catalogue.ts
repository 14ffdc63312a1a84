/**
 * Everything a build needs from the portal, read once: all products, the category tree, slider,
 * brands and the four home blocks, requested together (the client keeps at most its concurrency
 * limit in flight), mapped, and summed up in a report. Products and categories are required: when
 * they cannot be read the build fails. Slider, brands and home blocks are decoration: when they
 * fail the shop builds without them and the report says so.
 */
import type { Brand, Category, HomeBlocks, Product, Slide } from '../domain/catalogue.ts';
import {
  HOME_BLOCKS,
  fetchAllProducts,
  fetchBrands,
  fetchCategories,
  fetchHomeBlock,
  fetchSlider,
  type HomeBlockKind,
  type ProductRecords,
} from './api.ts';
import type { PortalClient } from './client.ts';
import { CatalogueError } from './errors.ts';
import { summariseFieldWarnings } from './field-warnings.ts';
import { mapProducts, type Dropped, type EarlierMappings, type ProductMappings } from './map.ts';
import type { Mapped } from './map-site.ts';

export interface CatalogueReport {
  products: number;
  categories: number;
  slides: number;
  brands: number;
  /** Product records left out, and why. */
  dropped: Dropped[];
  /**
   * Optional parts that failed, other records left out, and product fields left out or defaulted
   * (one line per field and problem, with a count), one line each.
   */
  warnings: string[];
  /** Home blocks the portal failed to give (as opposed to blocks that are simply empty). */
  homeFailures: (keyof HomeBlocks)[];
  /** Product rows read from the portal, sellable or not. */
  fetchedRows: number;
  durationMs: number;
}

export interface LoadedCatalogue {
  products: Product[];
  /** Top-level categories with their children, in the portal's order. */
  categories: Category[];
  slides: Slide[];
  brands: Brand[];
  home: HomeBlocks;
  report: CatalogueReport;
}

export interface LoadCatalogueOptions {
  /** Decides which dated promotions are live. */
  today: Date;
  log?: (line: string) => void;
  pageSize?: number;
  /**
   * Ids to ask for per home block (default 10): a listing page drawn from a block may show more
   * than the home page.
   */
  blockLimits?: Partial<Record<HomeBlockKind, number>>;
  /** Where the product rows come from (default: the whole list, every build). */
  productRows?: ProductRowSource;
}

/** Where a catalogue read gets its product rows, and what it keeps of them for the next read. */
export interface ProductRowSource {
  /**
   * The rows, and what an earlier read's rows mapped to; `readAll` reads the whole list (./api.ts
   * fetchAllProducts).
   */
  read(
    client: PortalClient,
    readAll: () => Promise<ProductRecords>,
  ): Promise<{ rows: ProductRecords; earlier?: EarlierMappings }>;
  /** Told what the rows mapped to. */
  mapped(rows: ProductRecords, mappings: ProductMappings): Promise<void>;
}

const everyRowEveryTime: ProductRowSource = {
  read: async (_, readAll) => ({ rows: await readAll() }),
  mapped: async () => {},
};

const HOME_KINDS = Object.keys(HOME_BLOCKS) as HomeBlockKind[];

export async function loadCatalogue(
  client: PortalClient,
  {
    today,
    log = () => {},
    pageSize,
    blockLimits = {},
    productRows = everyRowEveryTime,
  }: LoadCatalogueOptions,
): Promise<LoadedCatalogue> {
  const started = Date.now();
  const warnings: string[] = [];
  const warn = (line: string) => {
    warnings.push(line);
    log(`warning: ${line}`);
  };
  /** A part the shop can do without: its failure becomes a warning and `fallback`. */
  const optional = <T>(
    what: string,
    task: Promise<T>,
    fallback: T,
    onFail?: () => void,
  ): Promise<T> =>
    task.catch((error: unknown) => {
      warn(`${what} left out: ${error instanceof Error ? error.message : String(error)}`);
      onFail?.();
      return fallback;
    });
  const noneMapped = { items: [], dropped: [] };
  const homeFailures: (keyof HomeBlocks)[] = [];

  // All started at once so the client's queue, not this function, decides the order on the wire.
  const [{ rows: productRecords, earlier }, categories, slides, brands, ...homeIds] =
    await Promise.all([
      productRows.read(client, () =>
        fetchAllProducts(client, {
          pageSize,
          onPage: ({ fetched, total }) => log(`products: ${fetched}/${total}`),
        }),
      ),
      fetchCategories(client),
      optional<Mapped<Slide>>('slider', fetchSlider(client), noneMapped),
      optional<Mapped<Brand>>('brands', fetchBrands(client), noneMapped),
      ...HOME_KINDS.map((kind) =>
        optional(`home block ${kind}`, fetchHomeBlock(client, kind, blockLimits[kind]), [], () =>
          homeFailures.push(HOME_BLOCKS[kind].key),
        ),
      ),
    ]);

  const brandNames = new Map(brands.items.map((brand) => [brand.id, brand.name]));
  const {
    products,
    dropped,
    warnings: fieldWarnings,
    mappings,
  } = mapProducts(productRecords.records, { baseUrl: client.baseUrl, today, brandNames }, earlier);
  await productRows.mapped(productRecords, mappings);
  if (products.length === 0) {
    throw new CatalogueError(
      'the portal returned no products: refusing to build an empty shop ' +
        `(${productRecords.records.length} rows read, ${dropped.length} dropped)`,
    );
  }
  for (const [what, mapped] of [
    ['category', categories],
    ['slide', slides],
    ['brand', brands],
  ] as const) {
    for (const d of mapped.dropped)
      warn(`${what} ${d.id ?? '?'}${d.name ? ` "${d.name}"` : ''} left out: ${d.reason}`);
  }
  if (categories.items.length === 0) warn('the portal returned no categories');
  for (const line of summariseFieldWarnings(fieldWarnings)) warn(line);

  // Home blocks only name products the shop has, so a block never points at a missing page.
  const sellable = new Set(products.map((p) => p.id));
  const block = (kind: HomeBlockKind) =>
    (homeIds[HOME_KINDS.indexOf(kind)] ?? []).filter((id) => sellable.has(id));
  const home: HomeBlocks = {
    featured: block('featured'),
    latest: block('latest'),
    bestSellers: block('best-sellers'),
    onSale: block('on-sale'),
  };

  return {
    products,
    categories: categories.items,
    slides: slides.items,
    brands: brands.items,
    home,
    report: {
      products: products.length,
      categories: categories.items.length,
      slides: slides.items.length,
      brands: brands.items.length,
      dropped,
      warnings,
      homeFailures: HOME_KINDS.map((kind) => HOME_BLOCKS[kind].key).filter((key) =>
        homeFailures.includes(key),
      ),
      fetchedRows: productRecords.records.length,
      durationMs: Date.now() - started,
    },
  };
}

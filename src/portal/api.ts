/**
 * The calls the shop makes (SPEC section 7), each over the client and returning the shop's types.
 * Products are the exception: the whole list comes back as wire records, because slugs and drops
 * can only be decided over the whole catalogue (see mapProducts).
 */
import pLimit from 'p-limit';
import type { Brand, Category, HomeBlocks, Product, Slide } from '../domain/catalogue.ts';
import type { LiveOffer, LiveOffers } from '../domain/live/live-offer.ts';
import type { ContactPayload, GuestCheckoutPayload, Order } from '../domain/checkout/order.ts';
import type { Lane, PortalClient } from './client.ts';
import { PortalError, isPortalError } from './errors.ts';
import { describeFieldWarning } from './field-warnings.ts';
import { mapProducts, type ProductMapContext } from './map.ts';
import { patchProductRecords } from './product-records.ts';
import { mapOrder, mapSale, readSale } from './map-order.ts';
import { mapBrands, mapCategories, mapSlides, type Mapped } from './map-site.ts';
import { toId } from './values.ts';
import {
  contactResponseSchema,
  listSchema,
  orderResponseSchema,
  productPageSchema,
  saleSchema,
  salesListSchema,
  singleProductSchema,
  type WireSale,
} from './wire.ts';

/** Expansions that make a product record complete enough for its page. */
export const PRODUCT_INCLUDE = 'brand,category,photos';

const emptyList = { data: [] as unknown[] };

/** Rows per call of a whole read. */
export const PRODUCT_PAGE_SIZE = 200;

export interface PagingProgress {
  fetched: number;
  total: number;
}

export interface ProductRecords {
  records: unknown[];
  total: number;
}

/**
 * Every product row, paged by the portal's 1-based `start` offset (1, 201, 401...). After the first
 * page tells the total, the others are asked for together (the client keeps the concurrency
 * limit). A page that is short, a total that moves, or rows that repeat (a portal ignoring
 * `start`) fail the read: a build must not publish a catalogue with silent holes.
 */
export async function fetchAllProducts(
  client: PortalClient,
  {
    pageSize = PRODUCT_PAGE_SIZE,
    include = PRODUCT_INCLUDE,
    retries,
    onPage,
  }: {
    pageSize?: number;
    /** Extra attempts for each page; default the client's. */
    retries?: number;
    /** Expansions of each row; '' for the bare rows (prices and stock need none). */
    include?: string;
    onPage?: (progress: PagingProgress) => void;
  } = {},
): Promise<ProductRecords> {
  const endpoint = 'GET products';
  const inconsistent = (detail: string) =>
    new PortalError({ kind: 'shape', endpoint, detail: `inconsistent paging: ${detail}` });
  const readPage = (start: number) =>
    client.get('products', {
      query: { limit: pageSize, start, include: include || undefined },
      schema: productPageSchema,
      retries,
      emptyOn404: { data: [], total: 0 },
    });

  const first = await readPage(1);
  const { total } = first;
  let fetched = first.data.length;
  onPage?.({ fetched, total });
  // A portal that ignores `limit` and answers everything at once is complete as it is.
  if (fetched === total) return { records: first.data, total };
  const expectRows = (rows: unknown[], start: number) => {
    const expected = Math.min(pageSize, total - (start - 1));
    if (rows.length !== expected)
      throw inconsistent(
        `start=${start} returned ${rows.length} rows, expected ${expected} of ${total}`,
      );
  };
  expectRows(first.data, 1);

  const seen = new Set(first.data.map(recordId));
  const expectNewIds = (rows: unknown[], start: number) => {
    const ids = rows.map(recordId).filter((id) => id !== null);
    const repeated = ids.filter((id) => seen.has(id));
    if (repeated.length > 0) {
      throw inconsistent(
        `start=${start} repeats ids already read (${repeated.slice(0, 5).join(', ')}): does the portal ignore start?`,
      );
    }
    for (const id of ids) seen.add(id);
  };

  const starts: number[] = [];
  for (let start = 1 + pageSize; start <= total; start += pageSize) starts.push(start);
  // As many at once as the client sends: a queue of hundreds would outlast a server client's
  // time-outs.
  const rest = await pLimit(client.maxConcurrency).map(starts, async (start) => {
    const page = await readPage(start);
    expectNewIds(page.data, start);
    if (page.total !== total)
      throw inconsistent(`total changed from ${total} to ${page.total} at start=${start}`);
    expectRows(page.data, start);
    fetched += page.data.length;
    onPage?.({ fetched, total });
    return page.data;
  });
  return { records: [first.data, ...rest].flat(), total };
}

function recordId(record: unknown): number | null {
  return typeof record === 'object' && record !== null
    ? toId((record as Record<string, unknown>).id)
    : null;
}

export async function fetchCategories(client: PortalClient): Promise<Mapped<Category>> {
  // `include_products` is left out: the build reads every product anyway.
  const list = await client.get('categories', {
    query: { tree: 'true' },
    schema: listSchema,
    emptyOn404: emptyList,
  });
  return mapCategories(list.data, client.baseUrl);
}

export async function fetchSlider(client: PortalClient): Promise<Mapped<Slide>> {
  const list = await client.get('website/slider', { schema: listSchema, emptyOn404: emptyList });
  return mapSlides(list.data, client.baseUrl);
}

export async function fetchBrands(client: PortalClient): Promise<Mapped<Brand>> {
  const list = await client.get('website/brands', { schema: listSchema, emptyOn404: emptyList });
  return mapBrands(list.data, client.baseUrl);
}

export type HomeBlockKind = 'featured' | 'latest' | 'best-sellers' | 'on-sale';

/** Where each block lives, with SPEC section 9's windows (latest: 30 days, best sellers: 90). */
export const HOME_BLOCKS: Record<
  HomeBlockKind,
  { key: keyof HomeBlocks; path: string; days?: number }
> = {
  featured: { key: 'featured', path: 'products/featured' },
  latest: { key: 'latest', path: 'products/latest', days: 30 },
  'best-sellers': { key: 'bestSellers', path: 'products/best-sellers', days: 90 },
  'on-sale': { key: 'onSale', path: 'products/on-sale' },
};

/** The product ids of one home block, in the portal's order. */
export async function fetchHomeBlock(
  client: PortalClient,
  kind: HomeBlockKind,
  limit = 10,
): Promise<number[]> {
  const { path, days } = HOME_BLOCKS[kind];
  const list = await client.get(path, {
    query: { limit, start: 1, days },
    schema: listSchema,
    emptyOn404: emptyList,
  });
  const ids = list.data.map(recordId).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

export interface ProductReadOptions extends Partial<Omit<ProductMapContext, 'baseUrl'>> {
  lane?: Lane;
  /** Extra attempts when the read fails; default the client's. */
  retries?: number;
  /** Told, one line each, why the product cannot be sold and which of its fields were left out. */
  onWarning?: (line: string) => void;
}

/**
 * One product's wire record, fresh from the portal; null when the portal says it does not exist
 * (404).
 */
export async function fetchProductRecord(
  client: PortalClient,
  id: number,
  { lane, retries }: Pick<ProductReadOptions, 'lane' | 'retries'> = {},
): Promise<{ id: string | number } | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const path = `products/view/${id}`;
  let record: { id: string | number };
  try {
    record = await client.get(path, {
      query: { include: PRODUCT_INCLUDE },
      schema: singleProductSchema,
      lane,
      retries,
    });
  } catch (error) {
    if (isPortalError(error, 'not-found')) return null;
    throw error;
  }
  // A 200 proves nothing on this portal: make sure it is the product we asked for.
  if (toId(record.id) !== id) {
    throw new PortalError({
      kind: 'shape',
      endpoint: `GET ${path}`,
      detail: `bad shape: asked for product ${id}, got ${String(record.id)}`,
    });
  }
  return record;
}

/**
 * The rows of an earlier full read (`previous`) with the products `ids` read again one by one
 * (./product-records.ts): a rebuild told which products changed costs a call per product instead
 * of the whole list.
 */
export async function refreshProductRecords(
  client: PortalClient,
  previous: ProductRecords,
  ids: readonly number[],
): Promise<ProductRecords> {
  const unique = [...new Set(ids)];
  const fresh = await Promise.all(
    unique.map(async (id) => [id, await fetchProductRecord(client, id)] as const),
  );
  const records = patchProductRecords(previous.records, new Map(fresh));
  return { records, total: records.length };
}

/**
 * One product, fresh from the portal (never from a cache). Null only when the portal says it does
 * not exist (404) or its record cannot be sold (`onWarning` is told why); any other failure throws.
 */
export async function fetchProduct(
  client: PortalClient,
  id: number,
  { today = new Date(), brandNames, lane, retries, onWarning }: ProductReadOptions = {},
): Promise<Product | null> {
  const record = await fetchProductRecord(client, id, { lane, retries });
  if (record === null) return null;
  const { products, dropped, warnings } = mapProducts([record], {
    today,
    brandNames,
    baseUrl: client.baseUrl,
  });
  for (const warning of warnings) onWarning?.(describeFieldWarning(warning));
  for (const { reason } of dropped) onWarning?.(`product ${id} cannot be sold: ${reason}`);
  return products[0] ?? null;
}

/** `today` decides whether a dated promotion is live (default now). */
export type LiveOfferOptions = Pick<ProductReadOptions, 'today' | 'lane' | 'retries' | 'onWarning'>;

/** What a product costs and how many are in stock right now, for checks at the moment of buying. */
export async function fetchLiveOffer(
  client: PortalClient,
  id: number,
  options: LiveOfferOptions = {},
): Promise<LiveOffer | null> {
  const product = await fetchProduct(client, id, options);
  return (
    product && {
      id: product.id,
      price: product.price,
      salePrice: product.salePrice,
      quantity: product.quantity,
      vatPercent: product.vatPercent,
    }
  );
}

export interface LiveOffersOptions extends LiveOfferOptions {
  /** Reads in flight at once: an order's lines must not take every slot of the portal's queue. */
  concurrency?: number;
  /** Told why each failed id failed. */
  onFailed?: (id: number, error: unknown) => void;
}

/**
 * The live offers of several products, each read fresh, a few at a time. A product the portal no
 * longer sells is `unavailable`; one whose read failed is `failed` (and `onWarning` hears why):
 * nothing is thrown, so one slow product cannot sink the others.
 */
export async function fetchLiveOffers(
  client: PortalClient,
  ids: readonly number[],
  { concurrency = 3, onFailed, ...options }: LiveOffersOptions = {},
): Promise<LiveOffers> {
  const unique = [...new Set(ids)];
  const limit = pLimit(concurrency);
  const results = await limit.map(unique, (id) =>
    fetchLiveOffer(client, id, options).then(
      (offer) => ({ id, offer }),
      (error: unknown) => {
        options.onWarning?.(
          `product ${id}: live offer not read: ${error instanceof Error ? error.message : String(error)}`,
        );
        onFailed?.(id, error);
        return { id, offer: undefined };
      },
    ),
  );
  return {
    offers: results.flatMap(({ offer }) => (offer ? [offer] : [])),
    unavailable: results.filter(({ offer }) => offer === null).map(({ id }) => id),
    failed: results.filter(({ offer }) => offer === undefined).map(({ id }) => id),
  };
}

/**
 * Places a guest order, in the checkout lane. Never retried: a timeout may still have placed it.
 */
export async function placeGuestOrder(
  client: PortalClient,
  payload: GuestCheckoutPayload,
): Promise<Order> {
  return mapOrder(
    await client.post('orders/guest-checkout', payload, orderResponseSchema, { lane: 'checkout' }),
  );
}

/** A quote request or newsletter sign-up. Any 2xx answer is a success. */
export async function sendContact(client: PortalClient, payload: ContactPayload): Promise<void> {
  await client.post('website/send_contact', payload, contactResponseSchema);
}

/**
 * The most recent sales, newest first (`start` is the 1-based row offset), with their items. In the
 * checkout lane by default: looking for a doubtful order is part of placing it.
 */
export async function fetchRecentSales(
  client: PortalClient,
  {
    start = 1,
    limit = 50,
    lane = 'checkout',
  }: { start?: number; limit?: number; lane?: Lane } = {},
): Promise<WireSale[]> {
  const list = await client.get('sales', {
    query: { limit, start, order_by: 'id,desc', include: 'items' },
    schema: salesListSchema,
    emptyOn404: { data: [] },
    lane,
  });
  return list.data.flatMap((record) => readSale(record) ?? []);
}

/** One sale by its reference, as the shop's Order; null when the portal has none (its 404). */
export async function fetchSaleByReference(
  client: PortalClient,
  reference: string,
  { lane = 'browse' }: { lane?: Lane } = {},
): Promise<Order | null> {
  try {
    return mapSale(
      await client.get('sales', {
        query: { reference, include: 'items' },
        schema: saleSchema,
        lane,
      }),
    );
  } catch (error) {
    if (isPortalError(error, 'not-found')) return null;
    throw error;
  }
}

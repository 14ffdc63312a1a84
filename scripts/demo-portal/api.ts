/**
 * The portal's REST API under /api/v1/, as PORTAL.md describes the real one: api-key header,
 * 1-based `start`, `limit` default 10 with no maximum, 404 instead of an empty list, single
 * products bare or wrapped in {data}, unknown sub-paths of products/ answering the product list.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoProduct } from './catalogue.ts';
import { parseCheckout, priceOrder } from './checkout.ts';
import type { AfterWork } from './faults.ts';
import { limitedRoute, OVER_LIMIT_ANSWER } from './hourly-limit.ts';
import { GATEWAY_TIMEOUT_PAGE } from './host-pages.ts';
import { HttpError, readObjectBody, sendEmpty, sendHtml, sendJson } from './http-util.ts';
import { orderResponse, saleRecord } from './orders.ts';
import { prefixMatcher, productMatcher, textMatches } from './search.ts';
import { isVisible, today, visibleProducts, type PortalState } from './state.ts';
import {
  isOnSale,
  wireBrandRef,
  wireCategory,
  wireProduct,
  wireSlide,
  wireWebsiteBrand,
  uploadUrl,
  type ProductView,
  type Wire,
} from './wire.ts';

interface Page {
  start: number;
  limit: number;
}

function intParam(query: URLSearchParams, name: string): number | null {
  const value = Number.parseInt(query.get(name) ?? '', 10);
  return Number.isFinite(value) ? value : null;
}

function pageOf(query: URLSearchParams): Page {
  const limit = intParam(query, 'limit');
  const start = intParam(query, 'start');
  return {
    limit: limit !== null && limit > 0 ? limit : 10,
    start: start !== null && start > 1 ? start : 1,
  };
}

function slice<T>(items: readonly T[], page: Page): T[] {
  return items.slice(page.start - 1, page.start - 1 + page.limit);
}

function includes(query: URLSearchParams): Set<string> {
  return new Set(
    (query.get('include') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** How products are written in this answer: the query's expansions, the portal's current shape. */
export function productView(
  state: PortalState,
  query: URLSearchParams,
  single: boolean,
): ProductView {
  return {
    origin: state.origin,
    include: includes(query),
    single,
    shape: state.faults.current().shape,
  };
}

function notFound(message: string): HttpError {
  return new HttpError(404, { message, status: false });
}

const NO_PRODUCTS = 'No products were found.';

/**
 * The standard list answer `{data, total, limit, start}`, or the controllers' 404 when there is
 * nothing.
 */
function productList(
  state: PortalState,
  query: URLSearchParams,
  products: readonly DemoProduct[],
): Wire {
  const page = pageOf(query);
  const rows = slice(products, page);
  if (rows.length === 0) throw notFound(NO_PRODUCTS);
  const view = productView(state, query, false);
  return {
    data: rows.map((p) => wireProduct(p, state.catalogue, view)),
    total: products.length,
    limit: String(page.limit),
    start: String(page.start),
  };
}

function singleProduct(
  state: PortalState,
  query: URLSearchParams,
  product: DemoProduct | undefined,
): Wire {
  if (!product || !isVisible(state, product)) throw notFound('Product could not be found.');
  const body = wireProduct(product, state.catalogue, productView(state, query, true));
  // The real portal answers both shapes; which one is stable per product.
  return product.id % 2 === 0 ? { data: body } : body;
}

function daysParam(query: URLSearchParams, fallback: number): number {
  const days = intParam(query, 'days');
  return days !== null && days > 0 ? days : fallback;
}

function latest(products: readonly DemoProduct[], days: number): DemoProduct[] {
  return products
    .filter((p) => p.addedDaysAgo <= days)
    .sort((a, b) => a.addedDaysAgo - b.addedDaysAgo || b.id - a.id);
}

function bestSellers(
  state: PortalState,
  products: readonly DemoProduct[],
  days: number,
): DemoProduct[] {
  const chosen = state.catalogue.bestSellerIds;
  if (chosen) {
    const rank = new Map(chosen.map((id, index) => [id, index]));
    return products
      .filter((p) => rank.has(p.id))
      .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  }
  const sold = (p: DemoProduct) => Math.floor(p.soldPerDay * Math.min(days, p.addedDaysAgo + 1));
  return products.filter((p) => sold(p) > 0).sort((a, b) => sold(b) - sold(a) || a.id - b.id);
}

const ORDERINGS: Record<string, (a: DemoProduct, b: DemoProduct) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  name_desc: (a, b) => b.name.localeCompare(a.name),
  price: (a, b) => a.price - b.price,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  latest: (a, b) => a.addedDaysAgo - b.addedDaysAgo,
};

function categoryProducts(state: PortalState, query: URLSearchParams, categoryId: number): Wire {
  const category = state.catalogue.categoriesById.get(categoryId);
  if (!category) throw notFound('Category not found.');
  // The path carries the top-level category; `parent_id` (sic) the sub-category.
  let products = (state.catalogue.productsByCategory.get(categoryId) ?? []).filter(
    (p) => p.categoryId === categoryId && isVisible(state, p),
  );
  const subId = intParam(query, 'parent_id');
  if (subId !== null && subId > 0) products = products.filter((p) => p.subcategoryId === subId);
  const search = query.get('search')?.trim();
  if (search) {
    const matches = productMatcher(search, state.catalogue);
    products = matches ? products.filter(matches) : [];
  }
  const ordering = ORDERINGS[query.get('order_by') ?? ''];
  if (ordering) products = [...products].sort(ordering);
  const page = pageOf(query);
  const rows = slice(products, page);
  if (rows.length === 0) throw notFound('No products found in this category.');
  const view = productView(state, query, false);
  return {
    category: wireCategory(category, { origin: state.origin, tree: true }),
    products: rows.map((p) => wireProduct(p, state.catalogue, view)),
    total: products.length,
  };
}

function search(state: PortalState, query: URLSearchParams): Wire {
  const q = (query.get('q') ?? '').trim();
  if (q === '')
    throw new HttpError(400, { message: 'The search query (q) is required.', status: false });
  const type = query.get('type') ?? 'all';
  const wants = (group: string) =>
    type === group || !['products', 'categories', 'brands'].includes(type);
  const matches = productMatcher(q, state.catalogue);
  const products = wants('products') && matches ? visibleProducts(state).filter(matches) : [];
  const categories = wants('categories')
    ? state.catalogue.categories.filter((c) => textMatches(q, c.name))
    : [];
  const brands = wants('brands')
    ? state.catalogue.brands.filter((b) => textMatches(q, b.name))
    : [];
  if (products.length + categories.length + brands.length === 0)
    throw notFound(`No results found for "${q}".`);
  const view = productView(state, query, false);
  return {
    query: q,
    results: {
      products: slice(products, pageOf(query)).map((p) => wireProduct(p, state.catalogue, view)),
      categories: categories.map((c) => wireCategory(c, { origin: state.origin, tree: false })),
      brands: brands.map((b) => ({
        ...wireBrandRef(b),
        image: b.image ? uploadUrl(state.origin, b.image) : null,
      })),
    },
    // Pages walk the products, so the total counts products when they were asked for.
    total: wants('products') ? products.length : categories.length + brands.length,
  };
}

function suggestions(state: PortalState, query: URLSearchParams): Wire {
  const q = (query.get('q') ?? '').trim();
  if (q === '')
    throw new HttpError(400, { message: 'The search query (q) is required.', status: false });
  const matches = prefixMatcher(q, state.catalogue);
  return productList(state, query, matches ? visibleProducts(state).filter(matches) : []);
}

function categories(state: PortalState, query: URLSearchParams): Wire {
  const tree = query.get('tree') === 'true' || query.get('tree') === '1';
  const withProducts =
    query.get('include_products') === 'true' || query.get('include_products') === '1';
  const list = tree ? state.catalogue.topCategories : state.catalogue.categories;
  const view = productView(state, query, false);
  const attachProducts = (record: Wire, id: number): Wire => {
    // A sample per category: the whole catalogue inside the category list would be absurd.
    const products = (state.catalogue.productsByCategory.get(id) ?? [])
      .filter((p) => isVisible(state, p))
      .slice(0, 10);
    const children = Array.isArray(record.children)
      ? (record.children as Wire[]).map((child) => attachProducts(child, Number(child.id)))
      : undefined;
    return {
      ...record,
      ...(children ? { children } : {}),
      products: products.map((p) => wireProduct(p, state.catalogue, view)),
    };
  };
  const data = list.map((c) => {
    const record = wireCategory(c, { origin: state.origin, tree });
    return withProducts ? attachProducts(record, c.id) : record;
  });
  if (data.length === 0) throw notFound('No categories were found.');
  return { data, total: data.length };
}

function slider(state: PortalState): Wire {
  const data = state.catalogue.slides.map((s) => wireSlide(s, state.origin));
  return { data, total: data.length };
}

function websiteBrands(state: PortalState): Wire {
  const data = state.catalogue.brands
    .filter((b) => b.image)
    .map((b) => wireWebsiteBrand(b, state.origin));
  if (data.length === 0) throw notFound('No brands were found.');
  return { data, total: data.length };
}

async function guestCheckout(state: PortalState, body: Record<string, unknown>): Promise<Wire> {
  const input = parseCheckout(body, state.catalogue, (p) => isVisible(state, p));
  const order = state.orders.place(input, priceOrder(input, today()));
  return orderResponse(order);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function sendContact(body: Record<string, unknown>): Wire {
  for (const field of ['first_name', 'last_name', 'email', 'description']) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '')
      throw new HttpError(400, { status: false, message: `The ${field} field is required.` });
  }
  if (!EMAIL.test(String(body.email).trim()))
    throw new HttpError(400, {
      status: false,
      message: 'The email field must contain a valid email address.',
    });
  return { status: true, message: 'Thank you for contacting us. We will get back to you soon.' };
}

/**
 * POST endpoints: answered, then recorded in the submissions file whatever the outcome. With
 * `afterWork`, the work is done (an order stored) and the answer is an empty 500, as PHP gives when
 * it fails after the insert, or the gateway's 504 page, as a host gives that stopped waiting for
 * PHP.
 */
async function handlePost(
  state: PortalState,
  res: ServerResponse,
  path: string,
  request: Promise<Record<string, unknown>>,
  afterWork: AfterWork,
): Promise<void> {
  const handlers: Record<string, (body: Record<string, unknown>) => Wire | Promise<Wire>> = {
    'orders/guest-checkout': (body) => guestCheckout(state, body),
    'website/send_contact': sendContact,
  };
  const handler = handlers[path];
  if (!handler) throw new HttpError(404, { status: false, error: 'Unknown method' });
  let body: Record<string, unknown> = {};
  let status = 200;
  let answer: unknown;
  try {
    body = await request;
    answer = await handler(body);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    status = error.status;
    answer = error.body;
  }
  await state.submissions.append(path, body, status);
  if (afterWork === 'error') sendEmpty(res, 500);
  else if (afterWork === 'gateway-timeout') sendHtml(res, 504, GATEWAY_TIMEOUT_PAGE);
  else sendJson(res, status, answer);
}

/**
 * `GET sales` as stock SMA's sales controller answers it: by `reference` one bare sale, else the
 * list `{data, limit, start, total}` with real numbers (newest first with `order_by=id,desc`); its
 * 404s when there is nothing.
 */
function sales(state: PortalState, query: URLSearchParams): Wire {
  const withItems = includes(query).has('items');
  const reference = query.get('reference');
  if (reference !== null) {
    const order = state.orders.byReference(reference);
    if (!order) throw notFound(`Sale could not be found for reference ${reference}.`);
    return saleRecord(order, withItems);
  }
  const newestFirst = state.orders.newestFirst();
  const ordered =
    (query.get('order_by') ?? '').replace(/\s+/g, '').toLowerCase() === 'id,desc'
      ? newestFirst
      : [...newestFirst].reverse();
  const page = pageOf(query);
  const rows = slice(ordered, page);
  if (rows.length === 0) throw notFound('No sale record found.');
  return {
    data: rows.map((order) => saleRecord(order, withItems)),
    limit: page.limit,
    start: page.start,
    total: ordered.length,
  };
}

function decodePathPart(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new HttpError(400, { status: false, message: 'Malformed path.' });
  }
}

function handleGet(state: PortalState, path: string, query: URLSearchParams): Wire {
  const segments = path.split('/');
  const [resource, action = '', ...rest] = segments;
  if (resource === 'categories' && segments.length === 1) return categories(state, query);
  if (resource === 'sales' && segments.length === 1) return sales(state, query);
  if (resource === 'website' && segments.length === 2 && action === 'slider') return slider(state);
  if (resource === 'website' && segments.length === 2 && action === 'brands')
    return websiteBrands(state);
  if (resource !== 'products') throw new HttpError(404, { status: false, error: 'Unknown method' });

  const products = visibleProducts(state);
  const argument = decodePathPart(rest.join('/'));
  switch (action) {
    case 'code':
      if (argument)
        return singleProduct(state, query, state.catalogue.productsByCode.get(argument));
      break;
    case 'view':
      if (argument)
        return singleProduct(state, query, state.catalogue.productsById.get(Number(argument)));
      break;
    case 'featured':
      return productList(
        state,
        query,
        products.filter((p) => p.featured),
      );
    case 'latest':
      return productList(state, query, latest(products, daysParam(query, 30)));
    case 'best-sellers':
      return productList(state, query, bestSellers(state, products, daysParam(query, 90)));
    case 'on-sale': {
      const now = today();
      return productList(
        state,
        query,
        products.filter((p) => isOnSale(p, now)),
      );
    }
    case 'search':
      return search(state, query);
    case 'suggestions':
      return suggestions(state, query);
    case 'category_products':
      if (argument) return categoryProducts(state, query, Number(argument));
      break;
  }
  // Like the real portal: any other sub-path of products/ is the product list.
  return productList(state, query, products);
}

/** Whether a request carries the key, in the header (or, as the real portal allows, the query). */
export function hasApiKey(
  state: PortalState,
  req: IncomingMessage,
  query: URLSearchParams,
): boolean {
  const header = req.headers['api-key'];
  return header === state.apiKey || query.get('api-key') === state.apiKey;
}

/**
 * Answers one API request; `path` is what follows /api/v1/, without a trailing slash. A POST's
 * body may have been read before (see server.ts), else it is read here. As the real portal does,
 * the key is checked first, then the hourly limit, then the call is carried out.
 */
export async function handleApi(
  state: PortalState,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  query: URLSearchParams,
  body?: Promise<Record<string, unknown>>,
): Promise<void> {
  try {
    if (!hasApiKey(state, req, query))
      throw new HttpError(403, { status: false, error: 'Invalid API key' });
    if (!state.hourly.admit(limitedRoute(path))) throw new HttpError(401, OVER_LIMIT_ANSWER);
    if (req.method === 'POST')
      return await handlePost(
        state,
        res,
        path,
        body ?? readObjectBody(req),
        state.faults.afterWork(path),
      );
    if (req.method !== 'GET' && req.method !== 'HEAD')
      throw new HttpError(404, { status: false, error: 'Unknown method' });
    sendJson(res, 200, handleGet(state, path, query));
  } catch (error) {
    if (error instanceof HttpError) sendJson(res, error.status, error.body);
    else throw error;
  }
}

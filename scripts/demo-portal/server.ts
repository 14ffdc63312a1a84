/**
 * The demo portal: a stand-in for the retailer's back office API (PORTAL.md) serving a generated
 * UAE catalogue, for development, demos, tests and benchmarks. `startDemoPortal` listens on
 * loopback and resolves once it accepts connections.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { handleAdmin } from './admin.ts';
import { handleApi } from './api.ts';
import { generateCatalogue, type Catalogue, type PictureKind } from './catalogue.ts';
import {
  createCatalogueEditor,
  type CatalogueEdit,
  type CatalogueEditor,
  type EditResult,
} from './catalogue-editor.ts';
import { createFaultGate, faultsFromEnv, mergeFaults, NO_FAULTS, type Faults } from './faults.ts';
import { createHourlyLimiter } from './hourly-limit.ts';
import { NOT_FOUND_PAGE, UNAVAILABLE_PAGE } from './host-pages.ts';
import { readObjectBody, sendEmpty, sendHtml, sendJson, sleep } from './http-util.ts';
import { createImageStore, imageType } from './images.ts';
import { createPicturePool } from './picture-pool.ts';
import { orderSlipHtml } from './order-slip.ts';
import { createOrderBook, type SalePatch } from './orders.ts';
import type { ProductPatch } from './price-patch.ts';
import type { PortalState } from './state.ts';
import { createSubmissionLog } from './submissions.ts';

export type { CatalogueEdit, EditResult } from './catalogue-editor.ts';
export { PatchError } from './edit-input.ts';
export type { ProductPatch } from './price-patch.ts';

export interface DemoPortalOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Catalogue size, default 500. */
  products?: number;
  /** Catalogue seed, default 42. */
  seed?: number;
  /** Default "demo-key". */
  apiKey?: string;
  /**
   * JSON-lines record of POSTs, default .demo-portal/submissions.jsonl under the working directory.
   */
  submissionsFile?: string;
  /** Fault switches at start; they override DEMO_PORTAL_* fault variables in `env`. */
  faults?: Partial<Faults>;
  /**
   * Where the DEMO_PORTAL_* fault variables (faults.ts, faultsFromEnv) are read; default
   * process.env.
   */
  env?: NodeJS.ProcessEnv;
  /** "YYYY-MM-DD" the catalogue's promotion dates are placed around; default today in the UAE. */
  today?: string;
  /** Photographic JPEGs (the default) or flat PNGs of 600 px for product pictures and slides. */
  pictures?: PictureKind;
  /**
   * Start drawing the pictures at once, before a build asks (a portal started for a build, which
   * is starting up).
   */
  drawAhead?: boolean;
}

export interface DemoPortal {
  /** e.g. http://127.0.0.1:8787: the shop's PORTAL_API_URL (the API is under /api/v1/). */
  origin: string;
  apiKey: string;
  submissionsFile: string;
  catalogue: Catalogue;
  faults(): Faults;
  /**
   * Merges fault switches (as POST /__demo/faults does) and returns the result, e.g.
   * `{shape: 'stock-sma'}` or `{slowPaths: {'orders/guest-checkout': 15000}}`.
   */
  setFaults(patch: Partial<Faults>): Faults;
  /** A product's price, promotion and stock (AED): `applyEdit({kind: 'price', id, ...patch})`. */
  updateProduct(id: number, patch: ProductPatch): void;
  /**
   * One back-office edit (catalogue-editor.ts), seen by the API at once, e.g. `applyEdit({kind:
   * 'rename-category', id: 12, name: 'Smart Switches'})`; an addition answers the new record's
   * `{id}` (a slide's `{position}`). Bad input throws a PatchError naming the field.
   */
  applyEdit<E extends CatalogueEdit>(edit: E): EditResult<E>;
  /**
   * API requests received (answered or not) whose path after /api/v1/ starts with `prefix`, since
   * start.
   */
  callCount(prefix: string): number;
  /**
   * The calls counted against the hourly limit per route (`products/view`), in windows not yet
   * over: none while `hourlyLimit` is 0, and none refused (GET /__demo/hourly-counts).
   */
  hourlyCounts(): Record<string, number>;
  /**
   * The back office moves a sale on (`{sale_status: 'completed'}`); false when there is no such
   * sale.
   */
  updateSale(id: number, patch: SalePatch): boolean;
  /**
   * No faults, no hourly limit and nothing counted, the catalogue as generated: every edit undone
   * (orders and the submissions file are kept).
   */
  reset(): void;
  close(): Promise<void>;
}

const DB_ERROR_PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Database Error</title></head>
<body><div id="container"><h1>A Database Error Occurred</h1>
<p>Unable to connect to your database server using the provided settings.</p>
<p>Filename: core/CodeIgniter.php</p><p>Line Number: 500</p></div></body></html>`;

async function handleApiWithFaults(
  state: PortalState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const apiPath = url.pathname.slice('/api/v1/'.length).replace(/\/+$/, '');
  // PHP has the whole request before its script runs, and the script runs to its end even when the
  // client has hung up meanwhile: a slow order is still placed. So the body is read before any
  // delay.
  const body = req.method === 'POST' ? readObjectBody(req) : undefined;
  // Answered below, or dropped with the request when a fault answers instead.
  body?.catch(() => undefined);
  state.calls.set(apiPath, (state.calls.get(apiPath) ?? 0) + 1);
  const delay = state.faults.delayFor(apiPath);
  if (delay > 0) await sleep(delay);
  const outcome = state.faults.decide(apiPath);
  if (outcome !== null && typeof outcome === 'object')
    return sendJson(res, 400, { message: outcome.refuse, status: false });
  switch (outcome) {
    case 'down':
      return sendHtml(res, 503, UNAVAILABLE_PAGE);
    case 'error':
      return sendEmpty(res, 500);
    case 'html':
      return sendHtml(res, 200, DB_ERROR_PAGE);
    case 'not-found-page':
      return sendHtml(res, 404, NOT_FOUND_PAGE);
    default:
      return handleApi(state, req, res, apiPath, url.searchParams, body);
  }
}

async function serveUpload(
  state: PortalState,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  const thumb = pathname.startsWith('/assets/uploads/thumbs/');
  const encoded = pathname.slice(
    thumb ? '/assets/uploads/thumbs/'.length : '/assets/uploads/'.length,
  );
  let file: string;
  try {
    file = decodeURIComponent(encoded);
  } catch {
    return sendHtml(res, 404, '<h1>404 Page Not Found</h1>');
  }
  const bytes = file.includes('/') ? null : await state.images.get(file, thumb);
  if (!bytes) return sendHtml(res, 404, '<h1>404 Page Not Found</h1>');
  res.writeHead(200, {
    'Content-Type': imageType(bytes),
    'Content-Length': bytes.length,
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function serveOrderSlip(state: PortalState, res: ServerResponse, url: URL): void {
  const order = state.orders.find(
    Number(url.searchParams.get('download')),
    url.searchParams.get('hash') ?? '',
  );
  if (!order)
    return sendHtml(
      res,
      404,
      '<!doctype html><title>Order not found</title><h1>Order not found</h1>',
    );
  sendHtml(res, 200, orderSlipHtml(order));
}

async function route(
  state: PortalState,
  editor: CatalogueEditor,
  reset: () => void,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://demo-portal');
  const { pathname } = url;
  if (pathname.startsWith('/api/v1/')) return handleApiWithFaults(state, req, res, url);
  if (pathname.startsWith('/assets/uploads/') && (req.method === 'GET' || req.method === 'HEAD'))
    return serveUpload(state, req, res, pathname);
  if (pathname === '/shop/orders' && req.method === 'GET') return serveOrderSlip(state, res, url);
  if (pathname.startsWith('/__demo/'))
    return handleAdmin(
      state,
      editor,
      reset,
      req,
      res,
      pathname.slice('/__demo/'.length).replace(/\/+$/, ''),
    );
  sendHtml(res, 404, '<h1>404 Page Not Found</h1>');
}

/**
 * What a portal that draws ahead keeps: drawing ahead stops at half of it, and the default
 * catalogue's 802 pictures weigh 75 MB, all of which a first build asks for (issue 39).
 */
const DRAWN_AHEAD_BYTES = 160 * 1024 * 1024;

export async function startDemoPortal(options: DemoPortalOptions = {}): Promise<DemoPortal> {
  const host = options.host ?? '127.0.0.1';
  const catalogue = generateCatalogue({
    products: options.products,
    seed: options.seed,
    today: options.today,
    pictures: options.pictures,
  });
  const pictures = createPicturePool();
  const initialFaults = mergeFaults(
    mergeFaults(NO_FAULTS, faultsFromEnv(options.env ?? process.env)),
    options.faults ?? {},
  );
  const submissions = await createSubmissionLog(
    options.submissionsFile ?? path.resolve('.demo-portal', 'submissions.jsonl'),
  );
  const faults = createFaultGate(catalogue.seed, initialFaults);
  const state: PortalState = {
    catalogue,
    origin: '',
    apiKey: options.apiKey ?? 'demo-key',
    faults,
    orders: createOrderBook(catalogue.seed),
    calls: new Map(),
    hourly: createHourlyLimiter(() => faults.current()),
    submissions,
    images: createImageStore(
      catalogue.images,
      pictures.draw,
      options.drawAhead ? DRAWN_AHEAD_BYTES : undefined,
    ),
  };
  const editor = createCatalogueEditor(catalogue);
  const reset = () => {
    state.faults.reset();
    state.hourly.clear();
    editor.reset();
  };

  const server = createServer((req, res) => {
    route(state, editor, reset, req, res).catch((error: unknown) => {
      console.error('[demo portal]', error);
      if (!res.headersSent) sendEmpty(res, 500);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  state.origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (options.drawAhead) void state.images.drawAhead([...catalogue.images.keys()], pictures.size);

  return {
    origin: state.origin,
    apiKey: state.apiKey,
    submissionsFile: submissions.file,
    catalogue,
    faults: () => state.faults.current(),
    setFaults: (patch) => state.faults.set(patch),
    updateProduct: (id, patch) => {
      editor.apply({ ...patch, kind: 'price', id });
    },
    applyEdit: (edit) => editor.apply(edit),
    callCount: (prefix) =>
      [...state.calls].reduce(
        (sum, [path, count]) => (path.startsWith(prefix) ? sum + count : sum),
        0,
      ),
    hourlyCounts: () => state.hourly.counts(),
    updateSale: (id, patch) => state.orders.update(id, patch) !== undefined,
    reset,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await pictures.close();
    },
  };
}

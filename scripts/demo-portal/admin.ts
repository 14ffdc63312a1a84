/**
 * The demo portal's own control endpoints under /__demo/ (no key, loopback only). The real portal
 * has nothing like them. JSON bodies; bad input is a 400 {status: false, error} naming the field.
 *
 * GET, POST /__demo/faults read, merge fault switches (faults.ts), the hourly limit included GET
 * /__demo/hourly-counts the calls counted against the hourly limit per route, e.g.
 * {"products/view": 80} POST /__demo/reset no faults, no hourly limit or counts, every edit below
 * undone POST /__demo/products add {subcategory_id, brand_id, name, price, quantity, code?,
 * featured?}: 201, the product POST /__demo/products/{id} {name?, price?, promo_price?, promotion?,
 * start_date?, end_date?, quantity?}: the product DELETE /__demo/products/{id} gone from every
 * list; products/view/{id} answers 404 POST /__demo/categories/{id} {name?, parent_id?} (a
 * sub-category under another top-level one): the category POST /__demo/brands add {name, logo?}:
 * 201, the brand POST /__demo/brands/{id} {name}: the brand POST /__demo/slides add {caption, link,
 * image} (up to 5 slides): 201, the slide POST /__demo/slides/{n} {caption?, link?, image?} (image:
 * a .jpg or .png file name or null): the slide DELETE /__demo/slides/{n} the slides after it move
 * up POST /__demo/home {featured?, best_sellers?, categories?}: id lists, exactly what the home
 * blocks show POST /__demo/sales/{id} {sale_status?, payment_status?}: the sale as `GET sales`
 * gives it (orders are not undone by reset)
 *
 * What each edit does, and what stays as it was: catalogue-editor.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { productView } from './api.ts';
import type { DemoBrand, DemoCategory, DemoProduct, DemoSlide } from './catalogue.ts';
import type { CatalogueEditor } from './catalogue-editor.ts';
import { onlyFields, PatchError } from './edit-input.ts';
import { FaultInputError } from './faults.ts';
import { HttpError, isLoopback, readObjectBody, sendJson } from './http-util.ts';
import { saleRecord, salePatch } from './orders.ts';
import type { PortalState } from './state.ts';
import { wireCategory, wireProduct, wireSlide, wireWebsiteBrand } from './wire.ts';

type Answer = [status: number, body: unknown];

const DONE: Answer = [200, { status: true }];

// The answers below describe a record an edit has just written, so it is there.

function productAnswer(state: PortalState, status: number, id: number): Answer {
  const product = state.catalogue.productsById.get(id) as DemoProduct;
  return [
    status,
    wireProduct(product, state.catalogue, productView(state, new URLSearchParams(), true)),
  ];
}

function brandAnswer(state: PortalState, status: number, id: number): Answer {
  return [status, wireWebsiteBrand(state.catalogue.brandsById.get(id) as DemoBrand, state.origin)];
}

function slideAnswer(state: PortalState, status: number, position: number): Answer {
  return [status, wireSlide(state.catalogue.slides[position - 1] as DemoSlide, state.origin)];
}

/** The catalogue edits; null when no control has this path and method. */
async function edit(
  state: PortalState,
  editor: CatalogueEditor,
  req: IncomingMessage,
  path: string,
): Promise<Answer | null> {
  const match = /^(products|categories|brands|slides|home|sales)(?:\/(\d+))?$/.exec(path);
  if (!match) return null;
  const [, resource, rawId] = match;
  const id = Number(rawId);
  const key = `${req.method} ${resource}${rawId === undefined ? '' : '/{id}'}`;
  if (req.method === 'DELETE') {
    if (key === 'DELETE products/{id}') editor.applyTogether([{ kind: 'delete-product', id }]);
    else if (key === 'DELETE slides/{id}')
      editor.applyTogether([{ kind: 'remove-slide', position: id }]);
    else return null;
    return DONE;
  }
  if (req.method !== 'POST') return null;
  const body = await readObjectBody(req);
  switch (key) {
    case 'POST products': {
      const [added] = editor.applyTogether([{ ...body, kind: 'add-product' }]);
      return productAnswer(state, 201, added?.id as number);
    }
    case 'POST products/{id}': {
      const { name, ...price } = body;
      const edits: unknown[] = [];
      if (name !== undefined) edits.push({ kind: 'rename-product', id, name });
      if (name === undefined || Object.keys(price).length > 0)
        edits.push({ ...price, kind: 'price', id });
      editor.applyTogether(edits);
      return productAnswer(state, 200, id);
    }
    case 'POST categories/{id}': {
      onlyFields(body, ['name', 'parent_id']);
      const edits: unknown[] = [];
      if (body.name !== undefined) edits.push({ kind: 'rename-category', id, name: body.name });
      if (body.parent_id !== undefined)
        edits.push({ kind: 'move-category', id, parent_id: body.parent_id });
      if (edits.length === 0) throw new PatchError('a category takes name and/or parent_id');
      editor.applyTogether(edits);
      return [
        200,
        wireCategory(state.catalogue.categoriesById.get(id) as DemoCategory, {
          origin: state.origin,
          tree: true,
        }),
      ];
    }
    case 'POST brands': {
      const [added] = editor.applyTogether([{ ...body, kind: 'add-brand' }]);
      return brandAnswer(state, 201, added?.id as number);
    }
    case 'POST brands/{id}':
      editor.applyTogether([{ ...body, kind: 'rename-brand', id }]);
      return brandAnswer(state, 200, id);
    case 'POST slides': {
      const [added] = editor.applyTogether([{ ...body, kind: 'add-slide' }]);
      return slideAnswer(state, 201, added?.position as number);
    }
    case 'POST slides/{id}':
      editor.applyTogether([{ ...body, kind: 'edit-slide', position: id }]);
      return slideAnswer(state, 200, id);
    case 'POST home':
      editor.applyTogether([{ ...body, kind: 'home' }]);
      return DONE;
    case 'POST sales/{id}': {
      const sale = state.orders.update(id, salePatch(body));
      return sale
        ? [200, saleRecord(sale, true)]
        : [404, { status: false, error: `No sale ${id}` }];
    }
    default:
      return null;
  }
}

/** `reset` is the DemoPortal's own, so POST /__demo/reset and reset() undo the same things. */
export async function handleAdmin(
  state: PortalState,
  editor: CatalogueEditor,
  reset: () => void,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  if (!isLoopback(req))
    return sendJson(res, 403, {
      status: false,
      error: 'The demo controls answer loopback clients only',
    });
  try {
    if (path === 'faults' && req.method === 'GET')
      return sendJson(res, 200, state.faults.current());
    if (path === 'faults' && req.method === 'POST')
      return sendJson(res, 200, state.faults.set(await readObjectBody(req)));
    if (path === 'hourly-counts' && req.method === 'GET')
      return sendJson(res, 200, state.hourly.counts());
    if (path === 'reset' && req.method === 'POST') {
      reset();
      return sendJson(res, 200, { status: true, faults: state.faults.current() });
    }
    const [status, body] = (await edit(state, editor, req, path)) ?? [
      404,
      { status: false, error: 'Unknown demo control' },
    ];
    sendJson(res, status, body);
  } catch (error) {
    if (error instanceof FaultInputError || error instanceof PatchError)
      return sendJson(res, 400, { status: false, error: error.message });
    if (error instanceof HttpError) return sendJson(res, error.status, error.body);
    throw error;
  }
}

/**
 * The demo portal's own control endpoints under /__demo/ (no key, loopback only): fault switches,
 * run-time product changes and reset. The real portal has nothing like them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FaultInputError } from './faults.ts';
import { productView } from './api.ts';
import { HttpError, isLoopback, readObjectBody, sendJson } from './http-util.ts';
import { PatchError, type ProductEditor } from './product-editor.ts';
import type { PortalState } from './state.ts';
import { wireProduct } from './wire.ts';

export async function handleAdmin(state: PortalState, editor: ProductEditor, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (!isLoopback(req)) return sendJson(res, 403, { status: false, error: 'The demo controls answer loopback clients only' });
  try {
    if (path === 'faults' && req.method === 'GET') return sendJson(res, 200, state.faults.current());
    if (path === 'faults' && req.method === 'POST') return sendJson(res, 200, state.faults.set(await readObjectBody(req)));
    if (path === 'reset' && req.method === 'POST') {
      state.faults.reset();
      editor.resetAll();
      return sendJson(res, 200, { status: true, faults: state.faults.current() });
    }
    const productId = /^products\/(\d+)$/.exec(path)?.[1];
    if (productId && req.method === 'POST') {
      const product = editor.update(Number(productId), await readObjectBody(req));
      return sendJson(res, 200, wireProduct(product, state.catalogue, productView(state, new URLSearchParams(), true)));
    }
    sendJson(res, 404, { status: false, error: 'Unknown demo control' });
  } catch (error) {
    if (error instanceof FaultInputError || error instanceof PatchError) return sendJson(res, 400, { status: false, error: error.message });
    if (error instanceof HttpError) return sendJson(res, error.status, error.body);
    throw error;
  }
}

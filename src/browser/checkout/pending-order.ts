/**
 * An order submission whose outcome is in doubt (the order route answered that it is still in
 * progress or unknown), kept in the tab's session storage: a reload of the checkout still warns,
 * and pressing Submit sends the very same request again (same key, same body), which the order
 * route answers from its record instead of placing a second order.
 */
import * as v from 'valibot';
import { safeJsonParse } from '../../domain/cart/cart';
import { jsonObject } from '../../domain/schema-parts';

export interface PendingOrder {
  key: string;
  message: string;
  body: Record<string, unknown>;
}

const storageKey = 'checkout-pending-order';

const pendingSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/)),
  message: v.string(),
  body: jsonObject,
});

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Session storage, or null where the browser refuses it (then nothing survives a reload). */
function session(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPendingOrder(store: SessionStore | null = session()): PendingOrder | null {
  const parsed = v.safeParse(pendingSchema, safeJsonParse(store?.getItem(storageKey) ?? ''));
  return parsed.success ? parsed.output : null;
}

export function savePendingOrder(
  pending: PendingOrder,
  store: SessionStore | null = session(),
): void {
  try {
    store?.setItem(storageKey, JSON.stringify(pending));
  } catch {
    // A full storage keeps the warning on screen only; the key stays in memory for this page.
  }
}

export function clearPendingOrder(store: SessionStore | null = session()): void {
  store?.removeItem(storageKey);
}

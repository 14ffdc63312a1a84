/**
 * A simulated shopper's requests to a bench's shop (bench-shop.ts), each from the shopper's own
 * address (an X-Forwarded-For entry, as the one proxy the shop trusts would append it), writes sent
 * from the shop's origin as its own pages send them.
 */
import { request, type Agent } from 'node:http';
import type { LiveOffer } from '../../src/domain/live/live-offer.ts';
import type { ShopServer } from '../runtime/front-server/shop-server.ts';

/** A GET of the shop's `route` from `address`. */
export const get = (shop: ShopServer, route: string, address: string) =>
  fetch(`${shop.url}${route}`, { headers: { 'X-Forwarded-For': address } });

/**
 * A GET of the shop's `route` from `address` through node:http on `agent`'s kept-alive connections:
 * hundreds a second cost the bench's process less than fetch would, on cores it shares with the
 * shop. A kept-alive connection the server closed just as it was reused is reset before any answer:
 * the request is sent once more on a new one, as a browser does.
 */
export function getText(
  shop: ShopServer,
  route: string,
  address: string,
  agent: Agent,
  retried = false,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${shop.url}${route}`,
      { agent, headers: { 'X-Forwarded-For': address } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.once('error', reject);
      },
    );
    req.once('error', (error: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET')
        resolve(getText(shop, route, address, agent, true));
      else reject(error);
    });
    req.end();
  });
}

/** A JSON POST to the shop's `route` from `address`. */
export const postJson = (
  shop: ShopServer,
  route: string,
  body: unknown,
  address: string,
  headers: Record<string, string> = {},
) =>
  fetch(`${shop.url}${route}`, {
    method: 'POST',
    headers: {
      Origin: shop.url,
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      ...headers,
    },
    body: JSON.stringify(body),
  });

/** Submit Order: the checkout's body under its idempotency key. */
export const postOrder = (shop: ShopServer, key: string, body: unknown, address: string) =>
  postJson(shop, '/api/orders', body, address, { 'Idempotency-Key': key });

/** What `/api/live/{id}` answers a product with: the offer and when its figures were read. */
export type LiveAnswer = LiveOffer & { asOf: string | null };

/**
 * The product's live offer, as its page reads it before the shopper orders; anything but a 200
 * throws, as no order can be priced from it.
 */
export async function liveOffer(
  shop: ShopServer,
  id: number,
  address: string,
): Promise<LiveAnswer> {
  const res = await get(shop, `/api/live/${id}`, address);
  if (res.status !== 200)
    throw new Error(`GET /api/live/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as LiveAnswer;
}

/**
 * Products of a test's own demo portal an order of a few always goes through for, read at their
 * live offer, and the cart a shopper has with one of them.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoPortal } from '../../../scripts/demo-portal/server.ts';
import type { LiveOffer } from '../../../src/domain/live/live-offer';
import type { StoredCartLine } from '../fixtures';

/** In stock (10 or more), no bonus offer, neither broken nor hostile, in the catalogue's order. */
export const plainInStock = (portal: DemoPortal) =>
  portal.catalogue.products.filter(
    (p) =>
      p.broken === null &&
      !p.hostile &&
      !p.bxgy &&
      typeof p.quantity === 'number' &&
      p.quantity >= 10,
  );

/**
 * The `n`th plain product of the shop's portal (`n` picking a different one per test), with its
 * live offer.
 */
export async function plainOffer(
  request: APIRequestContext,
  shop: { url: string; portal: DemoPortal },
  n: number,
): Promise<{ name: string; offer: LiveOffer }> {
  const product = plainInStock(shop.portal)[n];
  if (!product)
    throw new Error(`the demo catalogue has fewer than ${n + 1} plain products in stock`);
  const live = await request.get(`${shop.url}/api/live/${product.id}`);
  expect(live.status()).toBe(200);
  return { name: product.name, offer: (await live.json()) as LiveOffer };
}

/** A cart of one of the `n`th plain product at its live offer, stored as the shop stores it. */
export async function plainProductInCart(
  page: Page,
  shop: { url: string; portal: DemoPortal },
  n: number,
): Promise<StoredCartLine> {
  const { name, offer } = await plainOffer(page.request, shop, n);
  const line: StoredCartLine = {
    id: offer.id,
    name,
    price: offer.price,
    ...(offer.salePrice === null ? {} : { promoPrice: offer.salePrice }),
    image: null,
    brand: null,
    quantity_available: offer.quantity,
    quantity: 1,
  };
  await page.goto(`${shop.url}/`);
  await page.evaluate((value) => localStorage.setItem('cart', value), JSON.stringify([line]));
  return line;
}

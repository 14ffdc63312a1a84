/**
 * What a rebuild delivery says changed. Its body is a Standard Webhooks event (`{"type":
 * "catalogue.updated", "timestamp": …, "data": {"reason": …, "products": [3, 17]}}`); `products`
 * (in `data`, or at the top level as a sender may put it) names the products that changed, so the
 * build reads those alone from the portal (src/build/catalogue/product-records-cache.ts). A
 * delivery that names none, or a body that is not JSON, rebuilds from the whole catalogue; a
 * `products` that is not a list of product ids is refused, so a sender's mistake is seen at once
 * rather than built from.
 */
import { z } from 'zod';

/**
 * More ids than this are read as the whole list: a delivery naming hundreds of products is a bulk
 * edit.
 */
export const MAX_NAMED_PRODUCTS = 1_000;

const productIds = z
  .array(z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]), {
    error: 'products must be a list of product ids',
  })
  .max(
    MAX_NAMED_PRODUCTS,
    `products names at most ${MAX_NAMED_PRODUCTS} products; leave it out to rebuild from the whole catalogue`,
  )
  .optional();

const bodySchema = z
  .object({ products: productIds, data: z.object({ products: productIds }).partial().nullish() })
  .partial();

export type DeliveryProducts =
  { ok: true; products: number[] | null } | { ok: false; reason: string };

export function deliveryProducts(body: Buffer): DeliveryProducts {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: true, products: null };
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success)
    return { ok: false, reason: parsed.error.issues.map((issue) => issue.message).join('; ') };
  const named = parsed.data.data?.products ?? parsed.data.products;
  return {
    ok: true,
    products: named && named.length > 0 ? [...new Set(named)].sort((a, b) => a - b) : null,
  };
}

import type { Product } from './catalogue';
import { isAvailable } from './stock';

/**
 * Products to suggest beside one: same sub-category first, then same category, skipping the product
 * itself and preferring what is in stock, in catalogue order.
 * One pass that keeps the first `limit` of each rank, not a sort of the whole category: every
 * product page asks, and a category of a large catalogue holds many products.
 */
export function relatedProducts(product: Product, catalogue: Product[], limit: number): Product[] {
  const score = (p: Product) =>
    (product.subcategoryId !== null && p.subcategoryId === product.subcategoryId ? 2 : 0) +
    (product.categoryId !== null && p.categoryId === product.categoryId ? 1 : 0);
  // By rank, best first: sub-category and category (3), sub-category (2), category (1), each in
  // stock then not.
  const ranks: Product[][] = [[], [], [], [], [], []];
  const best = ranks[0] as Product[];
  for (const p of catalogue) {
    if (best.length >= limit) break;
    const s = p.id === product.id ? 0 : score(p);
    if (s === 0) continue;
    const rank = ranks[(3 - s) * 2 + (isAvailable(p.quantity) ? 0 : 1)] as Product[];
    if (rank.length < limit) rank.push(p);
  }
  return ranks.flat().slice(0, limit);
}

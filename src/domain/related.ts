import type { Product } from './catalogue';

/**
 * Products to suggest beside one: same sub-category first, then same category, skipping the product
 * itself and preferring what is in stock, in catalogue order.
 */
export function relatedProducts(product: Product, catalogue: Product[], limit: number): Product[] {
  const score = (p: Product) =>
    (product.subcategoryId !== null && p.subcategoryId === product.subcategoryId ? 2 : 0) +
    (product.categoryId !== null && p.categoryId === product.categoryId ? 1 : 0);
  return catalogue
    .filter((p) => p.id !== product.id && score(p) > 0)
    .map((p, index) => ({ p, index, score: score(p) * 2 + (p.quantity !== null && p.quantity > 0 ? 1 : 0) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ p }) => p);
}

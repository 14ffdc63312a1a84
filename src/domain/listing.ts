/**
 * The shop's fixed listing pages (/network-switches, /clearance-sale...): which products each one
 * promises, decided from the catalogue alone so every page can be pre-rendered.
 */
import type { Category, Product } from './catalogue';

export type ListingRule =
  /** Products of the first top-level category whose slug or name matches one of these. */
  | { kind: 'category'; names: string[] }
  /** The newest products (highest ids first), at most `limit`. */
  | { kind: 'latest'; limit: number }
  /** Products on sale, biggest saving first. */
  | { kind: 'on-sale' };

export interface ListingDefinition {
  path: string;
  title: string;
  description: string;
  rule: ListingRule;
}

export interface Listing {
  definition: ListingDefinition;
  /** The matched category, for category listings. */
  category: Category | null;
  products: Product[];
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function findCategory(categories: Category[], names: string[]): Category | null {
  const wanted = names.map(normalise);
  for (const name of wanted) {
    const found = categories.find((c) => normalise(c.slug) === name || normalise(c.name) === name);
    if (found) return found;
  }
  return null;
}

/** Ids of a category and all its descendants. */
export function categoryIds(category: Category): Set<number> {
  const ids = new Set<number>([category.id]);
  for (const child of category.children) for (const id of categoryIds(child)) ids.add(id);
  return ids;
}

export function inCategory(product: Product, ids: Set<number>): boolean {
  return (
    (product.categoryId !== null && ids.has(product.categoryId)) ||
    (product.subcategoryId !== null && ids.has(product.subcategoryId))
  );
}

export function selectListing(definition: ListingDefinition, products: Product[], categories: Category[]): Listing {
  const { rule } = definition;
  switch (rule.kind) {
    case 'category': {
      const category = findCategory(categories, rule.names);
      if (!category) return { definition, category: null, products: [] };
      const ids = categoryIds(category);
      return { definition, category, products: products.filter((p) => inCategory(p, ids)) };
    }
    case 'latest':
      return { definition, category: null, products: [...products].sort((a, b) => b.id - a.id).slice(0, rule.limit) };
    case 'on-sale': {
      const saving = (p: Product) => p.price - (p.salePrice ?? p.price);
      return {
        definition,
        category: null,
        products: products.filter((p) => p.salePrice !== null).sort((a, b) => saving(b) - saving(a) || a.id - b.id),
      };
    }
  }
}

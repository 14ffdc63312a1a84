/**
 * Back-office links (slider banners) are written for the retailer's old site: /category/{slug}
 * and /product/{slug}. This maps them onto the shop's own routes so no banner leads to a 404.
 */
import type { Category } from './catalogue';

export interface LinkTargets {
  categories: Category[];
  productSlugs: ReadonlySet<string>;
}

export function categoryHref(category: Category, parent: Category | null): string {
  return parent ? `/products?category=${parent.id}&parent_id=${category.id}` : `/products?category=${category.id}`;
}

export function shopLink(link: string | null, targets: LinkTargets): string | null {
  if (!link) return null;
  if (!link.startsWith('/')) return link;
  const [, section, slug] = link.split(/[/?#]/);
  if ((section === 'category' || section === 'categories') && slug) {
    for (const top of targets.categories) {
      if (top.slug === slug) return categoryHref(top, null);
      const child = top.children.find((c) => c.slug === slug);
      if (child) return categoryHref(child, top);
    }
    return '/products';
  }
  if (section === 'product' && slug) return targets.productSlugs.has(slug) ? `/product/${slug}` : '/products';
  return link;
}

/**
 * Back-office links (slider banners) are written for the retailer's old site: /category/{slug}
 * and /product/{slug}. This maps them onto the shop's own routes so no banner leads to a 404.
 */
import type { Category } from './catalogue';
import { urls } from './urls';

export interface LinkTargets {
  categories: Category[];
  productSlugs: ReadonlySet<string>;
}

export function shopLink(link: string | null, targets: LinkTargets): string | null {
  if (!link) return null;
  if (!link.startsWith('/')) return link;
  const [, section, slug] = link.split(/[/?#]/);
  if ((section === 'category' || section === 'categories') && slug) {
    for (const top of targets.categories) {
      if (top.slug === slug) return urls.category(top);
      const child = top.children.find((c) => c.slug === slug);
      if (child) return urls.category(child, top);
    }
    return urls.products;
  }
  if (section === 'product' && slug)
    return targets.productSlugs.has(slug) ? urls.product(slug) : urls.products;
  return link;
}

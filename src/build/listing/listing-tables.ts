/**
 * Build side of the /products listing, as pure functions of the catalogue: the brand table and
 * filter categories its pages show, and the snapshot the server's listing routes answer from
 * (src/domain/listing/listing-snapshot.ts). The content loader writes the snapshot, so this module
 * must not read the catalogue through astro:content (listing-data.ts does, for pages).
 */
import { isInStock, type Category, type Product } from '../../domain/catalogue.ts';
import {
  toFilterCategory,
  type FilterCategory,
} from '../../domain/listing/listing-query-filter.ts';
import type { BrandEntry } from '../../domain/listing/listing-query-brands.ts';
import { assignSlugs } from '../../portal/slug.ts';
import type { Picture } from '../../domain/picture.ts';
import { encodePicture } from '../../domain/card/data-files.ts';
import {
  listingSnapshotVersion,
  type ListingSnapshot,
} from '../../domain/listing/listing-snapshot.ts';
import { limits } from '../../site.config.ts';
import { categorySearchNames } from '../../i18n/catalogue-names.ts';

export interface ListingData {
  total: number;
  /** The categories the filter offers, at most `limits.filterCategories`. */
  filterCategories: FilterCategory[];
  /** Every brand, alphabetically by name. */
  brands: BrandEntry[];
  /** The slug of a product's brand, as the brand filter and its URLs name it. */
  brandSlug(product: Pick<Product, 'brand'>): string | null;
}

export function allCategories(list: readonly Category[]): Category[] {
  return list.flatMap((c) => [c, ...allCategories(c.children)]);
}

/**
 * One entry per brand name, slugged once for the whole catalogue (the portal's slug when it has a
 * usable one), so `brand=` in a URL names the same brand in every build.
 */
function brandTable(products: readonly Product[]): BrandEntry[] {
  const portalSlugs = new Map<string, string | null>();
  for (const p of products)
    if (p.brand && !portalSlugs.has(p.brand.name)) portalSlugs.set(p.brand.name, p.brand.slug);
  const names = [...portalSlugs.keys()];
  const slugs = assignSlugs(
    names.map((name, id) => ({ id, slug: portalSlugs.get(name) ?? null, name })),
    'brand',
  );
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return names
    .map((name, id) => ({ slug: slugs.get(id) ?? `brand-${id}`, name }))
    .sort((a, b) => byName.compare(a.name, b.name));
}

export function buildListingData(
  products: readonly Product[],
  categories: readonly Category[],
): ListingData {
  const brands = brandTable(products);
  const slugOf = new Map(brands.map((b) => [b.name, b.slug]));
  return {
    total: products.length,
    filterCategories: categories.slice(0, limits.filterCategories).map(toFilterCategory),
    brands,
    brandSlug: (product) => (product.brand ? (slugOf.get(product.brand.name) ?? null) : null),
  };
}

/**
 * What the server's listing routes answer from: the same brand slugs and filter categories as the
 * pages.
 */
export function buildListingSnapshot(
  products: readonly Product[],
  categories: readonly Category[],
  picture: (url: string | undefined) => Picture,
  pricesIncludeVat: boolean,
): ListingSnapshot {
  const data = buildListingData(products, categories);
  return {
    v: listingSnapshotVersion,
    pricesIncludeVat,
    products: products.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      nameAr: p.nameAr,
      code: p.code,
      brand: data.brandSlug(p),
      categoryId: p.categoryId,
      subcategoryId: p.subcategoryId,
      price: p.price,
      salePrice: p.salePrice,
      vatPercent: p.vatPercent,
      inStock: isInStock(p),
      picture: encodePicture(picture(p.images[0])),
    })),
    brands: data.brands,
    filterCategories: data.filterCategories,
    categories: allCategories(categories).map((c) => ({
      id: c.id,
      name: c.name,
      parentId: c.parentId,
      ...categorySearchNames(c),
    })),
  };
}

/**
 * Build side of the /products and search islands: turns the catalogue into the static files
 * described in src/data-format/data-files.ts, each named by a hash of its content so an
 * unchanged file keeps its name (and its CDN cache) from one build to the next.
 */
import { isInStock, type Category, type Product } from '../domain/catalogue';
import { toFilterCategory, type FilterCategory } from '../domain/listing-query-filter';
import type { BrandEntry } from '../domain/listing-query-brands';
import { assignSlugs } from '../portal/slug';
import { DEFAULT_VAT_PERCENT } from '../domain/vat';
import type { Picture } from '../images/picture';
import {
  dataFormatVersion,
  encodePicture,
  type CardRow,
  type CardsFile,
  type ListingFile,
  type SearchFile,
} from '../data-format/data-files';
import { limits } from '../site.config';
import { getCatalogue } from './catalogue';
import { dataFileSet } from './data-file-set';
import { arabicSearchWords } from '../i18n/catalogue-names';

/**
 * Products per card chunk. One chunk is one page of the unfiltered listing; a filtered page draws on
 * several, each a couple of kilobytes compressed.
 */
export const cardChunkSize = limits.pageSize;

export interface ListingData {
  /** File contents by name; the file is served at /data/{name}.json. */
  files: Map<string, string>;
  listingUrl: string;
  searchUrl: string;
  total: number;
  /** The categories the filter offers, at most `limits.filterCategories`. */
  filterCategories: FilterCategory[];
  /** Every brand, alphabetically by name. */
  brands: BrandEntry[];
  /** The slug of a product's brand, as the brand filter and its URLs name it. */
  brandSlug(product: Pick<Product, 'brand'>): string | null;
}

function allCategories(list: readonly Category[]): Category[] {
  return list.flatMap((c) => [c, ...allCategories(c.children)]);
}

/**
 * One entry per brand name, slugged once for the whole catalogue (the portal's slug when it has a
 * usable one), so `brand=` in a URL names the same brand in every build.
 */
function brandTable(products: readonly Product[]): BrandEntry[] {
  const portalSlugs = new Map<string, string | null>();
  for (const p of products) if (p.brand && !portalSlugs.has(p.brand.name)) portalSlugs.set(p.brand.name, p.brand.slug);
  const names = [...portalSlugs.keys()];
  const slugs = assignSlugs(
    names.map((name, id) => ({ id, slug: portalSlugs.get(name) ?? null, name })),
    'brand',
  );
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return names.map((name, id) => ({ slug: slugs.get(id) ?? `brand-${id}`, name })).sort((a, b) => byName.compare(a.name, b.name));
}

export function buildListingData(
  products: readonly Product[],
  categories: readonly Category[],
  picture: (url: string | undefined) => Picture,
): ListingData {
  const { files, add } = dataFileSet();

  const rows: CardRow[] = products.map((p) => {
    const row: CardRow = [p.name, p.slug, p.brand?.name ?? '', encodePicture(picture(p.images[0]))];
    // The Arabic name only where there is one: most rows stay four fields long.
    if (p.nameAr) row.push(p.nameAr);
    return row;
  });
  const chunks: string[] = [];
  for (let start = 0; start < rows.length; start += cardChunkSize) {
    chunks.push(add('cards', { v: dataFormatVersion, rows: rows.slice(start, start + cardChunkSize) } satisfies CardsFile));
  }

  const brands = brandTable(products);
  const brandIndex = new Map(brands.map((b, i) => [b.name, i]));
  const listing: ListingFile = {
    v: dataFormatVersion,
    idDelta: products.map((p, i) => p.id - (products[i - 1]?.id ?? 0)),
    price: products.map((p) => p.price),
    sale: products.map((p) => p.salePrice ?? 0),
    // Only when some product is not at the UAE rate: a column of 5s would be bytes for nothing.
    ...(products.some((p) => p.vatPercent !== DEFAULT_VAT_PERCENT) ? { vat: products.map((p) => p.vatPercent) } : {}),
    stock: products.map((p) => (isInStock(p) ? '1' : '0')).join(''),
    cat: products.map((p) => p.categoryId ?? 0),
    sub: products.map((p) => p.subcategoryId ?? 0),
    brands: brands.map((b) => [b.slug, b.name]),
    brand: products.map((p) => (p.brand ? (brandIndex.get(p.brand.name) ?? -1) : -1)),
    chunkSize: cardChunkSize,
    chunks,
  };

  const search: SearchFile = {
    v: dataFormatVersion,
    categories: allCategories(categories).map((c) => [c.id, c.name, c.parentId ?? 0, arabicSearchWords(c)]),
    name: products.map((p) => p.name),
    ...(products.some((p) => p.nameAr) ? { nameAr: products.map((p) => p.nameAr ?? '') } : {}),
    code: products.map((p) => p.code),
  };

  return {
    files,
    listingUrl: add('listing', listing),
    searchUrl: add('search', search),
    total: products.length,
    filterCategories: categories.slice(0, limits.filterCategories).map(toFilterCategory),
    brands,
    brandSlug: (product) => (product.brand ? (brands[brandIndex.get(product.brand.name) ?? -1]?.slug ?? null) : null),
  };
}

let memo: Promise<ListingData> | undefined;

/** The listing data of this build, made once however many pages ask. */
export function getListingData(): Promise<ListingData> {
  memo ??= getCatalogue().then((c) => buildListingData(c.products, c.categories, (url) => c.picture(url)));
  return memo;
}

/**
 * The one door pages use to read the catalogue the build fetched: its collections, and its products
 * and pictures, which come as build artefacts (src/build/build-artefacts.ts: files any thread can
 * read). Read once per build and memoised, so a page asking for "the footer products" costs nothing
 * after the first.
 */
import { getCollection } from 'astro:content';
import type { Brand, Category, HomeBlocks, Product, Slide } from '../../domain/catalogue';
import type { Listing } from '../../domain/listing/listing';
import type { Locale } from '../../i18n/locales';
import { placeholderPicture, type Picture, type PictureShape } from '../../domain/picture';
import { pictureId } from '../images/pipeline';
import { relatedProducts } from '../../domain/related-products';
import { limits, listings as listingDefinitions } from '../../site.config';
import type { ListingEntry } from '../listing/listings';
import { oncePerBuild, takeOver } from '../build-artefacts';
import { takeOverProducts } from './product-texts';

export interface Catalogue {
  products: Product[];
  byId: Map<number, Product>;
  bySlug: Map<string, Product>;
  /** Products by top-level category id, in catalogue order. */
  byCategory: Map<number, Product[]>;
  /** Top-level categories with their children, in the portal's order. */
  categories: Category[];
  categoriesById: Map<number, Category>;
  slides: Slide[];
  brands: Brand[];
  home: HomeBlocks;
  /** Home blocks the portal failed to give (as opposed to blocks that are simply empty). */
  homeFailures: Set<keyof HomeBlocks>;
  /** The listing pages, in the order of `listings` in site.config.ts, as the build chose them. */
  listings: Listing<Locale>[];
  /** The optimised picture made from a portal image URL; the placeholder when there is none. */
  picture: (url: string | null | undefined, shape?: PictureShape) => Picture;
  /**
   * The products a product page suggests beside `product`, found once per build (its page and its
   * cache key ask).
   */
  related: (product: Product) => Product[];
}

const emptyHome: HomeBlocks = { featured: [], latest: [], bestSellers: [], onSale: [] };

export const getCatalogue: () => Promise<Catalogue> = oncePerBuild(readCatalogue);

async function readCatalogue(): Promise<Catalogue> {
  const [categoryEntries, slideEntries, brandEntries, homeEntries, listingEntries] =
    await Promise.all([
      getCollection('categories'),
      getCollection('slides'),
      getCollection('brands'),
      getCollection('home'),
      getCollection('listings'),
    ]);
  // Entries and artefacts were validated and mapped by src/portal when the build fetched them.
  const products = takeOverProducts();
  const categories = categoryEntries.map((e) => e.data as Category);
  const homeData = homeEntries[0]?.data as
    (HomeBlocks & { failures: (keyof HomeBlocks)[] }) | undefined;
  const pictures = new Map(
    takeOver('pictures').map(([id, { src, srcset, width, height }]) => [
      id,
      { src, srcset, width, height },
    ]),
  );
  const categoriesById = new Map<number, Category>();
  for (const top of categories) {
    categoriesById.set(top.id, top);
    for (const child of top.children) categoriesById.set(child.id, child);
  }
  const byId = new Map(products.map((p) => [p.id, p]));
  const chosen = new Map(listingEntries.map((e) => [e.id, e.data as ListingEntry]));
  const category = (id: number | null) => (id === null ? null : (categoriesById.get(id) ?? null));
  const listings = listingDefinitions.map((definition): Listing<Locale> => {
    const entry = chosen.get(definition.path);
    return {
      definition,
      category: category(entry?.categoryId ?? null),
      parent: category(entry?.parentId ?? null),
      products: (entry?.productIds ?? []).flatMap((id) => byId.get(id) ?? []),
    };
  });
  const byCategory = Map.groupBy(
    products.filter((p) => p.categoryId !== null),
    (p) => p.categoryId as number,
  );
  const related = new Map<number, Product[]>();
  return {
    products,
    byId,
    bySlug: new Map(products.map((p) => [p.slug, p])),
    byCategory,
    categories,
    categoriesById,
    slides: slideEntries.map((e) => e.data as Slide),
    brands: brandEntries.map((e) => e.data as Brand),
    home: homeData ?? emptyHome,
    homeFailures: new Set(homeData?.failures ?? []),
    listings,
    picture: (url, shape = 'square') =>
      (url ? pictures.get(pictureId(url, shape)) : undefined) ?? placeholderPicture,
    related: (product) => {
      let found = related.get(product.id);
      if (!found) {
        found = relatedProducts(
          product,
          byCategory.get(product.categoryId ?? -1) ?? [],
          limits.relatedProducts,
        );
        related.set(product.id, found);
      }
      return found;
    },
  };
}

/** Products of a home block, in the portal's order, skipping ids the catalogue no longer has. */
export function productsByIds(catalogue: Catalogue, ids: readonly number[]): Product[] {
  return ids.flatMap((id) => catalogue.byId.get(id) ?? []);
}

export async function getMenuCategories(): Promise<Category[]> {
  return (await getCatalogue()).categories.slice(0, limits.menuCategories);
}

export async function getFooterCategories(): Promise<Category[]> {
  return (await getCatalogue()).categories.slice(0, limits.footerCategories);
}

/** The footer's "Our Products": the first six products of the catalogue listing. */
export async function getFooterProducts(): Promise<Product[]> {
  return (await getCatalogue()).products.slice(0, limits.footerProducts);
}

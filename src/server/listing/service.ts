/**
 * The /products listing and the header's suggestions, answered on the server from the build's
 * listing snapshot with the domain's own filters, sorts and search engine: the index is built once,
 * when the service is made, and every answer after that is a few milliseconds of work.
 */
import { decodePicture, type CardData } from '../../domain/card/data-files';
import type { ListingAnswer, SuggestionsAnswer } from '../../domain/listing/listing-answers';
import type { ListingSnapshot } from '../../domain/listing/listing-snapshot';
import type { ListingQuery } from '../../domain/listing/listing-query';
import { brandOptions } from '../../domain/listing/listing-query-brands';
import {
  filterFacets,
  pageSlice,
  selectedCategory,
  type Facet,
} from '../../domain/listing/listing-query-filter';
import { sortListing } from '../../domain/listing/listing-query-sort';
import {
  categorySearchText,
  createProductSearch,
  type SearchCategory,
} from '../../domain/listing/search';
import { shownPrice } from '../../domain/vat';
import { productName } from '../../i18n/catalogue-names';
import type { Locale } from '../../i18n/locales';
import { smallestSrc } from '../../domain/picture';
import { limits, searchSynonyms } from '../../site.config';

export interface ListingRequest {
  query: ListingQuery;
  /** The first page of the run asked for (Load More keeps earlier pages); at most `query.page`. */
  from: number;
  locale: Locale;
}

/**
 * A published product as a request about it names it: its name in the page's language, model number
 * and page.
 */
export interface NamedProduct {
  id: number;
  name: string;
  code: string;
  slug: string;
}

export interface ListingService {
  products: number;
  list(request: ListingRequest): ListingAnswer;
  suggest(term: string, locale: Locale): SuggestionsAnswer;
  /** The published product of this id; undefined for any other id. */
  product(id: number, locale: Locale): NamedProduct | undefined;
}

const pageSize = limits.pageSize;

export function createListingService(snapshot: ListingSnapshot): ListingService {
  const { products, brands, filterCategories } = snapshot;
  const facets: Facet[] = products.map((p) => ({
    id: p.id,
    price: shownPrice(p.salePrice ?? p.price, p.vatPercent, snapshot.pricesIncludeVat),
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    brand: p.brand,
  }));
  const positions = new Map(products.map((p, i) => [p.id, i]));
  const brandNames = new Map(brands.map((b) => [b.slug, b.name]));
  const categories = new Map(snapshot.categories.map((c) => [c.id, c]));
  const categoryText = (id: number | null) => {
    const category = id === null ? undefined : categories.get(id);
    return category ? categorySearchText(category) : '';
  };
  const engine = createProductSearch(
    products.map((p) => ({
      id: p.id,
      // Found by either name: shoppers type the one they know.
      names: [p.name, ...(p.nameAr ? [p.nameAr] : [])],
      code: p.code,
      brand: (p.brand !== null && brandNames.get(p.brand)) || '',
      categories: [categoryText(p.categoryId), categoryText(p.subcategoryId)].filter(Boolean),
      inStock: p.inStock,
    })),
    snapshot.categories,
    searchSynonyms,
  );
  const searched = (term: string) => {
    const found = engine.search(term);
    return { order: found.ids.flatMap((id) => positions.get(id) ?? []), leftOut: found.leftOut };
  };
  const card = (i: number): CardData[] => {
    const product = products[i];
    if (!product) return [];
    const { id, slug, name, nameAr, code, price, salePrice, vatPercent, inStock } = product;
    const brand = (product.brand !== null && brandNames.get(product.brand)) || null;
    return [
      {
        id,
        slug,
        name,
        nameAr,
        code,
        brand,
        price,
        salePrice,
        vatPercent,
        inStock,
        picture: decodePicture(product.picture),
      },
    ];
  };
  // A page names a category by its name in the page's language where the site configuration gives
  // one.
  const nameOf = (c: SearchCategory, locale: Locale) => c.names[locale] || c.name;

  return {
    products: products.length,

    // A brand the catalogue does not have matches no product, as any other brand ticked.
    list({ query, from, locale }) {
      const category = selectedCategory(filterCategories, query);
      const search = query.search ? searched(query.search) : undefined;
      const order = search?.order;
      const names = {
        name: (i: number) => (products[i] ? productName(products[i], locale) : ''),
        locale,
      };
      const matches = sortListing(
        filterFacets(facets, query, category, order),
        facets,
        query.sort,
        names,
      );
      const last = pageSlice(matches.length, query.page, pageSize);
      const first = pageSlice(matches.length, Math.min(from, last.page), pageSize);
      return {
        total: matches.length,
        firstPage: first.page,
        page: last.page,
        pageCount: last.pageCount,
        start: first.start,
        cards: matches.slice(first.start, last.end).flatMap(card),
        brands: brandOptions(facets, query, category, brands, order),
        leftOut: search?.leftOut ?? null,
      };
    },

    product(id, locale) {
      const i = positions.get(id);
      const product = i === undefined ? undefined : products[i];
      return (
        product && {
          id,
          name: productName(product, locale),
          code: product.code,
          slug: product.slug,
        }
      );
    },

    suggest(term, locale) {
      const found = engine.suggest(term, limits.suggestions);
      return {
        leftOut: found.leftOut,
        categories: found.categories.map((c) => {
          const parent = c.parentId === null ? undefined : categories.get(c.parentId);
          return {
            id: c.id,
            name: nameOf(c, locale),
            parentId: c.parentId,
            parentName: parent ? nameOf(parent, locale) : null,
          };
        }),
        products: found.products.flatMap((id) => {
          const i = positions.get(id);
          const product = i === undefined ? undefined : products[i];
          const facet = i === undefined ? undefined : facets[i];
          if (!product || !facet) return [];
          return [
            {
              id,
              slug: product.slug,
              name: productName(product, locale),
              price: facet.price,
              image: smallestSrc(decodePicture(product.picture)),
            },
          ];
        }),
      };
    },
  };
}

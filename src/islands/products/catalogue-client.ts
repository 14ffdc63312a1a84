/**
 * The browser's view of the catalogue: loads the static data files the build wrote (see
 * src/data-format/data-files.ts) on first need, once per page, and puts product cards together from them. The
 * search engine and its data come in only when a shopper first searches.
 */
import type { Facet } from '../../domain/listing-query-filter';
import type { BrandEntry } from '../../domain/listing-query-brands';
import type { ProductSearch, SearchCategory } from '../../domain/search';
import { DEFAULT_VAT_PERCENT, shownPrice } from '../../domain/vat';
import { dataFormatVersion, toCard, type CardData, type CardsFile, type ListingFile, type Offer, type SearchFile } from '../../data-format/data-files';

export interface ListingCatalogue {
  /**
   * Catalogue order: index i is the product at position i in every array. A facet's price is the
   * price shown (net of VAT when the shop shows prices so), so filters match what shoppers read.
   */
  facets: Facet[];
  offers: Offer[];
  /** Index of a product id. */
  positions: Map<number, number>;
  /** Every brand, alphabetically by name; a facet's brand is its slug. */
  brands: BrandEntry[];
  /** Cards of the products at these indexes, in the same order. */
  cards(indexes: readonly number[]): Promise<CardData[]>;
}

/** Names by index are there before a product's card chunk is. */
export interface SearchCatalogue extends CatalogueNames {
  engine: ProductSearch;
  /** The listing it searches, already loaded. */
  listing: ListingCatalogue;
  category(id: number): SearchCategory | undefined;
}

/** Product names by index, for sorting by name: both languages, as the search file holds them. */
export interface CatalogueNames {
  name(index: number): string;
  /** Its Arabic name, when the portal gives one. */
  nameAr(index: number): string | null;
}

const loads = new Map<string, Promise<unknown>>();

/** One load per key for the page's lifetime; a failed load is forgotten so a retry fetches again. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = loads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    loads.set(key, pending);
    pending.catch(() => loads.delete(key));
  }
  return pending;
}

/**
 * The files are this build's own output, served beside the page: a version check guards against a
 * page and data of different builds, and full validation would cost more than it could catch.
 */
export async function fetchData<T extends { v: number }>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const data = (await response.json()) as T;
  if (data?.v !== dataFormatVersion) throw new Error(`${url}: unexpected data format`);
  return data;
}

function decodeListing(file: ListingFile, url: string, pricesIncludeVat: boolean): ListingCatalogue {
  const facets: Facet[] = [];
  const offers: Offer[] = [];
  const positions = new Map<number, number>();
  const brands = file.brands.map(([slug, name]) => ({ slug, name }));
  let id = 0;
  file.idDelta.forEach((delta, i) => {
    id += delta;
    const price = file.price[i] ?? 0;
    const sale = file.sale[i] || null;
    const vatPercent = file.vat?.[i] ?? DEFAULT_VAT_PERCENT;
    facets.push({
      id,
      price: shownPrice(sale ?? price, vatPercent, pricesIncludeVat),
      categoryId: file.cat[i] || null,
      subcategoryId: file.sub[i] || null,
      brand: brands[file.brand[i] ?? -1]?.slug ?? null,
    });
    offers.push({ price, salePrice: sale, vatPercent, inStock: file.stock[i] === '1' });
    positions.set(id, i);
  });

  const chunk = (n: number) => {
    const chunkUrl = file.chunks[n];
    if (chunkUrl === undefined) return Promise.reject(new Error(`${url}: no card chunk ${n}`));
    return once(chunkUrl, () => fetchData<CardsFile>(chunkUrl));
  };

  return {
    facets,
    offers,
    positions,
    brands,
    async cards(indexes) {
      const wanted = [...new Set(indexes.map((i) => Math.floor(i / file.chunkSize)))];
      const loaded = new Map(await Promise.all(wanted.map(async (n) => [n, await chunk(n)] as const)));
      return indexes.flatMap((i) => {
        const row = loaded.get(Math.floor(i / file.chunkSize))?.rows[i % file.chunkSize];
        const facet = facets[i];
        const offer = offers[i];
        return row && facet && offer ? [toCard(facet.id, offer, row)] : [];
      });
    },
  };
}

/** The listing file; `pricesIncludeVat` is the shop's VAT setting (PRICES_INCLUDE_VAT, default true). */
export function loadListing(url: string, pricesIncludeVat = true): Promise<ListingCatalogue> {
  return once(`${url}#vat=${pricesIncludeVat}`, async () => decodeListing(await fetchData<ListingFile>(url), url, pricesIncludeVat));
}

const searchFile = (url: string) => once(url, () => fetchData<SearchFile>(url));

function names(file: SearchFile): CatalogueNames {
  return { name: (index) => file.name[index] ?? '', nameAr: (index) => file.nameAr?.[index] || null };
}

/** The names alone, without the search engine: what sorting by name needs. */
export async function loadNames(searchUrl: string): Promise<CatalogueNames> {
  return names(await searchFile(searchUrl));
}

export function loadSearch(listingUrl: string, searchUrl: string, pricesIncludeVat = true): Promise<SearchCatalogue> {
  return once(`${searchUrl}#vat=${pricesIncludeVat}`, async () => {
    const [listing, file, { createProductSearch, categorySearchText }] = await Promise.all([
      loadListing(listingUrl, pricesIncludeVat),
      searchFile(searchUrl),
      import('../../domain/search'),
    ]);
    const brandNames = new Map(listing.brands.map((b) => [b.slug, b.name]));
    const categories = new Map<number, SearchCategory>(
      file.categories.map(([id, name, parentId, arabic]) => [id, { id, name, parentId: parentId || null, arabic }]),
    );
    const categoryNames = (f: Facet) =>
      [f.categoryId, f.subcategoryId].flatMap((id) => (id === null ? [] : (categories.get(id) ?? []))).map(categorySearchText).join(' ');
    const records = listing.facets.map((f, i) => ({
      id: f.id,
      // Found by either name: shoppers type the one they know.
      name: [file.name[i], file.nameAr?.[i]].filter(Boolean).join(' '),
      code: file.code[i] ?? '',
      brand: (f.brand !== null && brandNames.get(f.brand)) || '',
      categories: categoryNames(f),
    }));
    return {
      engine: createProductSearch(records, [...categories.values()]),
      listing,
      ...names(file),
      category: (id) => categories.get(id),
    };
  });
}

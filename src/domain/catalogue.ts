/**
 * The shop's own catalogue types. Everything the pages and islands see is one of these: wire shapes
 * from the portal are turned into them in src/portal/map.ts and never travel further.
 * Money is always an integer number of fils (1 AED = 100 fils), VAT-inclusive.
 */
import { isAvailable } from './stock.ts';

export type Fils = number;

export interface SpecRow {
  label: string;
  value: string;
}

/** One block of the key-information table: an optional heading row followed by label/value rows. */
export interface SpecGroup {
  heading: string | null;
  rows: SpecRow[];
}

/**
 * Buy `buy`, get `get` free (the portal's qtypurchase / qtygte). Only set when both are above 0.
 */
export interface Bxgy {
  buy: number;
  get: number;
}

export interface BrandRef {
  name: string;
  slug: string | null;
}

export interface Product {
  id: number;
  code: string;
  /** Unique across the catalogue; the product page lives at /product/{slug}. */
  slug: string;
  name: string;
  /**
   * The name Arabic pages show, when the portal gives one (its `second_name`, in Arabic script).
   */
  nameAr: string | null;
  /** VAT-inclusive list price. */
  price: Fils;
  /** VAT-inclusive sale price, only when a live promotion is above 0 and below `price`. */
  salePrice: Fils | null;
  /** The product's VAT rate in percent, from the portal's `tax_rate` (5 when it does not say). */
  vatPercent: number;
  /** Units in stock; null when the portal did not say. */
  quantity: number | null;
  /** Absolute image URLs, main image first; empty when the product has no picture. */
  images: string[];
  brand: BrandRef | null;
  categoryId: number | null;
  subcategoryId: number | null;
  bxgy: Bxgy | null;
  keyInformation: SpecGroup[];
  /** Sanitised HTML. */
  details: string;
  /** Sanitised HTML ("Product details for Invoice"). */
  productDetails: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface Category {
  id: number;
  code: string;
  name: string;
  slug: string;
  image: string | null;
  parentId: number | null;
  showInHome: boolean;
  children: Category[];
}

export interface Slide {
  id: number;
  image: string;
  /** A site path (/products?...) or an absolute URL; null when the slide links nowhere. */
  link: string | null;
  title: string | null;
  subtitle: string | null;
}

export interface Brand {
  id: number;
  name: string;
  image: string | null;
}

/** Product ids of the home page blocks, in the portal's order. */
export interface HomeBlocks {
  featured: number[];
  latest: number[];
  bestSellers: number[];
  onSale: number[];
}

export function isInStock(product: Pick<Product, 'quantity'>): boolean {
  return isAvailable(product.quantity);
}

/** The price a shopper pays per unit. */
export function effectivePrice(product: Pick<Product, 'price' | 'salePrice'>): Fils {
  return product.salePrice ?? product.price;
}

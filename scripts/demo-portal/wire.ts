/**
 * The portal's wire shapes: everything is a string ("65", "1234.5000", "12.0000", "1"), keys come
 * out sorted (the stock API ksorts every product), internal quirks become the odd values the
 * real portal sends (missing keys, nulls, empty strings).
 */
import type { Catalogue, DemoBrand, DemoCategory, DemoProduct, DemoSlide } from './catalogue.ts';
import type { ResponseShape } from './faults.ts';
import { money, VAT_PERCENT } from './money.ts';
import { productTexts } from './product-text.ts';
import { stockSmaColumns } from './stock-sma.ts';

export type Wire = Record<string, unknown>;

export interface ProductView {
  origin: string;
  /** Expansions asked for with `include=brand,category,photos`. */
  include: ReadonlySet<string>;
  /** Single-product calls send `image` as a file name; lists send null (as the real one does). */
  single: boolean;
  shape: ResponseShape;
}

export function uploadUrl(origin: string, file: string): string {
  return `${origin}/assets/uploads/${encodeURIComponent(file)}`;
}

/** VAT-inclusive unit price in fils, whatever the product's tax method. */
export function grossUnitPrice(product: DemoProduct): number {
  return product.taxMethod === 'inclusive'
    ? product.price
    : Math.round((product.price * (100 + VAT_PERCENT)) / 100);
}

export function isSellable(product: DemoProduct): boolean {
  return product.broken === null;
}

/** The sale rule of PORTAL.md: a promo price above 0 and below the price, in a live promotion. */
export function isOnSale(product: DemoProduct, today: string): boolean {
  const promo = product.promoPrice;
  if (
    !isSellable(product) ||
    promo === null ||
    promo <= 0 ||
    promo >= product.price ||
    !product.promotion
  )
    return false;
  if (product.startDate && product.startDate > today) return false;
  if (product.endDate && product.endDate < today) return false;
  return true;
}

/** What one unit costs today, VAT-inclusive, in fils. */
export function sellingUnitPrice(product: DemoProduct, today: string): number {
  if (!isOnSale(product, today) || product.promoPrice === null) return grossUnitPrice(product);
  return product.taxMethod === 'inclusive'
    ? product.promoPrice
    : Math.round((product.promoPrice * (100 + VAT_PERCENT)) / 100);
}

function sortKeys(record: Wire): Wire {
  const sorted: Wire = {};
  for (const key of Object.keys(record).sort()) sorted[key] = record[key];
  return sorted;
}

export function wireBrandRef(brand: DemoBrand): Wire {
  return {
    id: String(brand.id),
    code: brand.code,
    name: brand.name,
    image: brand.image,
    slug: brand.slug,
  };
}

function wireCategoryRef(category: DemoCategory, origin: string): Wire {
  return {
    id: String(category.id),
    code: category.code,
    name: category.name,
    slug: category.slug,
    image: category.image,
    image_url: category.image ? uploadUrl(origin, category.image) : null,
    parent_id: String(category.parentId ?? 0),
  };
}

function wirePrices(product: DemoProduct, record: Wire): void {
  switch (product.broken) {
    case 'price-empty':
      Object.assign(record, { price: '', net_price: '0.0000', unit_price: '0.0000' });
      return;
    case 'price-null':
      Object.assign(record, { price: null, net_price: null, unit_price: null });
      return;
    case 'price-absent':
      return;
    default: {
      // fils / 100 * 100 / 105 = AED excluding VAT, kept to four decimals as the portal does.
      const net =
        product.taxMethod === 'inclusive'
          ? product.price / (100 + VAT_PERCENT)
          : product.price / 100;
      Object.assign(record, {
        price: money(product.price),
        net_price: net.toFixed(4),
        unit_price: money(grossUnitPrice(product)),
      });
    }
  }
}

export function wireProduct(product: DemoProduct, catalogue: Catalogue, view: ProductView): Wire {
  const texts = productTexts(product, catalogue);
  const brand = catalogue.brandsById.get(product.brandId);
  const category = catalogue.categoriesById.get(product.categoryId);
  const record: Wire = {
    id: String(product.id),
    code: product.code,
    type: 'standard',
    category_id: String(product.categoryId),
    subcategory_id: String(product.subcategoryId),
    brand: view.include.has('brand') && brand ? wireBrandRef(brand) : String(product.brandId),
    cost: money(product.cost),
    promo_price: product.promoPrice === null ? null : money(product.promoPrice),
    promotion: product.promotion ? '1' : '0',
    start_date: product.startDate,
    end_date: product.endDate,
    tax_method: product.taxMethod,
    tax_rate: `${VAT_PERCENT}.0000`,
    featured: product.featured ? '1' : '0',
    image: view.single ? product.image : null,
    image_url: uploadUrl(view.origin, product.image),
    details: texts.details,
    product_details: texts.productDetails,
    key_information: texts.keyInformation,
  };
  if (product.broken !== 'name-absent')
    record.name = product.broken === 'name-empty' ? '' : product.name;
  record.second_name = product.secondName;
  wirePrices(product, record);
  if (product.slug !== undefined) record.slug = product.slug;
  if (product.quantity !== undefined)
    record.quantity = product.quantity === null ? null : product.quantity.toFixed(4);
  if (product.bxgy !== undefined)
    record.BXGY = product.bxgy && {
      qtypurchase: String(product.bxgy.buy),
      qtygte: String(product.bxgy.get),
    };
  if (product.meta !== 'absent') {
    record.metadata = product.meta === 'null' ? null : texts.metadata;
    record.metadesc = product.meta === 'null' ? null : texts.metadesc;
  }
  if (view.include.has('category') && category)
    record.category = wireCategoryRef(category, view.origin);
  if (view.include.has('photos'))
    record.photos = product.photos.map((photo) => ({
      photo,
      photo_url: uploadUrl(view.origin, photo),
    }));
  if (view.shape === 'stock-sma') Object.assign(record, stockSmaColumns(product, view.single));
  return sortKeys(record);
}

export interface CategoryView {
  origin: string;
  /** Nest sub-categories under `children`. */
  tree: boolean;
}

export function wireCategory(category: DemoCategory, view: CategoryView): Wire {
  const record: Wire = {
    ...wireCategoryRef(category, view.origin),
    showinhome: category.showInHome ? '1' : '0',
    description: null,
  };
  if (view.tree) record.children = category.children.map((child) => wireCategory(child, view));
  return record;
}

/** A brand for the website's brand strip: the logo as an absolute URL. */
export function wireWebsiteBrand(brand: DemoBrand, origin: string): Wire {
  return {
    id: String(brand.id),
    code: brand.code,
    name: brand.name,
    slug: brand.slug,
    image: brand.image ? uploadUrl(origin, brand.image) : null,
  };
}

/** A slider item: the picture as an absolute URL, '' for a slot without one. */
export function wireSlide(slide: DemoSlide, origin: string): Wire {
  return {
    image: slide.image ? uploadUrl(origin, slide.image) : '',
    link: slide.link,
    caption: slide.caption,
  };
}

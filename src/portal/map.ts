/**
 * Portal product records into the shop's Product. Every record is checked on its own: one that
 * cannot be sold (no id, name or price above 0) is dropped with a reason the build report shows.
 * Any other field in a shape the shop cannot use is left out (or the default taken) with a warning
 * naming the product and the field, and the product is kept. Output objects are built field by
 * field, never spread from the wire, so internal columns (`cost`...) cannot leak into pages.
 *
 * Prices: `unit_price` is the VAT-inclusive price and is shown when present. Otherwise `price` is
 * used, with the product's own VAT rate added when its tax method is exclusive. `promo_price` is on
 * the same basis as `price` (as in the stock system the portal derives from), so it gets VAT added
 * the same way before it is compared with the shown price.
 */
import type { BrandRef, Bxgy, Fils, Product } from '../domain/catalogue.ts';
import type { LiveOffer } from '../domain/live/live-offer.ts';
import { addPercent, toFils } from '../domain/money.ts';
import type { FieldIssue, FieldWarning } from './field-warnings.ts';
import { imageList } from './images.ts';
import { plainText, sanitizeRichText } from './sanitize.ts';
import { assignSlugs } from './slug.ts';
import { parseSpecTable } from './spec-table.ts';
import { vatPercentOf } from './tax-rate.ts';
import { toDay, toFlag, toId, toNumber, toText, uaeDay } from './values.ts';
import { readProductRecord, type WireProduct } from './wire.ts';

export interface ProductMapContext {
  /** The portal origin, for image file names sent without a URL. */
  baseUrl: string;
  /** When the catalogue is read: decides which dated promotions are live (on the UAE calendar). */
  today: Date;
  /** Brand names by id, for records that carry only a brand id. */
  brandNames?: ReadonlyMap<number, string>;
}

/** A record left out of the shop, and why. */
export interface Dropped {
  id?: number;
  name?: string;
  reason: string;
}

export interface MappedProducts {
  products: Product[];
  dropped: Dropped[];
  /** Fields of kept products that were left out or defaulted, one per product and field. */
  warnings: FieldWarning[];
  /** What each record mapped to, for the next read to reuse (see EarlierMappings). */
  mappings: ProductMappings;
}

/** What one record mapped to, before slugs are decided over the whole list: plain data. */
export type RecordMapping = Kept | Dropped;

/** What the records of a read mapped to, one each in order, and under which context. */
export interface ProductMappings {
  context: string;
  results: RecordMapping[];
}

/**
 * What an earlier read's records mapped to, by the record's JSON text. A record the portal gives
 * again unchanged maps to the same thing under the same context (the portal, the day, the brand
 * names), so its mapping is reused instead of made again: sanitising its descriptions and reading
 * its spec table are most of a catalogue read's time (ADR 0012).
 */
export interface EarlierMappings {
  context: string;
  byRecord: ReadonlyMap<string, RecordMapping>;
  /**
   * A record's JSON text: an earlier record's is known without writing it again (a kept row is read
   * from its text), any other record's is written.
   */
  textOf(record: unknown): string;
}

/** The context a mapping holds under: everything but the record that mapProduct reads. */
function mappingContext(context: ProductMapContext, today: string): string {
  return JSON.stringify([context.baseUrl, today, [...(context.brandNames ?? [])]]);
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Pairs an earlier read's records with what they mapped to; `texts`, when given, are the records'
 * JSON texts, one each in order.
 */
export function earlierMappings(
  records: readonly unknown[],
  mappings: ProductMappings,
  texts: readonly string[] = records.map((record) => JSON.stringify(record)),
): EarlierMappings {
  const known = new WeakMap<object, string>();
  records.forEach((record, i) => {
    if (isObject(record)) known.set(record, texts[i] as string);
  });
  return {
    context: mappings.context,
    byRecord: new Map(texts.map((text, i) => [text, mappings.results[i] as RecordMapping])),
    textOf: (record) => (isObject(record) && known.get(record)) || JSON.stringify(record),
  };
}

type Unslugged = Omit<Product, 'slug'>;

/**
 * The product last made of a mapping, by the mapping's product. A process that maps one read after
 * another (the edit renderer kept across edits, scripts/runtime/release/render-edit.ts) reuses an
 * unchanged row's mapping, and so gets the same product object for it, whose texts are then made
 * once (src/build/catalogue/product-texts.ts). Products are never changed once made.
 */
const slugged = new WeakMap<Unslugged, Product>();

function withSlug(product: Unslugged, slug: string): Product {
  const last = slugged.get(product);
  if (last?.slug === slug) return last;
  const made = { ...product, slug };
  slugged.set(product, made);
  return made;
}

interface Kept {
  product: Unslugged;
  portalSlug: string | null;
  issues: FieldIssue[];
}

export function mapProducts(
  records: readonly unknown[],
  context: ProductMapContext,
  earlier?: EarlierMappings,
): MappedProducts {
  const today = uaeDay(context.today);
  const under = mappingContext(context, today);
  const reuse = earlier?.context === under ? earlier : null;
  const dropped: Dropped[] = [];
  const kept: Kept[] = [];
  const results: RecordMapping[] = [];
  const seen = new Set<number>();
  for (const record of records) {
    const result = reuse?.byRecord.get(reuse.textOf(record)) ?? mapProduct(record, context, today);
    results.push(result);
    if ('reason' in result) dropped.push(result);
    else if (seen.has(result.product.id)) {
      dropped.push({
        id: result.product.id,
        name: result.product.name,
        reason: 'the same id appeared earlier in the list',
      });
    } else {
      seen.add(result.product.id);
      kept.push(result);
    }
  }
  const slugs = assignSlugs(
    kept.map(({ product, portalSlug }) => ({
      id: product.id,
      slug: portalSlug,
      name: product.name,
    })),
    'product',
  );
  return {
    products: kept.map(({ product }) =>
      withSlug(product, slugs.get(product.id) ?? `product-${product.id}`),
    ),
    dropped,
    warnings: kept.flatMap(({ product, issues }) =>
      issues.map((issue) => ({ productId: product.id, ...issue })),
    ),
    mappings: { context: under, results },
  };
}

const PRICE_FIELDS = ['price', 'unit_price', 'net_price'];

/**
 * A record that can be sold: an id, a name and a price above 0, read with the issues of its fields.
 */
interface Sellable {
  wire: WireProduct;
  issues: FieldIssue[];
  id: number;
  name: string;
  vat: ReturnType<typeof vatPercentOf>;
  pricing: { price: Fils; salePrice: Fils | null };
}

function readSellable(record: unknown, today: string): Sellable | Dropped {
  const read = readProductRecord(record);
  if ('notAProduct' in read) return { reason: `malformed record: ${read.notAProduct}` };
  const { product: wire, issues } = read;
  /** A drop reason, with what was wrong with the fields it rests on. */
  const because = (reason: string, fields: string[]) => {
    const causes = issues
      .filter((issue) => fields.includes(issue.field))
      .map((issue) => `${issue.field}: ${issue.problem}`);
    return causes.length > 0 ? `${reason} (${causes.join('; ')})` : reason;
  };
  const id = toId(wire.id);
  const name = plainText(toText(wire.name));
  if (id === null) return { ...(name ? { name } : {}), reason: because('no id', ['id']) };
  if (!name) return { id, reason: because('no name', ['name']) };
  const vat = vatPercentOf(wire.tax_rate);
  const pricing = prices(wire, vat.percent, today);
  if (!pricing) return { id, name, reason: because('no price above 0', PRICE_FIELDS) };
  return { wire, issues, id, name, vat, pricing };
}

/**
 * One record's price and stock as the live routes answer them, by the same rules as its page (the
 * shop's copy of the offers, src/server/live/offer-book.ts); null when it cannot be sold.
 */
export function mapOffer(record: unknown, today: Date): LiveOffer | null {
  const sellable = readSellable(record, uaeDay(today));
  if ('reason' in sellable) return null;
  const { id, wire, vat, pricing } = sellable;
  return {
    id,
    price: pricing.price,
    salePrice: pricing.salePrice,
    quantity: toNumber(wire.quantity),
    vatPercent: vat.percent,
  };
}

function mapProduct(record: unknown, context: ProductMapContext, today: string): Kept | Dropped {
  const sellable = readSellable(record, today);
  if ('reason' in sellable) return sellable;
  const { wire, issues, id, name, vat, pricing } = sellable;

  const categoryRef =
    typeof wire.category === 'object' && wire.category !== null ? wire.category : null;
  return {
    portalSlug: toText(wire.slug),
    issues: vat.issue ? [...issues, vat.issue] : issues,
    product: {
      id,
      code: toText(wire.code) ?? '',
      name,
      nameAr: arabicName(toText(wire.second_name)),
      price: pricing.price,
      salePrice: pricing.salePrice,
      vatPercent: vat.percent,
      quantity: toNumber(wire.quantity),
      images: imageList(
        [
          wire.image_url,
          wire.image,
          ...(wire.photos ?? []).flatMap((p) =>
            typeof p === 'string' ? [p] : [p.photo_url ?? p.photo],
          ),
        ],
        context.baseUrl,
      ),
      brand: brandOf(wire.brand, context.brandNames),
      categoryId: toId(wire.category_id) ?? toId(categoryRef ? categoryRef.id : wire.category),
      subcategoryId: toId(wire.subcategory_id),
      bxgy: bxgyOf(wire.BXGY),
      keyInformation: parseSpecTable(wire.key_information),
      details: sanitizeRichText(wire.details),
      productDetails: sanitizeRichText(wire.product_details),
      metaTitle: plainText(wire.metadata) || null,
      metaDescription: plainText(wire.metadesc) || null,
    },
  };
}

/**
 * A second name in Arabic script, as text; anything else (often a copy of the English name) is not
 * one.
 */
function arabicName(value: string | null): string | null {
  const name = plainText(value);
  return name && /[\u0600-\u06FF]/.test(name) ? name : null;
}

const positive = (fils: Fils | null) => (fils !== null && fils > 0 ? fils : null);

function prices(
  wire: WireProduct,
  vat: number,
  today: string,
): { price: Fils; salePrice: Fils | null } | null {
  const method = toText(wire.tax_method)?.toLowerCase();
  const exclusive = method === 'exclusive' || method === '1';
  const gross = (fils: Fils) => (exclusive ? addPercent(fils, vat) : fils);

  const unit = positive(toFils(wire.unit_price));
  const list = positive(toFils(wire.price));
  const net = positive(toFils(wire.net_price));
  const price = unit ?? (list !== null ? gross(list) : net !== null ? addPercent(net, vat) : null);
  if (price === null) return null;

  const promo = positive(toFils(wire.promo_price));
  const sale = promo !== null && promotionLive(wire, today) ? gross(promo) : null;
  return { price, salePrice: sale !== null && sale < price ? sale : null };
}

/**
 * A promotion switched off, not started or already over is not a sale; undated ones run until
 * changed.
 */
function promotionLive(wire: WireProduct, today: string): boolean {
  if (toFlag(wire.promotion) === false) return false;
  const start = toDay(wire.start_date);
  const end = toDay(wire.end_date);
  return (start === null || start <= today) && (end === null || end >= today);
}

function brandOf(
  brand: WireProduct['brand'],
  brandNames: ReadonlyMap<number, string> | undefined,
): BrandRef | null {
  if (brand === null || brand === undefined) return null;
  const byId = (id: unknown): BrandRef | null => {
    const known = toId(id);
    const name = known === null ? undefined : brandNames?.get(known);
    return name ? { name, slug: null } : null;
  };
  if (typeof brand === 'object') {
    const name = plainText(toText(brand.name));
    return name && !/^\d+$/.test(name) ? { name, slug: toText(brand.slug) } : byId(brand.id);
  }
  const text = plainText(toText(brand));
  if (!text) return null;
  return /^\d+$/.test(text) ? byId(text) : { name: text, slug: null };
}

function bxgyOf(bxgy: WireProduct['BXGY']): Bxgy | null {
  if (!bxgy) return null;
  const buy = toId(bxgy.qtypurchase);
  const get = toId(bxgy.qtygte);
  return buy !== null && get !== null ? { buy, get } : null;
}

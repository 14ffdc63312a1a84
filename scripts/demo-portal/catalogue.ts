/**
 * Deterministic generator of the demo portal's catalogue: categories, brands, slider and products,
 * with the quirks the real portal has (broken records, missing slugs, stale promotions, odd stock
 * values, hostile HTML). Same seed and size, same catalogue. Money is integer fils; the wire layer
 * turns it into the portal's strings.
 */
import {
  BRANDS_WITHOUT_LOGO,
  CATEGORY_SEEDS,
  CONDITION_VARIANTS,
  PACK_VARIANTS,
  REGION_VARIANTS,
  SLIDE_SEEDS,
  WARRANTY_VARIANTS,
  type Shape,
  type SpecGroupSeed,
} from './catalogue-data.ts';
import { addDays, uaeDate } from './dates.ts';
import { createRng, type Rng } from './prng.ts';
import { categoryNames } from '../../src/site.config.ts';

export interface DemoCategory {
  id: number;
  code: string;
  name: string;
  slug: string;
  parentId: number | null;
  showInHome: boolean;
  image: string | null;
  shape: Shape;
  /** The top-level category (itself for a top-level one); descriptions draw on its pools. */
  topId: number;
  children: DemoCategory[];
}

export interface DemoBrand {
  id: number;
  code: string;
  name: string;
  slug: string;
  image: string | null;
}

export interface DemoSlide {
  image: string | null;
  link: string;
  caption: string;
}

/** How a record is broken, for the few a shop must drop. */
export type BrokenKind =
  'name-absent' | 'name-empty' | 'price-empty' | 'price-absent' | 'price-null';

/** How `metadata`/`metadesc` come out: normal, null, or keys missing. */
export type MetaKind = 'present' | 'null' | 'absent';

/** The fields the admin endpoint may change at run time. */
export interface PriceState {
  /** List price in fils: gross when taxMethod is inclusive, net when exclusive. */
  price: number;
  promoPrice: number | null;
  promotion: boolean;
  startDate: string | null;
  endDate: string | null;
  /** Units in stock; null is sent as null, undefined leaves the key out. */
  quantity: number | null | undefined;
}

export interface DemoProduct extends PriceState {
  id: number;
  code: string;
  name: string;
  /** Stock SMA's second_name, the Arabic name: a column of its own, so a rename leaves it alone. */
  secondName: string;
  broken: BrokenKind | null;
  /** null is sent as null, undefined leaves the key out. */
  slug: string | null | undefined;
  taxMethod: 'inclusive' | 'exclusive';
  /** Purchase cost in fils: internal, the shop must never show it. */
  cost: number;
  bxgy: { buy: number; get: number } | null | undefined;
  brandId: number;
  categoryId: number;
  subcategoryId: number;
  image: string;
  photos: string[];
  featured: boolean;
  meta: MetaKind;
  hostile: boolean;
  addedDaysAgo: number;
  soldPerDay: number;
  /** Seed of the lazily generated HTML texts. */
  textSeed: number;
}

/** What the image server draws for one uploaded file name. */
export interface ImageSpec {
  kind: 'product' | 'category' | 'slide' | 'brand' | 'placeholder';
  shape: Shape;
  /** 0 for the main picture, 1.. for extra photos (a different view). */
  view: number;
  /**
   * A product picture or slide drawn flat and uploaded as a PNG (a catalogue of `pictures:
   * 'flat'`).
   */
  flat?: boolean;
}

/**
 * What a portal's product pictures and slides are: `photo`, photographic JPEGs of a real shop's
 * weight (the demo's own); `flat`, flat PNG drawings, products at 600 px, as another portal the
 * shop was measured on served them (issue 39).
 */
export type PictureKind = 'photo' | 'flat';
export const pictureKinds: readonly PictureKind[] = ['photo', 'flat'];

export interface Catalogue {
  seed: number;
  today: string;
  products: DemoProduct[];
  productsById: Map<number, DemoProduct>;
  productsByCode: Map<string, DemoProduct>;
  /** Keyed by top-level and by sub-category id. */
  productsByCategory: Map<number, DemoProduct[]>;
  /** Every category, top-level ones first, in id order. */
  categories: DemoCategory[];
  topCategories: DemoCategory[];
  categoriesById: Map<number, DemoCategory>;
  specsByTopId: Map<number, readonly SpecGroupSeed[]>;
  featuresByTopId: Map<number, readonly string[]>;
  brands: DemoBrand[];
  brandsById: Map<number, DemoBrand>;
  slides: DemoSlide[];
  images: Map<string, ImageSpec>;
  /**
   * Best sellers set by the demo controls, best first: sales made today, so the ranking is the
   * same for any window of days. null: the generated sales stand.
   */
  bestSellerIds: number[] | null;
}

export interface CatalogueOptions {
  products?: number;
  seed?: number;
  /** "YYYY-MM-DD"; promotion dates are placed around it. Defaults to today in the UAE. */
  today?: string;
  /** Defaults to photo. */
  pictures?: PictureKind;
}

export const DEFAULT_PRODUCTS = 500;
export const DEFAULT_SEED = 42;
export const NO_IMAGE = 'no_image.png';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Stock SMA's second name, which UAE retailers use for the Arabic name: every third product has
 * one ("سويتشات مُدارة Cisco C1000-24T-4G-L"), the others an empty column, as a real catalogue
 * that is only partly translated.
 */
export function arabicSecondName(
  id: number,
  code: string,
  subcategoryName: string,
  brandName: string,
): string {
  const arabic = categoryNames.ar?.[subcategoryName.toLowerCase()]?.name;
  return id % 3 === 0 && arabic ? `${arabic} ${brandName} ${code}`.replace(/\s+/g, ' ') : '';
}

interface ModelSeed {
  topId: number;
  subId: number;
  brandId: number;
  code: string;
  tail: string;
  basePrice: number;
  used: number;
}

function buildCategories(): { categories: DemoCategory[]; tops: DemoCategory[] } {
  const tops: DemoCategory[] = [];
  const subs: DemoCategory[] = [];
  let nextSubId = CATEGORY_SEEDS.length + 1;
  CATEGORY_SEEDS.forEach((seed, index) => {
    const id = index + 1;
    const slug = slugify(seed.name);
    const top: DemoCategory = {
      id,
      code: seed.code,
      name: seed.name,
      slug,
      parentId: null,
      showInHome: seed.showInHome,
      image: seed.hasImage ? `category-${slug}.png` : null,
      shape: seed.shape,
      topId: id,
      children: [],
    };
    for (const [subIndex, sub] of seed.subs.entries()) {
      const subSlug = slugify(sub.name);
      const child: DemoCategory = {
        id: nextSubId++,
        code: sub.code,
        name: sub.name,
        slug: subSlug,
        parentId: id,
        showInHome: false,
        // The back office has a few sub-categories nobody gave a picture.
        image: subIndex === 2 && index % 3 === 0 ? null : `category-${subSlug}.png`,
        shape: seed.shape,
        topId: id,
        children: [],
      };
      top.children.push(child);
      subs.push(child);
    }
    tops.push(top);
  });
  return { categories: [...tops, ...subs], tops };
}

function buildBrands(): DemoBrand[] {
  const names: string[] = [];
  for (const top of CATEGORY_SEEDS)
    for (const sub of top.subs)
      for (const family of sub.families)
        if (!names.includes(family.brand)) names.push(family.brand);
  return names.map((name, index) => {
    const slug = slugify(name);
    return {
      id: index + 1,
      code: slug.toUpperCase().replace(/-/g, ''),
      name,
      slug,
      image: BRANDS_WITHOUT_LOGO.includes(name) ? null : `brand-${slug}.png`,
    };
  });
}

function buildModels(tops: DemoCategory[], brands: DemoBrand[]): ModelSeed[][] {
  const brandIds = new Map(brands.map((b) => [b.name, b.id]));
  const bySub: ModelSeed[][] = [];
  CATEGORY_SEEDS.forEach((topSeed, topIndex) => {
    const top = tops[topIndex] as DemoCategory;
    topSeed.subs.forEach((subSeed, subIndex) => {
      const sub = top.children[subIndex] as DemoCategory;
      const models: ModelSeed[] = [];
      for (const family of subSeed.families) {
        for (const line of family.models) {
          const [code = '', tail = '', price = '0'] = line.split('|');
          models.push({
            topId: top.id,
            subId: sub.id,
            brandId: brandIds.get(family.brand) ?? 0,
            code,
            tail,
            basePrice: Number(price),
            used: 0,
          });
        }
      }
      bySub.push(models);
    });
  });
  return bySub;
}

/**
 * The n-th SKU of a model: the base model first, then warranty, pack, condition and region
 * variants.
 */
function variantOf(model: ModelSeed, n: number): { code: string; name: string; factor: number } {
  // Packs of ten of a 20,000 AED firewall are not a thing: packs only for the cheaper models.
  const packs = model.basePrice < 1000 ? PACK_VARIANTS.length : 1;
  const radices = [
    WARRANTY_VARIANTS.length,
    packs,
    CONDITION_VARIANTS.length,
    REGION_VARIANTS.length,
  ];
  const combos = radices.reduce((a, b) => a * b, 1);
  let rest = n % combos;
  const lot = Math.floor(n / combos);
  const digits = radices.map((radix) => {
    const digit = rest % radix;
    rest = Math.floor(rest / radix);
    return digit;
  });
  const warranty = WARRANTY_VARIANTS[digits[0] ?? 0] ?? WARRANTY_VARIANTS[0];
  const pack = PACK_VARIANTS[digits[1] ?? 0] ?? PACK_VARIANTS[0];
  const condition = CONDITION_VARIANTS[digits[2] ?? 0] ?? CONDITION_VARIANTS[0];
  const region = REGION_VARIANTS[digits[3] ?? 0] ?? REGION_VARIANTS[0];
  return {
    code:
      model.code +
      pack.code +
      warranty.code +
      condition.code +
      region.code +
      (lot > 0 ? `-L${lot + 1}` : ''),
    name:
      pack.name +
      warranty.name +
      condition.name +
      region.name +
      (lot > 0 ? ` (Lot ${lot + 1})` : ''),
    factor: warranty.factor * pack.factor * condition.factor * region.factor,
  };
}

/** A shelf price in fils: whole dirhams ending in 9 above 100 AED, now and then with fils. */
function shelfPrice(rng: Rng, aed: number): number {
  const whole = aed < 100 ? Math.max(5, Math.round(aed)) : Math.round(aed / 10) * 10 - 1;
  const fils = rng.chance(0.07) ? rng.pick([50, 95, 25]) : 0;
  return whole * 100 + fils;
}

/**
 * Picks which products carry each quirk of one independent dimension (stock, promotion, ...):
 * a seeded shuffle of the ids cut into consecutive slices, so every quirk exists even in a small
 * catalogue and no product gets two quirks of the same dimension.
 */
function assignQuirks<K extends string>(
  seed: number,
  count: number,
  shares: readonly (readonly [K, number, number])[],
): Map<number, K> {
  const rng = createRng(seed);
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  }
  const result = new Map<number, K>();
  let at = 0;
  for (const [kind, share, minimum] of shares) {
    const n = Math.min(Math.max(minimum, Math.round(count * share)), ids.length - at);
    for (let k = 0; k < n; k++) result.set(ids[at++] as number, kind);
  }
  return result;
}

type PromoKind =
  'live' | 'live-undated' | 'expired' | 'future' | 'not-below' | 'inactive' | 'exclusive-tax';
type StockKind = 'zero' | 'null' | 'absent';
type SlugKind = 'null' | 'absent' | 'duplicate';
type RecordKind = BrokenKind | 'hostile';

function pricing(
  rng: Rng,
  price: number,
  kind: PromoKind | undefined,
  today: string,
): Omit<PriceState, 'price' | 'quantity'> {
  const none = { promoPrice: null, promotion: false, startDate: null, endDate: null };
  const discounted = () => shelfPrice(rng, (price / 100) * (0.72 + rng.next() * 0.23));
  const liveDates = () => ({
    startDate: addDays(today, -rng.int(1, 20)),
    endDate: addDays(today, rng.int(3, 45)),
  });
  switch (kind) {
    case 'live':
      return { promoPrice: Math.min(discounted(), price - 100), promotion: true, ...liveDates() };
    case 'live-undated':
      return {
        promoPrice: Math.min(discounted(), price - 100),
        promotion: true,
        startDate: null,
        endDate: null,
      };
    case 'expired': {
      const end = -rng.int(1, 60);
      return {
        promoPrice: discounted(),
        promotion: true,
        startDate: addDays(today, end - rng.int(7, 30)),
        endDate: addDays(today, end),
      };
    }
    case 'future': {
      const start = rng.int(2, 20);
      return {
        promoPrice: discounted(),
        promotion: true,
        startDate: addDays(today, start),
        endDate: addDays(today, start + 14),
      };
    }
    case 'not-below':
      return {
        promoPrice: rng.chance(0.5) ? price : Math.round(price * 1.1),
        promotion: true,
        ...liveDates(),
      };
    case 'inactive':
      return { promoPrice: discounted(), promotion: false, ...liveDates() };
    default:
      return none;
  }
}

export function generateCatalogue(options: CatalogueOptions = {}): Catalogue {
  const count = Math.max(1, Math.floor(options.products ?? DEFAULT_PRODUCTS));
  const seed = Math.floor(options.seed ?? DEFAULT_SEED) >>> 0;
  const today = options.today ?? uaeDate();
  const rng = createRng(seed);

  const { categories, tops } = buildCategories();
  const brands = buildBrands();
  const modelsBySub = buildModels(tops, brands);

  const records = assignQuirks<RecordKind>(seed ^ 0x1001, count, [
    ['name-absent', 0.001, 1],
    ['name-empty', 0.001, 1],
    ['price-empty', 0.001, 1],
    ['price-absent', 0.001, 1],
    ['price-null', 0.001, 1],
    ['hostile', 0.0005, 3],
  ]);
  const promos = assignQuirks<PromoKind>(seed ^ 0x2002, count, [
    ['exclusive-tax', 0.04, 3],
    ['expired', 0.02, 3],
    ['future', 0.01, 2],
    ['not-below', 0.015, 3],
    ['inactive', 0.01, 2],
    ['live-undated', 0.015, 2],
    ['live', 0.12, 8],
  ]);
  const stock = assignQuirks<StockKind>(seed ^ 0x3003, count, [
    ['zero', 0.08, 4],
    ['null', 0.02, 3],
    ['absent', 0.015, 3],
  ]);
  const slugs = assignQuirks<SlugKind>(seed ^ 0x4004, count, [
    ['null', 0.005, 2],
    ['absent', 0.005, 2],
    ['duplicate', 0.001, 2],
  ]);
  const noImage = assignQuirks<'none'>(seed ^ 0x5005, count, [['none', 0.03, 3]]);
  const flat = options.pictures === 'flat' ? { flat: true } : {};
  const extension = options.pictures === 'flat' ? 'png' : 'jpg';
  const meta = assignQuirks<MetaKind>(seed ^ 0x6006, count, [
    ['absent', 0.04, 3],
    ['null', 0.01, 2],
  ]);
  const bxgy = assignQuirks<'bxgy'>(seed ^ 0x7007, count, [['bxgy', 0.03, 4]]);
  const featured = assignQuirks<'featured'>(seed ^ 0x8008, count, [['featured', 0.05, 12]]);

  const products: DemoProduct[] = [];
  const productsById = new Map<number, DemoProduct>();
  const productsByCode = new Map<string, DemoProduct>();
  const productsByCategory = new Map<number, DemoProduct[]>(categories.map((c) => [c.id, []]));
  const usedSlugs = new Set<string>();
  const images = new Map<string, ImageSpec>();
  const categoriesById = new Map(categories.map((c) => [c.id, c]));

  for (let id = 1; id <= count; id++) {
    const model = rng.pick(rng.pick(modelsBySub));
    const variant = variantOf(model, model.used++);
    let code = variant.code;
    if (productsByCode.has(code)) code = `${code}-${id}`;
    const brand = brands[model.brandId - 1] as DemoBrand;
    const name = `${brand.name} ${model.tail}${variant.name}`;
    const promoKind = promos.get(id);
    const taxMethod = promoKind === 'exclusive-tax' ? 'exclusive' : 'inclusive';
    const price = shelfPrice(rng, model.basePrice * variant.factor * (0.97 + rng.next() * 0.06));
    const netPrice = taxMethod === 'inclusive' ? Math.round((price * 100) / 105) : price;

    let slug: string | null | undefined = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);
    const slugKind = slugs.get(id);
    if (slugKind === 'null') slug = null;
    else if (slugKind === 'absent') slug = undefined;
    else if (slugKind === 'duplicate')
      slug = products.findLast((p) => typeof p.slug === 'string')?.slug ?? slug;

    const stockKind = stock.get(id);
    const quantity =
      stockKind === 'zero'
        ? 0
        : stockKind === 'null'
          ? null
          : stockKind === 'absent'
            ? undefined
            : rng.int(1, rng.chance(0.2) ? 250 : 40);

    const imageBase = slugify(model.code);
    const hasImage = !noImage.has(id);
    // Photographs, as a shop's product pictures are: JPEG (./images.ts); or flat PNG drawings.
    const image = hasImage ? `${imageBase}.${extension}` : NO_IMAGE;
    const photos = hasImage
      ? Array.from({ length: rng.int(0, 3) }, (_, k) => `${imageBase}-${k + 2}.${extension}`)
      : [];
    const sub = categoriesById.get(model.subId);
    const shape = sub?.shape ?? 'accessory';
    if (hasImage) images.set(image, { kind: 'product', shape, view: 0, ...flat });
    photos.forEach((photo, k) =>
      images.set(photo, { kind: 'product', shape, view: k + 1, ...flat }),
    );

    const record = records.get(id);
    const product: DemoProduct = {
      id,
      code,
      name,
      secondName: arabicSecondName(id, code, sub?.name ?? '', brand.name),
      broken: record && record !== 'hostile' ? record : null,
      slug,
      taxMethod,
      cost: Math.round(netPrice * (0.62 + rng.next() * 0.2)),
      price,
      ...pricing(rng, price, promoKind, today),
      quantity,
      bxgy: bxgy.has(id)
        ? rng.chance(0.75)
          ? { buy: 2, get: 1 }
          : { buy: 3, get: 1 }
        : rng.chance(0.5)
          ? null
          : undefined,
      brandId: model.brandId,
      categoryId: model.topId,
      subcategoryId: model.subId,
      image,
      photos,
      featured: featured.has(id),
      meta: meta.get(id) ?? 'present',
      hostile: record === 'hostile',
      // Higher ids were added more recently, as in a real back office.
      addedDaysAgo: Math.round(((count - id) / count) * 720) + rng.int(0, 10),
      soldPerDay: rng.chance(0.35) ? Math.round(rng.next() ** 3 * 300) / 100 : 0,
      textSeed: (seed * 31 + id * 7919) >>> 0,
    };
    products.push(product);
    productsById.set(id, product);
    productsByCode.set(code, product);
    productsByCategory.get(product.categoryId)?.push(product);
    productsByCategory.get(product.subcategoryId)?.push(product);
  }

  for (const category of categories)
    if (category.image)
      images.set(category.image, { kind: 'category', shape: category.shape, view: 0 });
  for (const brand of brands)
    if (brand.image) images.set(brand.image, { kind: 'brand', shape: 'accessory', view: 0 });
  const slides: DemoSlide[] = SLIDE_SEEDS.map((slide, index) => ({
    image: slide.hasImage ? `slide-${index + 1}.${extension}` : null,
    link: slide.link,
    caption: slide.caption,
  }));
  slides.forEach((slide, index) => {
    if (slide.image)
      images.set(slide.image, {
        kind: 'slide',
        shape: (tops[index % tops.length] as DemoCategory).shape,
        view: index,
        ...flat,
      });
  });
  images.set(NO_IMAGE, { kind: 'placeholder', shape: 'accessory', view: 0 });

  return {
    seed,
    today,
    products,
    productsById,
    productsByCode,
    productsByCategory,
    categories,
    topCategories: tops,
    categoriesById,
    specsByTopId: new Map(CATEGORY_SEEDS.map((s, i) => [i + 1, s.specs])),
    featuresByTopId: new Map(CATEGORY_SEEDS.map((s, i) => [i + 1, s.features])),
    brands,
    brandsById: new Map(brands.map((b) => [b.id, b])),
    slides,
    images,
    bestSellerIds: null,
  };
}

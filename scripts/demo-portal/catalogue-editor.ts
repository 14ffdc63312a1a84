/**
 * Run-time back-office edits, so a test can script what the retailer's staff do and rebuild the
 * shop after each: a product's price, promotion and stock, its name; a product added or deleted; a
 * category renamed or moved under another parent; the slider's slides; the brands; what the home
 * page's blocks show. Each shows through the API as the real portal would show it, and reset puts
 * everything back as generated (same seed and same edits: the same answers, byte for byte).
 *
 * What the real portal stores rather than derives stays as it was, as it would there: slugs (a
 * renamed product, category or brand keeps its slug and so its URL), a product's descriptions,
 * meta texts and Arabic second name (written once, not rewritten by a rename or a move). Ids are
 * the database's: a new record gets the next id after the highest given, a deleted id is not
 * given again (until reset).
 *
 * Used by the HTTP controls (admin.ts) and by `DemoPortal.applyEdit` (server.ts). Input is
 * validated as untrusted either way: a PatchError names the field that is wrong.
 */
import {
  arabicSecondName,
  slugify,
  type Catalogue,
  type DemoBrand,
  type DemoCategory,
  type DemoProduct,
  type DemoSlide,
  type ImageSpec,
} from './catalogue.ts';
import {
  fils,
  flag,
  idList,
  name,
  objectInput,
  onlyFields,
  PatchError,
  positiveInt,
  quantity,
  text,
  uploadName,
  type Input,
} from './edit-input.ts';
import { createJournal } from './journal.ts';
import { patchedPrice, PRICE_FIELDS, type ProductPatch } from './price-patch.ts';
import { productTexts } from './product-text.ts';

/** The portal's slider has this many slots. */
const SLIDER_SLOTS = 5;

/** One back-office edit. Field names and AED amounts are the portal's, as in the HTTP bodies. */
export type CatalogueEdit =
  /** Price, promotion and stock (see ProductPatch). */
  | ({ kind: 'price'; id: number } & ProductPatch)
  | { kind: 'rename-product'; id: number; name: string }
  /** In a sub-category (and so in its parent); `code` defaults to "NEW-{id}". */
  | {
      kind: 'add-product';
      subcategory_id: number;
      brand_id: number;
      name: string;
      price: number | string;
      quantity: number | null;
      code?: string;
      featured?: boolean;
    }
  | { kind: 'delete-product'; id: number }
  | { kind: 'rename-category'; id: number; name: string }
  /** A sub-category under another top-level category; its products go with it. */
  | { kind: 'move-category'; id: number; parent_id: number }
  | { kind: 'rename-brand'; id: number; name: string }
  /** `logo: false`: a brand without a logo, which website/brands leaves out. */
  | { kind: 'add-brand'; name: string; logo?: boolean }
  /**
   * Slides by position, from 1. `image`: an upload's file name (an unknown one is a new picture) or
   * null.
   */
  | { kind: 'edit-slide'; position: number; caption?: string; link?: string; image?: string | null }
  | { kind: 'add-slide'; caption: string; link: string; image: string | null }
  | { kind: 'remove-slide'; position: number }
  /**
   * What the home page's blocks show, each list exactly: featured products, best sellers (best
   * first), home categories.
   */
  | { kind: 'home'; featured?: number[]; best_sellers?: number[]; categories?: number[] };

type EditKind = CatalogueEdit['kind'];

/** What an edit answers: the new record's id, or the new slide's position. */
export type EditResult<E extends CatalogueEdit> = E extends { kind: 'add-product' | 'add-brand' }
  ? { id: number }
  : E extends { kind: 'add-slide' }
    ? { position: number }
    : Record<string, never>;

/** An EditResult of an edit whose kind is known only when it runs. */
export type Receipt = { id?: number; position?: number };

export interface CatalogueEditor {
  apply<E extends CatalogueEdit>(edit: E): EditResult<E>;
  /**
   * One request's edits (e.g. a product's new name and price): every one is validated before any
   * is applied, so they must not depend on each other.
   */
  applyTogether(edits: readonly unknown[]): Receipt[];
  /** Every edit undone. */
  reset(): void;
}

const FIELDS: Record<EditKind, readonly string[]> = {
  price: ['id', ...PRICE_FIELDS],
  'rename-product': ['id', 'name'],
  'add-product': ['subcategory_id', 'brand_id', 'name', 'price', 'quantity', 'code', 'featured'],
  'delete-product': ['id'],
  'rename-category': ['id', 'name'],
  'move-category': ['id', 'parent_id'],
  'rename-brand': ['id', 'name'],
  'add-brand': ['name', 'logo'],
  'edit-slide': ['position', 'caption', 'link', 'image'],
  'add-slide': ['caption', 'link', 'image'],
  'remove-slide': ['position'],
  home: ['featured', 'best_sellers', 'categories'],
};

const isKind = (kind: unknown): kind is EditKind =>
  typeof kind === 'string' && Object.hasOwn(FIELDS, kind);

function required(input: Input, field: string): unknown {
  if (input[field] === undefined) throw new PatchError(`${field} is required`);
  return input[field];
}

function highestId(records: readonly { id: number }[]): number {
  return records.reduce((highest, record) => Math.max(highest, record.id), 0);
}

/** Lists in the catalogue are in id order, as the portal's queries give them. */
function byId(a: { id: number }, b: { id: number }): number {
  return a.id - b.id;
}

export function createCatalogueEditor(catalogue: Catalogue): CatalogueEditor {
  const journal = createJournal();
  let nextProductId = highestId(catalogue.products) + 1;
  let nextBrandId = highestId(catalogue.brands) + 1;

  const product = (value: unknown, field = 'id'): DemoProduct => {
    const id = positiveInt(value, field);
    const found = catalogue.productsById.get(id);
    if (!found) throw new PatchError(`${field}: no product with id ${id}`);
    return found;
  };
  const category = (value: unknown, field = 'id'): DemoCategory => {
    const id = positiveInt(value, field);
    const found = catalogue.categoriesById.get(id);
    if (!found) throw new PatchError(`${field}: no category with id ${id}`);
    return found;
  };
  const brand = (value: unknown, field = 'id'): DemoBrand => {
    const id = positiveInt(value, field);
    const found = catalogue.brandsById.get(id);
    if (!found) throw new PatchError(`${field}: no brand with id ${id}`);
    return found;
  };
  const slidePosition = (value: unknown): number => {
    const position = positiveInt(value, 'position');
    if (position > catalogue.slides.length)
      throw new PatchError(
        `position must be 1 to ${catalogue.slides.length} (the slides there are)`,
      );
    return position;
  };

  /** Both lists a product is in: its top-level category's and its sub-category's. */
  const listsOf = (p: DemoProduct): DemoProduct[][] =>
    [p.categoryId, p.subcategoryId]
      .map((id) => catalogue.productsByCategory.get(id))
      .filter((list): list is DemoProduct[] => list !== undefined);

  /**
   * Texts are generated on first use from the product's name, brand and category: before any of
   * those changes, they are generated as they stand, as the portal stored them when the product
   * was written.
   */
  const keepTexts = (products: readonly DemoProduct[]): void => {
    for (const p of products) productTexts(p, catalogue);
  };

  const remove = <T>(list: T[], item: T): void => {
    const index = list.indexOf(item);
    if (index >= 0) journal.list(list).splice(index, 1);
  };

  const replaceAll = <T>(list: T[], items: readonly T[]): void => {
    journal.list(list).length = 0;
    for (const item of items) list.push(item);
  };

  const addPicture = (file: string, spec: ImageSpec): void => {
    if (!catalogue.images.has(file)) journal.map(catalogue.images).set(file, spec);
  };

  const productsOfSub = (sub: DemoCategory): DemoProduct[] =>
    (catalogue.productsByCategory.get(sub.id) ?? []).filter((p) => p.subcategoryId === sub.id);

  /** Validates an edit and answers the function that applies it. */
  function prepare(edit: unknown): () => Receipt {
    const input = objectInput(edit, 'an edit');
    const kind = input.kind;
    if (!isKind(kind))
      throw new PatchError(`kind must be one of ${Object.keys(FIELDS).join(', ')}`);
    const fields = { ...input };
    delete fields.kind;
    onlyFields(fields, FIELDS[kind]);

    switch (kind) {
      case 'price': {
        const p = product(input.id);
        const next = patchedPrice(p, fields);
        return () => {
          Object.assign(journal.record(p), next);
          return {};
        };
      }

      case 'rename-product': {
        const p = product(input.id);
        const newName = name(required(input, 'name'), 'name');
        return () => {
          keepTexts([p]);
          journal.record(p).name = newName;
          // Staff naming a record that had no name mends it.
          if (p.broken === 'name-absent' || p.broken === 'name-empty') p.broken = null;
          return {};
        };
      }

      case 'add-product': {
        const sub = category(required(input, 'subcategory_id'), 'subcategory_id');
        if (sub.parentId === null)
          throw new PatchError(
            `subcategory_id: ${sub.id} is a top-level category; a product goes in a sub-category (and so in its parent)`,
          );
        const maker = brand(required(input, 'brand_id'), 'brand_id');
        const productName = name(required(input, 'name'), 'name');
        const price = fils(required(input, 'price'), 'price', false);
        const stock = quantity(required(input, 'quantity'), 'quantity');
        const featured = input.featured === undefined ? false : flag(input.featured, 'featured');
        const id = nextProductId;
        const code = input.code === undefined ? `NEW-${id}` : name(input.code, 'code');
        const holder = catalogue.productsByCode.get(code);
        if (holder) throw new PatchError(`code: ${code} is product ${holder.id}'s`);
        const parentId = sub.parentId;
        return () => {
          const base = slugify(productName) || slugify(code);
          const slug = catalogue.products.some((p) => p.slug === base) ? `${base}-${id}` : base;
          // A file of its own, drawn like the sub-category's other products.
          const image = `product-${id}-${slugify(code) || 'new'}.jpg`;
          addPicture(image, { kind: 'product', shape: sub.shape, view: 0 });
          const netPrice = Math.round((price * 100) / 105);
          const added: DemoProduct = {
            id,
            code,
            name: productName,
            secondName: arabicSecondName(id, code, sub.name, maker.name),
            broken: null,
            slug,
            taxMethod: 'inclusive',
            cost: Math.round(netPrice * 0.7),
            price,
            promoPrice: null,
            promotion: false,
            startDate: null,
            endDate: null,
            quantity: stock,
            bxgy: null,
            brandId: maker.id,
            categoryId: parentId,
            subcategoryId: sub.id,
            image,
            photos: [],
            featured,
            meta: 'present',
            hostile: false,
            addedDaysAgo: 0,
            soldPerDay: 0,
            textSeed: (catalogue.seed * 31 + id * 7919) >>> 0,
          };
          // The highest id so far: appending keeps every list in id order.
          journal.list(catalogue.products).push(added);
          journal.map(catalogue.productsById).set(id, added);
          journal.map(catalogue.productsByCode).set(code, added);
          for (const list of listsOf(added)) journal.list(list).push(added);
          nextProductId = id + 1;
          return { id };
        };
      }

      case 'delete-product': {
        const p = product(input.id);
        return () => {
          remove(catalogue.products, p);
          journal.map(catalogue.productsById).delete(p.id);
          journal.map(catalogue.productsByCode).delete(p.code);
          for (const list of listsOf(p)) remove(list, p);
          return {};
        };
      }

      case 'rename-category': {
        const c = category(input.id);
        const newName = name(required(input, 'name'), 'name');
        return () => {
          keepTexts(productsOfSub(c));
          journal.record(c).name = newName;
          return {};
        };
      }

      case 'move-category': {
        const sub = category(input.id);
        if (sub.parentId === null)
          throw new PatchError(
            `id: ${sub.id} is a top-level category; only a sub-category can be given another parent`,
          );
        const parent = category(required(input, 'parent_id'), 'parent_id');
        if (parent.parentId !== null)
          throw new PatchError(
            `parent_id: ${parent.id} is a sub-category; the tree has two levels, so a parent is top-level`,
          );
        const oldParent = catalogue.categoriesById.get(sub.parentId) as DemoCategory;
        return () => {
          if (parent === oldParent) return {};
          const moving = productsOfSub(sub);
          keepTexts(moving);
          remove(oldParent.children, sub);
          journal.list(parent.children).push(sub);
          parent.children.sort(byId);
          Object.assign(journal.record(sub), { parentId: parent.id, topId: parent.id });
          for (const p of moving) journal.record(p).categoryId = parent.id;
          const leaving = new Set(moving);
          const oldList = catalogue.productsByCategory.get(oldParent.id);
          if (oldList)
            replaceAll(
              oldList,
              oldList.filter((p) => !leaving.has(p)),
            );
          const newList = catalogue.productsByCategory.get(parent.id);
          if (newList) replaceAll(newList, [...newList, ...moving].sort(byId));
          return {};
        };
      }

      case 'rename-brand': {
        const b = brand(input.id);
        const newName = name(required(input, 'name'), 'name');
        return () => {
          keepTexts(catalogue.products.filter((p) => p.brandId === b.id));
          journal.record(b).name = newName;
          return {};
        };
      }

      case 'add-brand': {
        const brandName = name(required(input, 'name'), 'name');
        const logo = input.logo === undefined ? true : flag(input.logo, 'logo');
        const id = nextBrandId;
        return () => {
          const base = slugify(brandName) || `brand-${id}`;
          const slug = catalogue.brands.some((b) => b.slug === base) ? `${base}-${id}` : base;
          const image = logo ? `brand-${slug}.png` : null;
          if (image) addPicture(image, { kind: 'brand', shape: 'accessory', view: 0 });
          const added = {
            id,
            code: slug.toUpperCase().replace(/-/g, ''),
            name: brandName,
            slug,
            image,
          };
          journal.list(catalogue.brands).push(added);
          journal.map(catalogue.brandsById).set(id, added);
          nextBrandId = id + 1;
          return { id };
        };
      }

      case 'edit-slide': {
        const position = slidePosition(input.position);
        const caption = input.caption === undefined ? undefined : text(input.caption, 'caption');
        const link = input.link === undefined ? undefined : text(input.link, 'link');
        const image = input.image === undefined ? undefined : uploadName(input.image, 'image');
        return () => {
          const slide = journal.record(catalogue.slides[position - 1] as DemoSlide);
          if (caption !== undefined) slide.caption = caption;
          if (link !== undefined) slide.link = link;
          if (image !== undefined) slide.image = slidePicture(image, position);
          return {};
        };
      }

      case 'add-slide': {
        if (catalogue.slides.length >= SLIDER_SLOTS)
          throw new PatchError(
            `the slider's ${SLIDER_SLOTS} slots are taken: remove a slide first`,
          );
        const caption = text(required(input, 'caption'), 'caption');
        const link = text(required(input, 'link'), 'link');
        if (!('image' in input)) throw new PatchError('image is required (a file name, or null)');
        const image = uploadName(input.image, 'image');
        return () => {
          const position = catalogue.slides.length + 1;
          journal
            .list(catalogue.slides)
            .push({ caption, link, image: slidePicture(image, position) });
          return { position };
        };
      }

      case 'remove-slide': {
        const position = slidePosition(input.position);
        return () => {
          journal.list(catalogue.slides).splice(position - 1, 1);
          return {};
        };
      }

      case 'home': {
        const featured =
          input.featured === undefined
            ? undefined
            : new Set(idList(input.featured, 'featured').map((id) => product(id, 'featured').id));
        const bestSellers =
          input.best_sellers === undefined
            ? undefined
            : idList(input.best_sellers, 'best_sellers').map(
                (id) => product(id, 'best_sellers').id,
              );
        const home =
          input.categories === undefined
            ? undefined
            : new Set(
                idList(input.categories, 'categories').map((id) => category(id, 'categories').id),
              );
        if (!featured && !bestSellers && !home)
          throw new PatchError('home takes featured, best_sellers and/or categories');
        return () => {
          if (featured)
            for (const p of catalogue.products)
              if (p.featured !== featured.has(p.id)) journal.record(p).featured = !p.featured;
          if (bestSellers) journal.record(catalogue).bestSellerIds = bestSellers;
          if (home)
            for (const c of catalogue.categories)
              if (c.showInHome !== home.has(c.id)) journal.record(c).showInHome = !c.showInHome;
          return {};
        };
      }
    }
  }

  /** An uploaded slide picture; a file the portal does not have yet is drawn for its slot. */
  function slidePicture(file: string | null, position: number): string | null {
    const tops = catalogue.topCategories;
    const top = tops[(position - 1) % tops.length];
    if (file && top) addPicture(file, { kind: 'slide', shape: top.shape, view: position - 1 });
    return file;
  }

  return {
    apply<E extends CatalogueEdit>(edit: E): EditResult<E> {
      return prepare(edit)() as EditResult<E>;
    },
    applyTogether(edits) {
      return edits.map(prepare).map((run) => run());
    },
    reset() {
      journal.restore();
      nextProductId = highestId(catalogue.products) + 1;
      nextBrandId = highestId(catalogue.brands) + 1;
    },
  };
}

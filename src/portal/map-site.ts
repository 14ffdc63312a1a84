/**
 * The portal's categories, slider and brand strip into the shop's types. Broken records are left
 * out and reported; nothing from the wire is copied wholesale.
 */
import type { Brand, Category, Slide } from '../domain/catalogue.ts';
import { describeZodError } from './errors.ts';
import { imageUrl } from './images.ts';
import type { Dropped } from './map.ts';
import { plainText, textLines } from './sanitize.ts';
import { assignSlugs } from './slug.ts';
import { toFlag, toId, toText } from './values.ts';
import { brandSchema, categorySchema, slideSchema } from './wire.ts';

export interface Mapped<T> {
  items: T[];
  dropped: Dropped[];
}

/**
 * The category tree, children nested. A portal that ignores `tree=true` and answers a flat list
 * with `parent_id`s gets its sub-categories nested here (the stock system has two levels).
 */
export function mapCategories(records: readonly unknown[], baseUrl: string): Mapped<Category> {
  const dropped: Dropped[] = [];
  const seen = new Set<number>();
  const portalSlugs = new Map<number, string | null>();

  const mapLevel = (level: readonly unknown[], parentId: number | null): Category[] =>
    level.flatMap((record): Category[] => {
      const parsed = categorySchema.safeParse(record);
      if (!parsed.success)
        return drop({ reason: `malformed category: ${describeZodError(parsed.error)}` });
      const wire = parsed.data;
      const id = toId(wire.id);
      const name = plainText(toText(wire.name));
      if (id === null) return drop({ ...(name ? { name } : {}), reason: 'category without an id' });
      if (!name) return drop({ id, reason: 'category without a name' });
      if (seen.has(id)) return drop({ id, name, reason: 'the same category id appeared earlier' });
      seen.add(id);
      portalSlugs.set(id, toText(wire.slug));
      return [
        {
          id,
          code: toText(wire.code) ?? '',
          name,
          slug: '',
          image: imageUrl(wire.image_url, baseUrl) ?? imageUrl(wire.image, baseUrl),
          parentId: toId(wire.parent_id) ?? parentId,
          showInHome: toFlag(wire.showinhome) ?? false,
          children: mapLevel(wire.children, id),
        },
      ];
    });
  const drop = (entry: Dropped): Category[] => {
    dropped.push(entry);
    return [];
  };

  const tree = nestFlatList(mapLevel(records, null));
  const all = flattenCategories(tree);
  const slugs = assignSlugs(
    all.map((c) => ({ id: c.id, slug: portalSlugs.get(c.id) ?? null, name: c.name })),
    'category',
  );
  // The objects were made just above and are not shared yet: filling in their slugs is safe.
  for (const category of all) category.slug = slugs.get(category.id) ?? `category-${category.id}`;
  return { items: tree, dropped };
}

function nestFlatList(level: Category[]): Category[] {
  const topLevel = new Map(level.filter((c) => c.parentId === null).map((c) => [c.id, c]));
  return level.filter((category) => {
    const parent = category.parentId === null ? undefined : topLevel.get(category.parentId);
    if (!parent) return true;
    parent.children.push(category);
    return false;
  });
}

/** Every category of the tree, parents before their children. */
export function flattenCategories(tree: readonly Category[]): Category[] {
  return tree.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

/** Slider slots with a picture, in the portal's order. */
export function mapSlides(records: readonly unknown[], baseUrl: string): Mapped<Slide> {
  const dropped: Dropped[] = [];
  const items = records.flatMap((record, index): Slide[] => {
    const parsed = slideSchema.safeParse(record);
    if (!parsed.success) {
      dropped.push({ reason: `malformed slide ${index + 1}: ${describeZodError(parsed.error)}` });
      return [];
    }
    const wire = parsed.data;
    const image = imageUrl(wire.image, baseUrl);
    // An empty slot is how the back office switches a slide off.
    if (!image) return [];
    const caption = splitCaption(wire.caption);
    return [
      {
        // Slider items carry no id on this portal: the slot number identifies them.
        id: toId(wire.id) ?? index + 1,
        image,
        link: normaliseLink(wire.link),
        title: plainText(wire.title) || caption.title,
        subtitle: plainText(wire.subtitle) || caption.subtitle,
      },
    ];
  });
  return { items, dropped };
}

/**
 * A caption into title and subtitle: HTML ("<h3>Title</h3><p>Sub</p>") splits at its first line
 * break, plain text at "|" or a line break ("Title|Subtitle"); otherwise it is all title.
 */
export function splitCaption(caption: string | null | undefined): {
  title: string | null;
  subtitle: string | null;
} {
  const text = caption ?? '';
  const lines = /<[a-z]/i.test(text)
    ? textLines(text)
    : text
        .split(/\||\r?\n/)
        .map((part) => plainText(part))
        .filter(Boolean);
  const [title, ...rest] = lines;
  return { title: title ?? null, subtitle: rest.join(' ') || null };
}

/**
 * Slide links come as site paths, full URLs or a bare host ("www.example.com"). Paths stay as they
 * are, hosts get https://, anything that is not http(s) is dropped.
 */
export function normaliseLink(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value || value === '#') return null;
  if (/^\/(?!\/)/.test(value)) return value;
  if (BARE_HOST.test(value)) return httpUrl(`https://${value}`);
  if (value.startsWith('//')) return httpUrl(`https:${value}`);
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return httpUrl(value);
  return `/${value}`;
}

const BARE_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i;

function httpUrl(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function mapBrands(records: readonly unknown[], baseUrl: string): Mapped<Brand> {
  const dropped: Dropped[] = [];
  const seen = new Set<number>();
  const items = records.flatMap((record): Brand[] => {
    const brand = mapBrand(record, baseUrl);
    if ('reason' in brand) dropped.push(brand);
    else if (seen.has(brand.id))
      dropped.push({
        id: brand.id,
        name: brand.name,
        reason: 'the same brand id appeared earlier',
      });
    else {
      seen.add(brand.id);
      return [brand];
    }
    return [];
  });
  return { items, dropped };
}

function mapBrand(record: unknown, baseUrl: string): Brand | Dropped {
  const parsed = brandSchema.safeParse(record);
  if (!parsed.success) return { reason: `malformed brand: ${describeZodError(parsed.error)}` };
  const id = toId(parsed.data.id);
  const name = plainText(toText(parsed.data.name));
  if (id === null) return { ...(name ? { name } : {}), reason: 'brand without an id' };
  if (!name) return { id, reason: 'brand without a name' };
  return { id, name, image: imageUrl(parsed.data.image, baseUrl) };
}

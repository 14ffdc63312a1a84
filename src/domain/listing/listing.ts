/**
 * The shop's fixed listing pages (/network-switches, /clearance-sale...): which products each one
 * promises, decided from what the build read so every page can be pre-rendered. A listing that
 * would promise nothing stops the build with a message saying what it looked for, unless its
 * definition says it may be empty: a silently empty headline page is a broken promise.
 */
import type { Category, Product } from '../catalogue.ts';

/**
 * A category named in the site configuration: its id, or its slug or name. Slugs and names compare
 * loosely (case, punctuation and "and"/"&" ignored), so "Computers & Laptops", "computers-laptops"
 * and "computers-and-laptops" are one name.
 */
export type CategoryRef = number | string;

export type ListingRule =
  /**
   * Products of the first category anywhere in the tree (sub-categories included) that one of these
   * names, tried in order; a category's products include those of its sub-categories.
   */
  | { kind: 'category'; match: readonly CategoryRef[] }
  /** The portal's latest list (products/latest), in its order, at most `limit`. */
  | { kind: 'latest'; limit: number }
  /** Products on sale, biggest saving first. */
  | { kind: 'on-sale' };

/** `L`: the shop's language codes (the site configuration's, which this type configures). */
export interface ListingDefinition<L extends string = string> {
  /** The page's path without slashes: 'network-switches' for /network-switches. */
  path: string;
  /** The page's title, in each language. */
  title: Record<L, string>;
  /** The page's description (meta description, shared cards), in each language. */
  description: Record<L, string>;
  rule: ListingRule;
  /**
   * May legitimately be empty: then the build warns and the page shows the empty state instead of
   * failing.
   */
  optional?: boolean;
}

/** What listings are chosen from. */
export interface ListingSources {
  products: readonly Product[];
  /** Top-level categories with their children. */
  categories: readonly Category[];
  /**
   * Product ids of the portal's latest list, in its order; null when the portal failed to give it.
   */
  latest: readonly number[] | null;
}

export interface Listing<L extends string = string> {
  definition: ListingDefinition<L>;
  /** The matched category, for category listings. */
  category: Category | null;
  /** The top-level category `category` sits under; null when it is top-level itself. */
  parent: Category | null;
  products: Product[];
}

/**
 * A listing that matched nothing and may not be empty; the message names the route and what it
 * looked for.
 */
export class ListingError extends Error {
  override name = 'ListingError';
}

interface CategoryMatch {
  category: Category;
  parent: Category | null;
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word !== 'and')
    .join('-');

/**
 * Every category of the tree, each parent before its children, with the top-level category above
 * it.
 */
function flatten(categories: readonly Category[], top: Category | null = null): CategoryMatch[] {
  return categories.flatMap((category) => [
    { category, parent: top },
    ...flatten(category.children, top ?? category),
  ]);
}

function isNamedBy(category: Category, ref: CategoryRef): boolean {
  if (typeof ref === 'number') return category.id === ref;
  const wanted = normalise(ref);
  return (
    wanted !== '' && (normalise(category.slug) === wanted || normalise(category.name) === wanted)
  );
}

/** The first category, anywhere in the tree, named by the first ref that names one. */
function findCategory(
  categories: readonly Category[],
  refs: readonly CategoryRef[],
): CategoryMatch | null {
  const tree = flatten(categories);
  for (const ref of refs) {
    const found = tree.find(({ category }) => isNamedBy(category, ref));
    if (found) return found;
  }
  return null;
}

/** Ids of a category and all its descendants. */
export function categoryIds(category: Category): Set<number> {
  const ids = new Set<number>([category.id]);
  for (const child of category.children) for (const id of categoryIds(child)) ids.add(id);
  return ids;
}

export function inCategory(product: Product, ids: Set<number>): boolean {
  return (
    (product.categoryId !== null && ids.has(product.categoryId)) ||
    (product.subcategoryId !== null && ids.has(product.subcategoryId))
  );
}

const describeRef = (ref: CategoryRef) => (typeof ref === 'number' ? `id ${ref}` : `"${ref}"`);

/** "42 categories: Networking, Switches, ... and 32 more". */
function describeTree(tree: readonly CategoryMatch[]): string {
  const shown = 10;
  const names = tree.slice(0, shown).map(({ category }) => category.name);
  const more = tree.length > shown ? ` and ${tree.length - shown} more` : '';
  const counted = `${tree.length} ${tree.length === 1 ? 'category' : 'categories'}`;
  return names.length ? `${counted}: ${names.join(', ')}${more}` : counted;
}

interface Selection<L extends string> {
  listing: Listing<L>;
  /** Why the listing is empty, in words; told only when it is. */
  emptyBecause: string;
}

function select<L extends string>(
  definition: ListingDefinition<L>,
  { products, categories, latest }: ListingSources,
): Selection<L> {
  const { rule } = definition;
  const listing = (chosen: Product[], found: CategoryMatch | null = null): Listing<L> => ({
    definition,
    category: found?.category ?? null,
    parent: found?.parent ?? null,
    products: chosen,
  });
  switch (rule.kind) {
    case 'category': {
      const found = findCategory(categories, rule.match);
      const looked = rule.match.map(describeRef).join(', ');
      if (!found) {
        return {
          listing: listing([]),
          emptyBecause: `no category matches ${looked} (looked at ${describeTree(flatten(categories))})`,
        };
      }
      const ids = categoryIds(found.category);
      return {
        listing: listing(
          products.filter((p) => inCategory(p, ids)),
          found,
        ),
        emptyBecause:
          `category "${found.category.name}" ` +
          `(id ${found.category.id}, matched by ${looked}) has no products`,
      };
    }
    case 'latest': {
      const byId = new Map(products.map((p) => [p.id, p]));
      const chosen = (latest ?? []).flatMap((id) => byId.get(id) ?? []).slice(0, rule.limit);
      return {
        listing: listing(chosen),
        emptyBecause:
          latest === null
            ? "the portal's latest list (products/latest) could not be read"
            : "the portal's latest list (products/latest) holds no product the shop sells",
      };
    }
    case 'on-sale': {
      const saving = (p: Product) => p.price - (p.salePrice ?? p.price);
      const chosen = products
        .filter((p) => p.salePrice !== null)
        .sort((a, b) => saving(b) - saving(a) || a.id - b.id);
      return { listing: listing(chosen), emptyBecause: 'no product is on sale' };
    }
  }
}

/**
 * The listings in the order given. An empty optional listing is told to `warn`; any other empty
 * listing makes it throw a ListingError naming every such route.
 */
export function selectListings<L extends string>(
  definitions: readonly ListingDefinition<L>[],
  sources: ListingSources,
  warn: (line: string) => void,
): Listing<L>[] {
  const failures: string[] = [];
  const listings = definitions.map((definition) => {
    const { listing, emptyBecause } = select(definition, sources);
    if (listing.products.length === 0) {
      const problem = `listing /${definition.path}: ${emptyBecause}`;
      if (definition.optional)
        warn(`${problem}; it is optional, so its page shows the empty state`);
      else failures.push(problem);
    }
    return listing;
  });
  if (failures.length > 0) throw new ListingError(failures.join('; '));
  return listings;
}

/** How many ids of the portal's latest list the listings need. */
export function latestNeeded(definitions: readonly ListingDefinition[]): number {
  return Math.max(0, ...definitions.map(({ rule }) => (rule.kind === 'latest' ? rule.limit : 0)));
}

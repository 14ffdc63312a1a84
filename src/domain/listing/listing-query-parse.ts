/**
 * Reads the /products listing state from its URL. Kept apart from listing-query.ts so that code
 * which only writes listing URLs (the header search) does not carry its schemas to the browser;
 * they are valibot's, as every schema the browser runs (./schema-parts).
 */
import * as v from 'valibot';
import { listingSorts, maxBrands, type ListingQuery } from './listing-query';
import { toFils } from '../money';
import { convertOrFail } from '../schema-parts';

/** Long enough for any product name or model number; longer input is cut, not refused. */
const maxSearchLength = 100;

const positiveInt = v.pipe(
  v.string(),
  v.transform(Number),
  v.number(),
  v.safeInteger(),
  v.minValue(1),
);
const searchTerm = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.transform((s) => s.slice(0, maxSearchLength).trim()),
);
/**
 * Prices arrive in AED as typed ("1,299.50"); anything that is not a non-negative amount is
 * dropped.
 */
const aed = v.pipe(
  v.string(),
  convertOrFail((text: string) => toFils(text), 'not an amount in AED'),
);

/** Brand slugs as the build writes them. */
const brandSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const sort = v.picklist(listingSorts);

/** The parameters a listing URL may carry. */
export const listingParams = [
  'page',
  'search',
  'category',
  'parent_id',
  'price_min',
  'price_max',
  'brand',
  'sort',
] as const;
export type ListingParam = (typeof listingParams)[number];

/**
 * Reads a listing state from the URL, dropping any value that does not make sense; `onDropped`
 * hears of each parameter dropped, with why (a page follows a stale link quietly, a server route
 * refuses it).
 */
export function parseListingQuery(
  params: URLSearchParams,
  onDropped: (param: ListingParam, why?: string) => void = () => {},
): ListingQuery {
  function read<T>(name: ListingParam, schema: v.GenericSchema<string, T>): T | null {
    const raw = params.get(name);
    if (raw === null) return null;
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) return parsed.output;
    onDropped(name);
    return null;
  }
  /** `brand=a,b` as links write it, and `brand=a&brand=b` as a form without JavaScript sends it. */
  function readBrands(): string[] {
    const slugs = params
      .getAll('brand')
      .flatMap((value) => value.split(',').map((s) => s.trim().toLowerCase()));
    const valid = slugs.filter((s) => s.length <= 80 && brandSlug.test(s));
    if (valid.length < slugs.length) onDropped('brand');
    const unique = [...new Set(valid)].sort();
    // A page shows the first brands of a link too long for the filter; the route refuses it.
    if (unique.length > maxBrands) onDropped('brand', `brand takes at most ${maxBrands} brands`);
    return unique.slice(0, maxBrands);
  }
  return {
    page: read('page', positiveInt) ?? 1,
    search: read('search', searchTerm),
    category: read('category', positiveInt),
    parentId: read('parent_id', positiveInt),
    priceMin: read('price_min', aed),
    priceMax: read('price_max', aed),
    brands: readBrands(),
    sort: read('sort', sort),
  };
}

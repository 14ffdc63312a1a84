/**
 * The JSON the server's listing routes answer with, shared by the routes
 * (src/pages/api/products.ts, src/pages/api/suggestions.ts) and the islands that read them
 * (src/browser/listing/listing-client.ts).
 */
import type { Fils } from '../catalogue';
import type { BrandOption } from './listing-query-brands';
import type { CardData } from '../card/data-files';
import type { LeftOut } from './search-terms';

/**
 * Pages of cards one answer may carry: a run of Load More longer than this drops its first pages.
 */
export const maxPagesPerAnswer = 10;

/** One view of /products: a run of pages of one query. */
export interface ListingAnswer {
  /** Products the query lists. */
  total: number;
  /** The first and last page of the cards, clamped to the pages there are. */
  firstPage: number;
  page: number;
  pageCount: number;
  /** Position in the listing of the first card. */
  start: number;
  cards: CardData[];
  /** The brand filter's options: each brand with the products ticking it would add. */
  brands: BrandOption[];
  /**
   * The words of the search left out to find anything; null when none were (or nothing was
   * searched).
   */
  leftOut: LeftOut | null;
}

export interface SuggestedCategory {
  id: number;
  /** In the language asked for. */
  name: string;
  parentId: number | null;
  parentName: string | null;
}

export interface SuggestedProduct {
  id: number;
  slug: string;
  /** In the language asked for. */
  name: string;
  /** The price a shopper pays, as cards show it (net of VAT when the shop shows prices so). */
  price: Fils;
  /** The smallest picture, for a 40-pixel thumbnail. */
  image: string;
}

/** What the header's search box offers for a term: a few categories, then products, best first. */
export interface SuggestionsAnswer {
  categories: SuggestedCategory[];
  products: SuggestedProduct[];
  /** As a listing's. */
  leftOut: LeftOut | null;
}

/** A request the routes refuse: `param` names the query parameter at fault. */
export interface ListingRefusal {
  error: string;
  param: string;
}

/**
 * Search and filter latency on a build's own listing snapshot, through the server's own code
 * (src/server/listing/service.ts): the service is made from the snapshot as a server process makes
 * it on its first search, then answers a realistic set of listing views and suggestions, each
 * answer whole (filters, search, sort, the page's cards and the brand counts). Node on this
 * machine.
 */
import '../dev/src-loader.ts';
import type { ListingSnapshot } from '../../src/domain/listing/listing-snapshot.ts';
import type { ListingQuery } from '../../src/domain/listing/listing-query.ts';
import { keystrokes, priceBands, searchQueries } from './queries.ts';
import { median, p95 } from './stats.ts';

export interface Latency {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

export interface SearchBench {
  products: number;
  queries: number;
  /**
   * Parsing the snapshot and building the index: what a server process's first search waits for.
   */
  firstSearchMs: number;
  search: Latency;
  suggest: Latency;
  filter: Latency;
  searchAndFilter: Latency;
}

const rounds = 5;

function latency(samples: number[]): Latency {
  return { samples: samples.length, medianMs: median(samples), p95Ms: p95(samples) };
}

/** Times `task` on every input, `rounds` times after one untimed round (the JIT's warm-up). */
function time<T>(inputs: readonly T[], task: (input: T) => unknown): Latency {
  for (const input of inputs) task(input);
  const samples: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const started = performance.now();
      task(input);
      samples.push(performance.now() - started);
    }
  }
  return latency(samples);
}

/**
 * `text`: the listing snapshot a build made (build-run.ts, builtListingSnapshot), the text its
 * server bundle holds.
 */
export async function benchSearch(text: string): Promise<SearchBench> {
  const { createListingService } = await import('../../src/server/listing/service.ts');
  const { defaultQuery } = await import('../../src/domain/listing/listing-query.ts');
  const { minSuggestLength } = await import('../../src/domain/listing/search-terms.ts');

  const started = performance.now();
  const snapshot = JSON.parse(text) as ListingSnapshot;
  const service = createListingService(snapshot);
  const firstSearchMs = performance.now() - started;

  const { products } = snapshot;
  const queries = searchQueries({
    name: products.map((p) => p.name),
    code: products.map((p) => p.code),
    brands: snapshot.brands.map((b) => b.name),
  });
  const tree = snapshot.filterCategories;
  const categories = [
    ...tree.map((c) => ({ category: c.id, parentId: null })),
    ...tree.flatMap((c) => c.children.slice(0, 2).map((s) => ({ category: c.id, parentId: s.id }))),
  ];
  const bands = priceBands(products.map((p) => p.salePrice ?? p.price));
  const filters: ListingQuery[] = [
    ...categories.map((c) => ({ ...defaultQuery, ...c })),
    ...bands.map(([priceMin, priceMax]) => ({ ...defaultQuery, priceMin, priceMax })),
    ...categories.flatMap((c, i) => {
      const [priceMin, priceMax] = bands[i % bands.length] as [number | null, number | null];
      return [{ ...defaultQuery, ...c, priceMin, priceMax }];
    }),
  ];
  const list = (query: ListingQuery) => service.list({ query, from: query.page, locale: 'en' });
  const searches = queries.map((search) => ({ ...defaultQuery, search }));
  const searchFilters = queries.map((search, i) => ({
    ...(filters[i % filters.length] as ListingQuery),
    search,
  }));

  return {
    products: products.length,
    queries: queries.length,
    firstSearchMs,
    search: time(searches, list),
    suggest: time(
      queries.flatMap((q) => keystrokes(q, minSuggestLength)),
      (prefix) => service.suggest(prefix, 'en'),
    ),
    filter: time(filters, list),
    searchAndFilter: time(searchFilters, list),
  };
}

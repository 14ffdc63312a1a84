/**
 * Search and filter latency on a build's real data files, through the browser's own code: the
 * catalogue client loads the emitted /data/ files (read from the build folder instead of fetched),
 * builds the search index as the first search in a browser does, then the engine and the /products
 * filters answer a realistic set of queries. Node on this machine, not a phone: a mid-range phone
 * is several times slower, so the figures are a floor.
 */
import '../../runtime/src-loader.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchFile } from '../../../src/data-format/data-files.ts';
import { categoryTree, keystrokes, priceBands, searchQueries } from './queries.ts';
import { median, p95 } from './stats.ts';

export interface Latency {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

export interface SearchBench {
  products: number;
  queries: number;
  /** Loading and decoding the data files and building the index: what the first search waits for. */
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

/** The listing and search files the /products page names. */
export function dataUrls(productsHtml: string): { listingUrl: string; searchUrl: string } {
  const listingUrl = /\/data\/listing-[0-9a-f]+\.json/.exec(productsHtml)?.[0];
  const searchUrl = /\/data\/search-[0-9a-f]+\.json/.exec(productsHtml)?.[0];
  if (!listingUrl || !searchUrl) throw new Error('the /products page names no listing or search data file');
  return { listingUrl, searchUrl };
}

export async function benchSearch(clientDir: string): Promise<SearchBench> {
  const { listingUrl, searchUrl } = dataUrls(await readFile(path.join(clientDir, 'products', 'index.html'), 'utf8'));
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input) => new Response(await readFile(path.join(clientDir, String(input))), { headers: { 'content-type': 'application/json' } });
  try {
    const { loadSearch } = await import('../../../src/islands/products/catalogue-client.ts');
    const { defaultQuery } = await import('../../../src/domain/listing-query.ts');
    const { filterFacets, pageSlice, selectedCategory } = await import('../../../src/domain/listing-query-filter.ts');
    const { minSuggestLength } = await import('../../../src/domain/search.ts');

    const started = performance.now();
    const catalogue = await loadSearch(listingUrl, searchUrl);
    const firstSearchMs = performance.now() - started;
    const { engine, listing } = catalogue;

    const file = JSON.parse(await readFile(path.join(clientDir, searchUrl), 'utf8')) as SearchFile;
    const queries = searchQueries({ ...file, brands: listing.brands.map((b) => b.name) });
    const tree = categoryTree(file.categories);
    const categories = [...tree.map((c) => ({ category: c.id, parentId: null })), ...tree.flatMap((c) => c.children.slice(0, 2).map((s) => ({ category: c.id, parentId: s.id })))];
    const bands = priceBands(listing.facets.map((f) => f.price));
    const filters = [
      ...categories.map((c) => ({ ...defaultQuery, ...c })),
      ...bands.map(([priceMin, priceMax]) => ({ ...defaultQuery, priceMin, priceMax })),
      ...categories.flatMap((c, i) => {
        const [priceMin, priceMax] = bands[i % bands.length] as [number | null, number | null];
        return [{ ...defaultQuery, ...c, priceMin, priceMax }];
      }),
    ];
    const list = (query: typeof defaultQuery, ranked?: number[]) => {
      const matches = filterFacets(listing.facets, query, selectedCategory(tree, query), ranked);
      return pageSlice(matches.length, query.page, 20);
    };
    const rank = (term: string) => engine.search(term).flatMap((id) => listing.positions.get(id) ?? []);
    const searchFilters = queries.map((search, i) => ({ ...(filters[i % filters.length] as typeof defaultQuery), search }));

    return {
      products: listing.facets.length,
      queries: queries.length,
      firstSearchMs,
      search: time(queries, (q) => engine.search(q)),
      suggest: time(
        queries.flatMap((q) => keystrokes(q, minSuggestLength)),
        (prefix) => engine.suggest(prefix, 8),
      ),
      filter: time(filters, (query) => list(query)),
      searchAndFilter: time(searchFilters, (query) => list(query, rank(query.search))),
    };
  } finally {
    globalThis.fetch = realFetch;
  }
}

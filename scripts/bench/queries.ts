/**
 * The searches and filters the latency bench runs: what shoppers type (whole words, plurals, the
 * start of a word, typos, model numbers with and without dashes), drawn partly from the catalogue
 * itself so every size has hits, and the category and price filters the /products page offers.
 */
const typed = [
  'switch',
  'switches',
  'poe switch',
  '24 port gigabit',
  'laptop',
  'gaming laptop',
  'router',
  'wireless access point',
  'ip phone',
  'barcode scanner',
  'receipt printer',
  'ssd 1tb',
  'monitor',
  'ups',
  'cable',
  'swich',
  'lapto',
  'printr',
  'sa',
  'wi',
];

/** `count` entries spread evenly over `items`. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, i) => items[Math.floor((i * items.length) / count)] as T,
  );
}

/** From the catalogue's names and model numbers (in catalogue order) and its brand names. */
export function searchQueries(file: {
  name: readonly string[];
  code: readonly string[];
  brands: readonly string[];
}): string[] {
  const codes = spread(file.code.filter(Boolean), 10);
  const names = spread(file.name, 10).map((name) => name.split(' ').slice(0, 3).join(' '));
  const queries = [
    ...typed,
    ...spread(file.brands, 10).map((b) => b.toLowerCase()),
    ...codes,
    // Model numbers as shoppers half remember them: no dashes, lower case, the first few
    // characters.
    ...codes.map((c) => c.replace(/[^A-Za-z0-9]/g, '').toLowerCase()),
    ...codes.map((c) => c.slice(0, 5)),
    ...names,
  ];
  return [...new Set(queries.map((q) => q.trim()).filter(Boolean))];
}

/** Every prefix a shopper types on the way to `query`, from the first one suggestions answer. */
export function keystrokes(query: string, minLength: number): string[] {
  return Array.from({ length: Math.max(0, query.length - minLength + 1) }, (_, i) =>
    query.slice(0, minLength + i),
  );
}

/** Price bands in fils at the quartiles of what shoppers pay, so each band holds real products. */
export function priceBands(prices: readonly number[]): [min: number | null, max: number | null][] {
  const sorted = [...prices].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
  return [
    [null, at(0.25)],
    [at(0.25), at(0.5)],
    [at(0.5), at(0.75)],
    [at(0.75), null],
  ];
}

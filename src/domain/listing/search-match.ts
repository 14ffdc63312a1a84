/**
 * A query's plan (search-plan.ts) answered by the index (search-index.ts): every record that one
 * series of the plan's steps finds whole, with the cost of the best way it was found, and the
 * records the query names by an exact model number.
 */
import { where, type Postings, type SearchIndex } from './search-index.ts';
import type { Plan, Step, TermQuery } from './search-plan.ts';
import { swaps } from './search-typos.ts';

/**
 * How a record was found, as one number where lower is better and the first difference decides:
 * typos count most, then words found only through a synonym, then words not in the record's own
 * name or model number, then words found only as the start of a longer one, then words not also in
 * its brand or categories. Each is a digit in base 64, which the few words a query holds never
 * fill, so costs add up word by word and compare as wholes.
 */
export const cost = {
  typo: 64 ** 4,
  synonym: 64 ** 3,
  notOwn: 64 ** 2,
  partial: 64,
  notContext: 1,
} as const;

/**
 * Records found, each with its cost; null where nothing was asked (every word a stop word), which
 * anything meets.
 */
type Found = Map<number, number> | null;

const nothing: Found = new Map();

function both(a: Found, b: Found): Found {
  if (a === null) return b;
  if (b === null) return a;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  const out = new Map<number, number>();
  for (const [doc, c] of small) {
    const other = large.get(doc);
    if (other !== undefined) out.set(doc, c + other);
  }
  return out;
}

function either(a: Found, b: Found): Found {
  if (a === null || b === null) return null;
  const out = new Map(a);
  for (const [doc, c] of b) {
    const known = out.get(doc);
    if (known === undefined || c < known) out.set(doc, c);
  }
  return out;
}

function lookUp({ terms }: SearchIndex, { term, prefix, typos }: TermQuery): Map<number, number> {
  const found = new Map<number, number>();
  const add = ({ docs, where: bits }: Postings, typoCount: number, partial: boolean) => {
    const base = typoCount * cost.typo + (partial ? cost.partial : 0);
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as number;
      const at = bits[i] as number;
      const c =
        base + (at & where.own ? 0 : cost.notOwn) + (at & where.context ? 0 : cost.notContext);
      const known = found.get(doc);
      if (known === undefined || c < known) found.set(doc, c);
    }
  };
  const exact = terms.get(term);
  if (exact) add(exact, 0, false);
  if (prefix)
    for (const [longer, postings] of terms.atPrefix(term))
      if (longer !== term) add(postings, 0, true);
  if (typos > 0) {
    for (const [, [postings, distance]] of terms.fuzzyGet(term, typos))
      if (distance > 0) add(postings, distance, false);
    // A swap is one typo, where the edit distance above counts two.
    for (const swapped of swaps(term)) {
      if (typos === 1) {
        const postings = terms.get(swapped);
        if (postings) add(postings, 1, false);
      } else
        for (const [, [postings, distance]] of terms.fuzzyGet(swapped, typos - 1))
          add(postings, 1 + distance, false);
    }
  }
  return found;
}

/** The records a plan finds, with their costs; a query of stop words alone finds none. */
export function matchPlan(index: SearchIndex, plan: Plan): Map<number, number> {
  const looked = new Map<string, Map<number, number>>();
  const term = (q: TermQuery) => {
    const key = `${q.term}\u0000${q.prefix}\u0000${q.typos}`;
    let found = looked.get(key);
    if (!found) looked.set(key, (found = lookUp(index, q)));
    return found;
  };
  const step = ({ ways }: Step): Found =>
    ways.reduce<Found>((best, way) => {
      let found = way.terms.reduce<Found>(
        (all, q) => (all !== null && all.size === 0 ? all : both(all, term(q))),
        null,
      );
      if (way.synonym && found !== null)
        found = new Map([...found].map(([doc, c]) => [doc, c + cost.synonym]));
      return best === nothing ? found : either(best, found);
    }, nothing);
  // From the last chunk back: what finds the chunks from here to the end, the best way for each
  // record.
  const rest: Found[] = [];
  rest[plan.steps.length] = null;
  for (let start = plan.steps.length - 1; start >= 0; start--) {
    let found: Found = nothing;
    for (const s of plan.steps[start] ?? []) {
      const after = rest[start + s.length] as Found;
      if (after !== null && after.size === 0) continue;
      const here = both(step(s), after);
      found = found === nothing ? here : either(found, here);
    }
    rest[start] = found;
  }
  return rest[0] ?? new Map<number, number>();
}

/** The records the query names by one of their model numbers, exactly. */
export function exactModels(index: SearchIndex, plan: Plan): Set<number> {
  return new Set(plan.modelKeys.flatMap((key) => index.models.get(key) ?? []));
}

/**
 * docs/benchmarks.md's "Search recall": `npm run bench:recall`'s figures (search-recall.ts), the
 * recall set's recall@3 by kind of query on each of its catalogues, and what moved against the run
 * stored before it.
 */
import { table } from './markdown-table.ts';

/** Issue 48: recall@3 of the whole set, and of each kind, at least this on every catalogue. */
export const RECALL_TARGET = 0.95;

export interface KindRecall {
  /** A kind of query, or "whole set". */
  kind: string;
  queries: number;
  /**
   * recall@3 on /products and in the suggestions, a figure per catalogue in the order of
   * `catalogues`.
   */
  listing: number[];
  suggestions: number[];
}

export interface SearchRecall {
  /** ISO time the run ended. */
  measuredAt: string;
  catalogues: { label: string; short: string }[];
  kinds: KindRecall[];
  whole: KindRecall;
  /** What moved against the run stored before this one. */
  moved: string[];
}

const r3 = (value: number) => value.toFixed(3);

/** Each figure of a row, named, in the order of the table's columns: "/products demo" → 1. */
function figures(row: KindRecall, catalogues: SearchRecall['catalogues']): Map<string, number> {
  return new Map([
    ...catalogues.map((c, i): [string, number] => [
      `/products ${c.short}`,
      row.listing[i] as number,
    ]),
    ...catalogues.map((c, i): [string, number] => [
      `suggestions ${c.short}`,
      row.suggestions[i] as number,
    ]),
  ]);
}

/**
 * What moved from `before` to `now`: a line per kind (and the whole set) whose queries or figures
 * changed.
 */
export function movedSince(
  before: SearchRecall | undefined,
  now: Pick<SearchRecall, 'catalogues' | 'kinds' | 'whole'>,
): string[] {
  if (!before) return ['No earlier run stored: nothing to compare with.'];
  const lines = [...now.kinds, now.whole].flatMap((row) => {
    const was = [...before.kinds, before.whole].find((w) => w.kind === row.kind);
    if (!was) return [`${row.kind}: new, ${row.queries} queries`];
    const wasFigures = figures(was, before.catalogues);
    const changes = [
      ...(was.queries === row.queries ? [] : [`queries ${was.queries} → ${row.queries}`]),
      ...[...figures(row, now.catalogues)].flatMap(([name, value]) => {
        const old = wasFigures.get(name);
        return old === undefined || r3(old) === r3(value)
          ? []
          : [`${name} ${r3(old)} → ${r3(value)}`];
      }),
    ];
    return changes.length ? [`${row.kind}: ${changes.join(', ')}`] : [];
  });
  return lines.length ? lines : ['Nothing moved: every kind has the queries and figures it had.'];
}

export function searchRecallSection(recall: SearchRecall | undefined): string {
  if (!recall) return '## Search recall\n\nNot measured yet: `npm run bench:recall`.';
  const { catalogues } = recall;
  const row = (r: KindRecall) => [
    r.kind,
    String(r.queries),
    ...r.listing.map(r3),
    ...r.suggestions.map(r3),
  ];
  const below = [...recall.kinds, recall.whole]
    .filter((r) => [...r.listing, ...r.suggestions].some((value) => value < RECALL_TARGET))
    .map((r) => r.kind);
  return [
    '## Search recall',
    '',
    `Written by \`npm run bench:recall\` on ${recall.measuredAt.slice(0, 16).replace('T', ' ')} UTC. The recall set (\`src/server/listing/recall-set.ts\`): queries as IT buyers type them, by kind, each naming what the buyer wants, asked of the server's listing service on /products and of the header's suggestions, on ${catalogues.map((c) => `${c.short}: ${c.label}`).join('; ')}. Recall@3: the share of what a query wants among its first three results (all of it when fewer than three products are wanted); a query that must find nothing scores 1 only when nothing is found.`,
    '',
    table(
      [
        'kind',
        'queries',
        ...catalogues.map((c) => `/products, ${c.short}`),
        ...catalogues.map((c) => `suggestions, ${c.short}`),
      ],
      [...recall.kinds.map(row), row(recall.whole).map((cell) => `**${cell}**`)],
    ),
    '',
    below.length
      ? `Below ${RECALL_TARGET} (issue 48's target) on some catalogue: ${below.join(', ')}.`
      : `Every kind, and the whole set, at least ${RECALL_TARGET} on every catalogue (issue 48's target).`,
    '',
    'Against the run stored before it:',
    '',
    ...recall.moved.map((line) => `- ${line}`),
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import {
  movedSince,
  searchRecallSection,
  type KindRecall,
  type SearchRecall,
} from './recall-report.ts';

const kind = (
  name: string,
  queries: number,
  listing: number[],
  suggestions = listing,
): KindRecall => ({ kind: name, queries, listing, suggestions });

const run = (kinds: KindRecall[], whole: KindRecall): SearchRecall => ({
  measuredAt: '2026-12-05T22:00:00.000Z',
  catalogues: [
    { label: 'the demo catalogue (500 products, seed 42)', short: 'demo' },
    { label: 'another catalogue (2,000 products, seed 7)', short: 'second' },
  ],
  kinds,
  whole,
  moved: ['acronym: …'],
});

describe('search recall in the bench report', () => {
  it('says what moved against the stored run, kind by kind, and when nothing did', () => {
    const before = run(
      [kind('acronym', 10, [0.9, 1]), kind('Arabic', 25, [1, 1])],
      kind('whole set', 35, [0.971, 1]),
    );
    expect(movedSince(undefined, before)).toEqual([
      'No earlier run stored: nothing to compare with.',
    ]);
    expect(movedSince(before, before)).toEqual([
      'Nothing moved: every kind has the queries and figures it had.',
    ]);
    const now = run(
      [
        kind('acronym', 11, [1, 1], [1, 0.95]),
        kind('Arabic', 25, [1, 1]),
        kind('stray word', 11, [1, 1]),
      ],
      kind('whole set', 47, [1, 0.99]),
    );
    expect(movedSince(before, now)).toEqual([
      'acronym: queries 10 → 11, /products demo 0.900 → 1.000, suggestions demo 0.900 → 1.000, suggestions second 1.000 → 0.950',
      'stray word: new, 11 queries',
      'whole set: queries 35 → 47, /products demo 0.971 → 1.000, /products second 1.000 → 0.990, suggestions demo 0.971 → 1.000, suggestions second 1.000 → 0.990',
    ]);
  });

  it('gives a row per kind and the whole set, and names the kinds below the target', () => {
    const met = searchRecallSection(
      run([kind('acronym', 11, [1, 0.95])], kind('whole set', 11, [1, 0.95])),
    );
    expect(met).toContain(
      '| /products, demo | /products, second | suggestions, demo | suggestions, second |',
    );
    expect(met).toContain('| acronym | 11 | 1.000 | 0.950 | 1.000 | 0.950 |');
    expect(met).toContain(
      '| **whole set** | **11** | **1.000** | **0.950** | **1.000** | **0.950** |',
    );
    expect(met).toContain('Every kind, and the whole set, at least 0.95 on every catalogue');
    expect(met).toContain('- acronym: …');
    const missed = searchRecallSection(
      run(
        [kind('acronym', 11, [1, 1], [1, 0.909]), kind('Arabic', 25, [1, 1])],
        kind('whole set', 36, [1, 1], [1, 0.972]),
      ),
    );
    expect(missed).toContain("Below 0.95 (issue 48's target) on some catalogue: acronym.");
    expect(searchRecallSection(undefined)).toContain('Not measured yet');
  });
});

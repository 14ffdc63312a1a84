import { describe, expect, it } from 'vitest';
import { planQuery as planChunks, queryChunks, type Step } from './search-plan';
import { synonymTable, type SynonymTable } from './search-synonyms';

const none = synonymTable({ same: [], oneWay: {} });
/** The catalogue's words, for the ways a word is split. */
const catalogueWords = new Set(['access', 'point', 'hard', 'drive']);
const planQuery = (query: string, synonyms: SynonymTable) =>
  planChunks(queryChunks(query), synonyms, (term) => catalogueWords.has(term));
/** A step's ways as the words they look up, a synonym's marked. */
const ways = (step: Step | undefined) =>
  step?.ways.map((w) => `${w.synonym ? 'synonym: ' : ''}${w.terms.map((t) => t.term).join(' + ')}`);

describe('planQuery', () => {
  it('looks a piece with a dash up as its words and joined', () => {
    const plan = planQuery('TL-SG1024D', none);
    expect(ways(plan.steps[0]?.[0])).toEqual(['tl + sg1024d', 'tlsg1024d']);
    expect(plan.modelKeys).toEqual(['tlsg1024d']);
  });

  it('joins neighbours that make a model number, and splits one where its letters meet its digits', () => {
    const plan = planQuery('sg 1024d', none);
    expect(plan.steps[0]?.map((s) => [s.length, ways(s)])).toEqual([
      [1, ['sg']],
      [2, ['sg1024d']],
    ]);
    expect(ways(planQuery('xgs87', none).steps[0]?.[0])).toEqual(['xgs87', 'xgs + 87']);
    expect(planQuery('sg 1024d', none).modelKeys).toEqual(['sg', 'sg1024d', '1024d']);
  });

  it('forgives typos in the words typed, not in model numbers, joined pieces or synonyms', () => {
    const [word] = planQuery('swtich', none).steps[0]?.[0]?.ways[0]?.terms ?? [];
    expect(word).toEqual({ term: 'swtich', prefix: true, typos: 1 });
    const synonyms = synonymTable({ same: [['laptop', 'notebook']], oneWay: {} });
    expect(
      planQuery('notebook', synonyms).steps[0]?.[0]?.ways.map((w) => w.terms.map((t) => t.typos)),
    ).toEqual([[1], [0]]);
    expect(planQuery('sg1024d', none).steps[0]?.[0]?.ways[0]?.terms[0]?.typos).toBe(0);
  });

  it('finds a run of words the synonyms name as typed and as its other phrases', () => {
    const synonyms = synonymTable({ same: [['ups', 'uninterruptible power supply']], oneWay: {} });
    const run = planQuery('uninterruptible power supply', synonyms).steps[0]?.find(
      (s) => s.length === 3,
    );
    expect(ways(run)).toEqual(['uninterruptible + power + supply', 'synonym: ups']);
  });
});

import { describe, expect, it } from 'vitest';
import { describePair, movedLines, movedSince } from './moved.ts';

describe('describePair', () => {
  const pair = { what: 'warm build', unit: ' s', digits: 1, worse: 'higher' as const };

  it('gives the change and its share, marking a rise of more than a tenth where higher is worse', () => {
    expect(describePair({ ...pair, before: 14, after: 21 })).toBe(
      'warm build 14.0 → 21.0 s (+50.0 %), worse',
    );
    expect(describePair({ ...pair, before: 20, after: 21.9 })).toBe(
      'warm build 20.0 → 21.9 s (+9.5 %)',
    );
    expect(describePair({ ...pair, before: 21, after: 14 })).toBe(
      'warm build 21.0 → 14.0 s (−33.3 %)',
    );
  });

  it('marks a fall where lower is worse, and never a figure of the machine', () => {
    const score = { what: 'performance', unit: '', digits: 0 };
    expect(describePair({ ...score, before: 100, after: 88, worse: 'lower' })).toBe(
      'performance 100 → 88 (−12.0 %), worse',
    );
    expect(describePair({ ...score, before: 2, after: 20, worse: null })).toBe(
      'performance 2 → 20 (+900.0 %)',
    );
  });

  it('marks any rise of a count of failures, from none too', () => {
    const refused = {
      what: 'refused',
      unit: '',
      digits: 0,
      worse: 'higher' as const,
      tolerance: 0,
    };
    expect(describePair({ ...refused, before: 0, after: 3 })).toBe('refused 0 → 3, worse');
    expect(describePair({ ...refused, before: 3, after: 0 })).toBe('refused 3 → 0 (−100.0 %)');
  });

  it('leaves out a figure that did not move at the digits shown', () => {
    expect(describePair({ ...pair, before: 17.12, after: 17.14 })).toBeNull();
  });
});

describe('movedLines', () => {
  it('says when nothing was stored, when nothing moved, and lists what did against its date', () => {
    expect(movedLines(undefined)).toEqual(['No earlier run stored: nothing to compare with.']);
    expect(movedLines(movedSince('2026-11-26T14:07:31Z', []))).toEqual([
      'Nothing moved since the run of 2026-11-26 14:07 UTC.',
    ]);
    expect(
      movedLines(movedSince('2026-12-06T04:52:00Z', ['a'], 'npm run bench -- --pages-only')),
    ).toEqual([
      '`npm run bench -- --pages-only`, against the figures stored on 2026-12-06 04:52 UTC (marked: worse by more than a tenth, or any more failures):',
      '',
      '- a',
    ]);
    expect(movedLines(movedSince(new Date('2026-11-26T14:07:31Z'), ['a', 'b']))).toEqual([
      'Against the run of 2026-11-26 14:07 UTC (marked: worse by more than a tenth, or any more failures):',
      '',
      '- a',
      '- b',
    ]);
  });
});

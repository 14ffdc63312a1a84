import { describe, expect, it } from 'vitest';
import { parseFindings, readFindings } from './findings.ts';

describe('the findings of the bench', () => {
  it('are read from the prose of docs/bench-findings.md, a section per target', () => {
    const markdown =
      '# Found\n\nWhy this file.\n\n## warm-build\n\n**Found.** Every page is rendered again.\n\n**What it would take.** An incremental build.\n';
    expect(parseFindings(markdown)).toEqual({
      'warm-build': { found: 'Every page is rendered again.', wouldTake: 'An incremental build.' },
    });
    expect(readFindings()['warm-build']?.found).toMatch(
      /^The warm build here renders every page again/,
    );
  });

  it('refuse a section without what meeting the target would take, naming it', () => {
    expect(() => parseFindings('## cold-build\n\n**Found.** Slow.\n')).toThrow(
      'docs/bench-findings.md: "## cold-build" needs a "**Found.**" and a "**What it would take.**" paragraph',
    );
  });
});

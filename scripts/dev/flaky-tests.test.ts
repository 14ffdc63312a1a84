import { describe, expect, it } from 'vitest';
import { flakyTests, type ReportSuite } from './flaky-tests.ts';

const spec = (
  title: string,
  line: number,
  ...statuses: ('expected' | 'unexpected' | 'flaky' | 'skipped')[]
) => ({
  title,
  file: 'paint.spec.ts',
  line,
  tests: statuses.map((status, i) => ({ projectName: i === 0 ? 'desktop' : 'mobile', status })),
});

describe('flakyTests', () => {
  it('names each test that passed only on its retry, with its file, line, describe blocks and project', () => {
    const suites: ReportSuite[] = [
      {
        title: 'paint.spec.ts',
        file: 'paint.spec.ts',
        specs: [
          spec('a page painted in part does not move', 31, 'flaky'),
          spec('passes', 70, 'expected'),
        ],
        suites: [
          {
            title: 'on a phone',
            file: 'paint.spec.ts',
            specs: [
              spec('the menu opens', 90, 'expected', 'flaky'),
              spec('fails', 99, 'unexpected'),
            ],
          },
        ],
      },
    ];
    expect(flakyTests(suites)).toEqual([
      'paint.spec.ts:31 › a page painted in part does not move [desktop]',
      'paint.spec.ts:90 › on a phone › the menu opens [mobile]',
    ]);
  });

  it('is empty when nothing was retried', () => {
    expect(
      flakyTests([
        { title: 'a.spec.ts', file: 'a.spec.ts', specs: [spec('fine', 1, 'expected', 'skipped')] },
      ]),
    ).toEqual([]);
  });
});

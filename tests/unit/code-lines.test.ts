import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeFilesUnder, commentsOf, issueMentions, longLines, offencesIn } from './code-lines';

const root = path.resolve(import.meta.dirname, '../..');
const long = (width: number) => `const text = '${'x'.repeat(width - 16)}';`;

describe('longLines', () => {
  it('names a line over 120 characters and leaves one of 120 alone', () => {
    const text = [long(120), long(121), 'short'].join('\n');
    expect(longLines('src/a.ts', text)).toEqual([{ line: 2, text: long(121) }]);
  });

  it('counts characters, not bytes: 120 Arabic letters fit, 121 do not', () => {
    const arabic = (count: number) => 'ب'.repeat(count);
    expect(longLines('src/a.ts', `${arabic(120)}\n${arabic(121)}`).map((o) => o.line)).toEqual([2]);
  });

  it('leaves long lines with a URL, SVG path data and the data files alone, not the code beside them', () => {
    const url = `// ${'see '.repeat(30)}https://example.ae/page`;
    const pathData = `  '${'M12 20s-7.5-4.6-9.3-9.4 '.repeat(6)}',`;
    const attribute = `<path d="${'M1 2 '.repeat(30)}" class="fill-current" />`;
    expect(longLines('src/a.ts', [url, pathData, attribute].join('\n'))).toEqual([]);
    expect(longLines('src/i18n/messages/en/home.ts', long(200))).toEqual([]);
    expect(longLines('src/portal/fixtures/products.json', long(200))).toEqual([]);
    const word = `      ar: '${'سويتشات '.repeat(20)}',`;
    expect(longLines('src/site.config.ts', `${word}\n${long(121)}`).map((o) => o.line)).toEqual([
      2,
    ]);
  });

  it('leaves an ESLint directive alone over 120, but not one that carries its reason', () => {
    const rules =
      'jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions';
    const alone = `      {/* eslint-disable-next-line ${rules} */}`;
    const reasoned = `    // eslint-disable-next-line ${rules} -- the backdrop's click`;
    expect(longLines('src/a.tsx', [alone, reasoned].join('\n')).map((o) => o.line)).toEqual([2]);
  });
});

describe('issueMentions', () => {
  it('names a comment that cites an issue, in a script, Astro markup and CSS, and not a string', () => {
    const script = [
      "const note = 'issue 39 in a string is text';",
      '/**',
      ' * Painted at once (issue 39).',
      ' */',
      'const a = `${note} // issue 4 in a template`; // see issues 12 and 14',
    ].join('\n');
    expect(issueMentions('src/a.ts', script).map((o) => o.line)).toEqual([3, 5]);
    const astro = ['---', '// as PR #7 asked', '---', '<p>issue 3</p>', '<!-- issue 8 -->'].join(
      '\n',
    );
    expect(issueMentions('src/A.astro', astro).map((o) => o.line)).toEqual([2, 5]);
    expect(issueMentions('src/a.css', '.a {}\n/* Ticket 5. */').map((o) => o.line)).toEqual([2]);
  });

  it('reads the comments of JSX, and not text that only looks like one', () => {
    const tsx = 'const v = <p>{/* issue 2 */}a // issue 3 b</p>;';
    expect(commentsOf('src/a.tsx', tsx).map((comment) => comment.text)).toEqual(['/* issue 2 */']);
  });
});

describe("the shop's code", () => {
  it('lists each planted offence as file:line', () => {
    const planted = mkdtempSync(path.join(tmpdir(), 'code-lines-'));
    try {
      mkdirSync(path.join(planted, 'src/server'), { recursive: true });
      writeFileSync(
        path.join(planted, 'src/server/planted.ts'),
        ['// Kept apart (issue 39).', long(130), 'export {};'].join('\n'),
      );
      writeFileSync(path.join(planted, 'src/server/notes.txt'), long(130));
      expect(offencesIn(planted, codeFilesUnder(planted, ['src']))).toEqual([
        'src/server/planted.ts:2: 130 characters',
        'src/server/planted.ts:1: names an issue: // Kept apart (issue 39).',
      ]);
    } finally {
      rmSync(planted, { recursive: true, force: true });
    }
  });

  it('has no line over 120 characters outside data and URLs, and no comment naming an issue', () => {
    const files = codeFilesUnder(root, ['src', 'scripts/runtime']);
    expect(files.length).toBeGreaterThan(400);
    expect(offencesIn(root, files)).toEqual([]);
  });
});

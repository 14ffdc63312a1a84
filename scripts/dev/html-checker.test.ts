import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHtmlFiles, describeHtmlErrors } from './html-checker';

const validPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Valid</title></head>
<body><p>Nothing to report.</p></body>
</html>
`;

// A style element after its parent's first child, as Astro once wrote its island styles.
const plantedPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Planted</title></head>
<body>
<div><a href="/">Home</a><style>a { color: red }</style></div>
</body>
</html>
`;

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'html-checker-'));
  await writeFile(path.join(dir, 'valid.html'), validPage);
  await writeFile(path.join(dir, 'planted.html'), plantedPage);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the Nu Html Checker wrapper', () => {
  it('names the file, line and message of a planted error, and nothing in a valid page', async () => {
    const files = ['valid.html', 'planted.html'].map((name) => path.join(dir, name));
    const errors = await checkHtmlFiles(files);
    expect(describeHtmlErrors(errors, dir)).toEqual([
      'planted.html:5:26 A “style” element in “body” must be the first child of its parent.',
    ]);
  }, 60_000);

  it('refuses a file that is not there, which the checker itself passes over in silence', async () => {
    await expect(checkHtmlFiles([path.join(dir, 'missing.html')])).rejects.toThrow(
      `No such page to check: ${path.join(dir, 'missing.html')}`,
    );
  });
});

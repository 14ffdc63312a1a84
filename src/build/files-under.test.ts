import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesUnder } from './files-under';

const root = mkdtempSync(path.join(tmpdir(), 'files-under-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('filesUnder', () => {
  it("lists every regular file in nested folders, relative to the root, as Node's recursive listing does", async () => {
    for (const folder of ['ar/product', '_img', 'empty'])
      mkdirSync(path.join(root, folder), { recursive: true });
    for (const file of ['index.html', 'ar/index.html', 'ar/product/a.html', '_img/k-160.webp'])
      writeFileSync(path.join(root, file), 'x');
    symlinkSync(path.join(root, 'ar'), path.join(root, 'linked-folder'));
    symlinkSync(path.join(root, 'index.html'), path.join(root, 'linked.html'));
    const nodes = (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
    expect(filesUnder(root).sort()).toEqual(nodes.sort());
    expect(filesUnder(root).sort()).toEqual(
      ['_img/k-160.webp', 'ar/index.html', 'ar/product/a.html', 'index.html'].map((f) =>
        f.split('/').join(path.sep),
      ),
    );
  });

  it('finds nothing under a folder that is not there', () => {
    expect(filesUnder(path.join(root, 'missing'))).toEqual([]);
  });
});

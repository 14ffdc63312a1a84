import { mkdtemp, rename, rm, writeFile, link } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileMemo } from './file-memo.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'file-memo-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('a value kept while its file is the same', () => {
  it('is made once for a file read again, linked or renamed, and again once it is rewritten', async () => {
    const memo = fileMemo<string>();
    const make = vi.fn((text: string) => text.toUpperCase());
    const file = path.join(dir, 'sitemap.xml');
    await writeFile(file, 'first');
    expect(await memo.read(file, make)).toBe('FIRST');
    await link(file, path.join(dir, 'linked.xml'));
    expect(await memo.read(path.join(dir, 'linked.xml'), make)).toBe('FIRST');
    await rename(file, path.join(dir, 'renamed.xml'));
    expect(await memo.read(path.join(dir, 'renamed.xml'), make)).toBe('FIRST');
    expect(make).toHaveBeenCalledTimes(1);

    // The same size, written in place.
    await writeFile(path.join(dir, 'renamed.xml'), 'again');
    expect(await memo.read(path.join(dir, 'renamed.xml'), make)).toBe('AGAIN');
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('answers with what was remembered of a file just written, without reading it', async () => {
    const memo = fileMemo<{ files: number }>();
    const file = path.join(dir, 'client-scan.json');
    await writeFile(file, '{"files":1}');
    const written = { files: 1 };
    await memo.remember(file, written);
    const make = vi.fn(() => ({ files: 0 }));
    expect(await memo.read(file, make)).toBe(written);
    expect(make).not.toHaveBeenCalled();
    await writeFile(file, '{"files":2}');
    expect(await memo.read(file, (text) => JSON.parse(text) as { files: number })).toEqual({
      files: 2,
    });
  });
});

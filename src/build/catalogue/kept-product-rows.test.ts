import { cp, mkdtemp, readFile, readdir, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { earlierMappings, mapProducts } from '../../portal/map';
import { keepRows, preloadKeptRows, readKeptRows, ROWS_PER_FILE } from './kept-product-rows';

const portal = 'https://portal.example.ae';
const code = 'code-a';
const today = new Date('2026-12-01T08:00:00Z');
const record = (id: number, price = '120.00') => ({
  id: String(id),
  name: `Gigabit Switch ${id}`,
  unit_price: price,
  description: 'Tabs\tand "quotes" and <b>tags</b>',
});
const catalogue = (count: number) => Array.from({ length: count }, (_, i) => record(i + 1));

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * One build's read as the catalogue read makes it: the rows `read` gives from the kept ones, mapped
 * with the kept read's help and kept.
 */
function build(read: (kept: unknown[]) => unknown[]) {
  const kept = readKeptRows(dir, portal);
  const records = read(kept?.records ?? []);
  const earlier = kept && earlierMappings(kept.records, kept.mappings, kept.texts);
  const { mappings, products } = mapProducts(
    records,
    { baseUrl: portal, today },
    earlier ?? undefined,
  );
  keepRows(dir, { portal, code, rows: { records, total: records.length }, mappings }, kept);
  return { records, products };
}

const rowsFiles = async () => (await readdir(dir)).filter((name) => name.endsWith('.jsonl'));

describe('kept product rows', () => {
  it('reads back the rows and mappings it kept, and the catalogue they map to', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    const records = catalogue(ROWS_PER_FILE + 3);
    const { products } = build(() => records);
    const kept = readKeptRows(dir, portal);
    expect(kept?.records).toEqual(records);
    expect(kept?.code).toBe(code);
    expect(
      mapProducts(
        records,
        { baseUrl: portal, today },
        earlierMappings(kept!.records, kept!.mappings, kept!.texts),
      ).products,
    ).toEqual(products);
    expect(readKeptRows(dir, 'https://other-portal.example.ae')).toBeNull();
  });

  it('writes again only the file holding a changed row', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    build(() => catalogue(ROWS_PER_FILE * 3));
    const written = async () =>
      new Map(
        await Promise.all(
          (await rowsFiles()).map(
            async (name) => [name, (await stat(path.join(dir, name))).ino] as const,
          ),
        ),
      );
    const before = await written();
    // As a delivery naming one product: that row read again, the others as the kept read gave them.
    const edited = build((kept) =>
      kept.map((row, i) => (i === ROWS_PER_FILE + 7 ? record(i + 1, '99.00') : row)),
    );
    const after = await written();
    // The two files without the changed row are the very files the last build wrote.
    expect([...after].filter(([name, ino]) => before.get(name) === ino)).toHaveLength(2);
    expect(after.size).toBe(3);
    expect(readKeptRows(dir, portal)?.records).toEqual(edited.records);
  });

  it('keeps nothing for the next read when a file of rows is cut short', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    build(() => catalogue(ROWS_PER_FILE * 2));
    const [first] = await rowsFiles();
    await truncate(path.join(dir, first!), 100);
    expect(readKeptRows(dir, portal)).toBeNull();
  });

  it('reads the files it read ahead or read last as they were then, and the others from disk', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    const records = catalogue(ROWS_PER_FILE * 2);
    build(() => records);
    const expected = readKeptRows(dir, portal);
    preloadKeptRows(dir);
    expect(readKeptRows(dir, portal)).toEqual(expected);

    const before = `${dir}-before`;
    await cp(dir, before, { recursive: true });
    // A build after the read ahead rewrites the second file under another name; the first keeps its
    // name, which is its content's digest, and is taken as it was read even when cut short since.
    const repriced = records.map((r, i) => (i === ROWS_PER_FILE ? record(i + 1, '99.00') : r));
    build(() => repriced);
    preloadKeptRows(before);
    const earlierIndex = await readFile(path.join(before, 'index.json'));
    await rm(before, { recursive: true });
    await truncate(path.join(dir, expected!.files[0]!), 100);
    expect(readKeptRows(dir, portal)?.records).toEqual(repriced);
    // Kept for the next read, as a process that renders one edit after another reads them.
    expect(readKeptRows(dir, portal)?.records).toEqual(repriced);
    // The earlier second file, read ahead but not by the last read, is no longer kept.
    await writeFile(path.join(dir, 'index.json'), earlierIndex);
    await writeFile(path.join(dir, expected!.files[1]!), 'cut short\n');
    expect(readKeptRows(dir, portal)).toBeNull();
  });
});

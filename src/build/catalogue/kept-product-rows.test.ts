import { mkdtemp, readdir, rm, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { earlierMappings, mapProducts } from '../../portal/map';
import { keepRows, readKeptRows, ROWS_PER_FILE } from './kept-product-rows';

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

/** One build's read as the catalogue read makes it: `records`, mapped with the kept read's help. */
function build(records: unknown[]) {
  const kept = readKeptRows(dir, portal);
  const earlier = kept && earlierMappings(kept.records, kept.mappings, kept.texts);
  const { mappings, products } = mapProducts(
    records,
    { baseUrl: portal, today },
    earlier ?? undefined,
  );
  keepRows(dir, { portal, code, rows: { records, total: records.length }, mappings }, kept);
  return products;
}

const rowsFiles = async () => (await readdir(dir)).filter((name) => name.endsWith('.jsonl'));

describe('kept product rows', () => {
  it('reads back the rows and mappings it kept, and the catalogue they map to', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    const records = catalogue(ROWS_PER_FILE + 3);
    const products = build(records);
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

  it('rewrites only the file holding a changed row', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    const records = catalogue(ROWS_PER_FILE * 3);
    build(records);
    const before = await rowsFiles();
    expect(before).toHaveLength(3);
    const kept = readKeptRows(dir, portal)!;
    const edited = kept.records.map((row, i) =>
      i === ROWS_PER_FILE + 7 ? record(i + 1, '99.00') : row,
    );
    build(edited);
    const after = await rowsFiles();
    expect(after).toHaveLength(3);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect(readKeptRows(dir, portal)?.records).toEqual(edited);
  });

  it('keeps nothing for the next read when a file of rows is cut short', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-rows-'));
    build(catalogue(ROWS_PER_FILE * 2));
    const [first] = await rowsFiles();
    await truncate(path.join(dir, first!), 100);
    expect(readKeptRows(dir, portal)).toBeNull();
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PortalClient } from '../../portal/client';
import { mapProducts } from '../../portal/map';
import { productRows } from './product-records-cache';

const portal = 'https://portal.example.ae';
const rows = { records: [{ id: '5', name: 'Gigabit Switch', unit_price: '120.00' }], total: 1 };
const client = {} as PortalClient;
let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/**
 * One build's read of the rows, as the catalogue read makes it: the rows, what they map to kept for
 * the next build.
 */
async function buildWith(rowsDir: string, code: string) {
  const source = productRows({ dir: rowsDir, portal, code, changed: null, log: () => {} });
  const { earlier } = await source.read(client, async () => rows);
  await source.mapped(
    rows,
    mapProducts(rows.records, { baseUrl: portal, today: new Date() }).mappings,
  );
  return earlier;
}

describe('productRows', () => {
  it('reuses the last build’s mappings only when the same code made them: a release maps every row again', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'product-rows-'));
    const rowsDir = path.join(dir, 'product-rows');
    expect(await buildWith(rowsDir, 'code-a')).toBeUndefined();
    expect((await buildWith(rowsDir, 'code-a'))?.byRecord.size).toBe(1);
    expect(await buildWith(rowsDir, 'code-b')).toBeUndefined();
    expect((await buildWith(rowsDir, 'code-b'))?.byRecord.size).toBe(1);
  });
});

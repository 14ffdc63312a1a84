import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../domain/catalogue';
import { artefactFile, beginHandOver, handOver } from '../build-artefacts';
import { handOverProducts, productText, takeOverProducts } from './product-texts';

const stateDir = await mkdtemp(path.join(tmpdir(), 'product-texts-'));
const otherStateDir = await mkdtemp(path.join(tmpdir(), 'product-texts-other-'));
afterAll(async () => {
  await rm(stateDir, { recursive: true, force: true });
  await rm(otherStateDir, { recursive: true, force: true });
});

const product = (id: number, price: number) =>
  ({ id, slug: `switch-${id}`, name: `Switch ${id}`, price, images: [] }) as unknown as Product;

describe("products' texts", () => {
  it("are JSON.stringify's, made once per product object: products never change once made", () => {
    const made = product(3, 9_900);
    const upper = (_key: string, value: unknown) =>
      typeof value === 'string' ? value.toUpperCase() : value;
    expect(productText(made, upper)).toBe(JSON.stringify(made, upper));
    const first = productText(made);
    expect(first).toBe(JSON.stringify(made));
    (made as { price: number }).price = 1;
    expect(productText(made)).toBe(first);
    expect(productText({ ...made })).toContain('"price":1');
  });

  it('are handed over as one JSON file, which a page in another thread reads', async () => {
    const products = [product(1, 10_000), product(2, 12_550)];
    beginHandOver(stateDir);
    handOverProducts(products, { stateDir });
    expect(await readFile(artefactFile('products', stateDir), 'utf8')).toBe(
      JSON.stringify(products),
    );
    expect(takeOverProducts(stateDir)).toEqual(products);
  });

  it('are read back once per text where handed over, file or not: an unchanged product is the last object', () => {
    const [kept, repriced] = [product(4, 5_000), product(5, 7_000)];
    beginHandOver(stateDir);
    handOverProducts([kept, repriced], { stateDir, file: false });
    const first = takeOverProducts(stateDir);
    beginHandOver(stateDir);
    handOverProducts([kept, { ...repriced, price: 6_500 }], { stateDir, file: false });
    const next = takeOverProducts(stateDir);
    expect(next).toEqual([kept, { ...repriced, price: 6_500 }]);
    expect(next[0]).toBe(first[0]);
    expect(next[1]).not.toBe(first[1]);
    // Read back, not the maker's own objects: pages read the round trip a file would give.
    expect(next[0]).not.toBe(kept);
  });

  it('are read from the file by a build whose hand-over is not the last one made here', () => {
    const products = [product(6, 1_000)];
    beginHandOver(stateDir);
    handOverProducts(products, { stateDir });
    beginHandOver(otherStateDir);
    handOver('products', [product(7, 2_000)], otherStateDir);
    expect(takeOverProducts(otherStateDir)).toEqual([product(7, 2_000)]);
  });
});

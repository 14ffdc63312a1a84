import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueDigest, codeDigest, sourceDigest } from './source-digest';
import { categories, products } from '../domain/fixtures/catalogue';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'source-digest-'));
  await mkdir(path.join(root, 'src', 'pages'), { recursive: true });
  await writeFile(path.join(root, 'src', 'pages', 'index.astro'), '<h1>Shop</h1>');
  await writeFile(path.join(root, 'astro.config.mjs'), 'export default {}');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('codeDigest', () => {
  it('changes with any source file, but not with a test', async () => {
    const before = await codeDigest(root);
    expect(await codeDigest(root)).toBe(before);
    await writeFile(path.join(root, 'src', 'pages', 'index.test.ts'), 'it()');
    expect(await codeDigest(root)).toBe(before);
    await writeFile(path.join(root, 'src', 'pages', 'index.astro'), '<h1>Shop!</h1>');
    const edited = await codeDigest(root);
    expect(edited).not.toBe(before);
    await writeFile(path.join(root, 'src', 'pages', 'about.astro'), '');
    expect(await codeDigest(root)).not.toBe(edited);
  });
});

describe('catalogueDigest', () => {
  const catalogue = {
    products,
    categories,
    slides: [],
    brands: [],
    home: { featured: [1], latest: [], bestSellers: [], onSale: [] },
  };
  const portal = 'http://127.0.0.1:8787';
  const pictured = {
    ...catalogue,
    products: catalogue.products.map((p) => ({
      ...p,
      images: [`${portal}/assets/uploads/${p.id}.png`],
    })),
  };
  it('is the same for the same catalogue and changes with a price or a picture', () => {
    expect(catalogueDigest(structuredClone(pictured), portal)).toBe(
      catalogueDigest(pictured, portal),
    );
    const repriced = structuredClone(pictured);
    repriced.products[0]!.price += 100;
    expect(catalogueDigest(repriced, portal)).not.toBe(catalogueDigest(pictured, portal));
    const repictured = structuredClone(pictured);
    repictured.products[0]!.images = [`${portal}/assets/uploads/new.png`];
    expect(catalogueDigest(repictured, portal)).not.toBe(catalogueDigest(pictured, portal));
  });

  it("is the digest of the catalogue's JSON without the portal's origin, however often asked", () => {
    const withoutOrigin = (_key: string, value: unknown) =>
      typeof value === 'string' ? value.replace(portal, '') : value;
    const whole = createHash('sha256')
      .update(JSON.stringify(pictured, withoutOrigin))
      .digest('hex');
    expect(catalogueDigest(pictured, portal)).toBe(whole);
    expect(catalogueDigest(pictured, portal)).toBe(whole);
  });

  it('does not change with the address the portal was read at', () => {
    const elsewhere = 'http://127.0.0.1:9999';
    const moved = {
      ...pictured,
      products: pictured.products.map((p) => ({
        ...p,
        images: p.images.map((url) => url.replace(portal, elsewhere)),
      })),
    };
    expect(catalogueDigest(moved, elsewhere)).toBe(catalogueDigest(pictured, portal));
  });
});

describe('sourceDigest', () => {
  it('changes with the settings pages depend on', () => {
    const parts = {
      catalogue: 'c',
      code: 'k',
      site: { url: 'https://shop.example.ae', pricesIncludeVat: true, whatsappNumber: undefined },
    };
    expect(sourceDigest(parts)).toBe(sourceDigest({ ...parts }));
    expect(sourceDigest({ ...parts, site: { ...parts.site, pricesIncludeVat: false } })).not.toBe(
      sourceDigest(parts),
    );
  });
});

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

let portal: DemoPortal;

beforeAll(async () => {
  portal = await startTestPortal({ products: 500, seed: 42 });
});
afterAll(async () => {
  await portal.close();
});

/** Every value of a wire record that is not an object, list or null is a string. */
function expectStringScalars(record: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(record)) {
    if (value === null || typeof value === 'object') continue;
    expect.soft(typeof value, `${key} = ${String(value)}`).toBe('string');
  }
}

describe('authentication', () => {
  it('answers 403 {status:false, error} without the key or with a wrong one', async () => {
    for (const key of [null, 'wrong']) {
      const answer = await call(portal, '/api/v1/products', { key });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ status: false, error: 'Invalid API key' });
    }
  });
});

describe('GET /products', () => {
  it('sends numbers as strings, except total; echoes limit and start as strings; defaults to 10 rows', async () => {
    const { status, json } = await call(portal, '/api/v1/products');
    expect(status).toBe(200);
    expect(json.data).toHaveLength(10);
    expect(json.total).toBe(500);
    expect(json).toMatchObject({ limit: '10', start: '1' });
    for (const product of json.data) expectStringScalars(product);
    expect(json.data[0].id).toBe('1');
    const priced = json.data.find(
      (p: { price?: unknown }) => typeof p.price === 'string' && p.price !== '',
    );
    expect(priced.price).toMatch(/^\d+\.\d{4}$/);
  });

  it('treats start as a 1-based row offset: start=21&limit=20 gives rows 21-40; start=0 is 1', async () => {
    const { json } = await call(portal, '/api/v1/products?start=21&limit=20');
    expect(json.data.map((p: { id: string }) => Number(p.id))).toEqual(
      Array.from({ length: 20 }, (_, i) => 21 + i),
    );
    const zero = await call(portal, '/api/v1/products?start=0&limit=1');
    expect(zero.json.data[0].id).toBe('1');
  });

  it('has no maximum limit', async () => {
    const { json } = await call(portal, '/api/v1/products?limit=500');
    expect(json.data).toHaveLength(500);
  });

  it('answers 404 {message, status:false} instead of an empty list', async () => {
    const answer = await call(portal, '/api/v1/products?start=501');
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ status: false, message: expect.any(String) });
  });

  it('expands brand, category and photos only with include; image is null on lists', async () => {
    const plain = (await call(portal, '/api/v1/products?limit=5')).json.data[0];
    expect(typeof plain.brand).toBe('string');
    expect(plain.category).toBeUndefined();
    expect(plain.photos).toBeUndefined();
    expect(plain.image).toBeNull();
    expect(plain.image_url).toMatch(new RegExp(`^${portal.origin}/assets/uploads/.+\\.(png|jpg)$`));
    const expanded = (await call(portal, '/api/v1/products?limit=5&include=brand,category,photos'))
      .json.data[0];
    expect(expanded.brand).toMatchObject({
      id: plain.brand,
      name: expect.any(String),
      slug: expect.any(String),
    });
    expect(expanded.category).toMatchObject({ id: plain.category_id, name: expect.any(String) });
    expect(Array.isArray(expanded.photos)).toBe(true);
    for (const photo of expanded.photos)
      expect(photo.photo_url).toBe(`${portal.origin}/assets/uploads/${photo.photo}`);
  });

  it('keeps the internal cost, HTML descriptions and a key-information table', async () => {
    const { json } = await call(portal, '/api/v1/products/view/1');
    expect(json.cost).toMatch(/^\d+\.\d{4}$/);
    expect(json.details).toContain('<ul><li>');
    expect(json.key_information).toMatch(
      /<tr><td colspan="2">.*<\/td><\/tr><tr><td>.*<\/td><td>.*<\/td><\/tr>/,
    );
  });

  it('sends the records a shop must drop or clean: no name, no price, empty price, null or missing slug and stock, hostile HTML', async () => {
    const all: Record<string, unknown>[] = (await call(portal, '/api/v1/products?limit=500')).json
      .data;
    expect(all.some((p) => !('name' in p) || p.name === '')).toBe(true);
    expect(all.some((p) => !('price' in p))).toBe(true);
    expect(all.some((p) => p.price === '')).toBe(true);
    expect(all.some((p) => p.slug === null)).toBe(true);
    expect(all.some((p) => !('slug' in p))).toBe(true);
    expect(all.some((p) => p.quantity === null)).toBe(true);
    expect(all.some((p) => !('quantity' in p))).toBe(true);
    expect(all.some((p) => !('metadesc' in p))).toBe(true);
    expect(all.some((p) => /<script|onerror=/.test(String(p.details)))).toBe(true);
    expect(all.some((p) => String(p.image_url).endsWith('/no_image.png'))).toBe(true);
    const bxgy = all.find((p) => p.BXGY);
    expect(bxgy?.BXGY).toEqual({
      qtypurchase: expect.stringMatching(/^\d+$/),
      qtygte: expect.stringMatching(/^\d+$/),
    });
  });

  it('answers an unknown sub-path of products/ with the product list', async () => {
    const answer = await call(portal, '/api/v1/products/no-such-thing?limit=3');
    expect(answer.status).toBe(200);
    expect(answer.json.data).toHaveLength(3);
    expect(answer.json.total).toBe(500);
  });
});

describe('single products', () => {
  it('answers products/view/{id} bare for odd ids and wrapped in {data} for even ids', async () => {
    const odd = (await call(portal, '/api/v1/products/view/3')).json;
    const even = (await call(portal, '/api/v1/products/view/4')).json;
    expect(odd.id).toBe('3');
    expect(odd.data).toBeUndefined();
    expect(even.data.id).toBe('4');
    expect(odd.image).toEqual(expect.any(String));
  });

  it('finds a product by code, even with slashes and plus signs in it', async () => {
    const product =
      portal.catalogue.products.find((p) => /[/+=]/.test(p.code)) ?? portal.catalogue.products[0];
    const answer = await call(portal, `/api/v1/products/code/${encodeURIComponent(product!.code)}`);
    const body = answer.json.data ?? answer.json;
    expect(body.code).toBe(product!.code);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await call(portal, '/api/v1/products/view/999999')).status).toBe(404);
    expect((await call(portal, '/api/v1/products/code/NOPE-0000')).status).toBe(404);
  });
});

describe('home blocks', () => {
  it.each(['featured', 'latest', 'best-sellers', 'on-sale'])(
    'products/%s is a non-empty list',
    async (block) => {
      const { status, json } = await call(
        portal,
        `/api/v1/products/${block}?limit=10&include=brand`,
      );
      expect(status).toBe(200);
      expect(json.data.length).toBeGreaterThan(0);
      expect(typeof json.total).toBe('number');
    },
  );

  it('lists on sale only products whose promo price is below the price', async () => {
    const { json } = await call(portal, '/api/v1/products/on-sale?limit=1000');
    for (const p of json.data) {
      expect(p.promotion).toBe('1');
      expect(Number(p.promo_price)).toBeLessThan(Number(p.price));
      expect(Number(p.promo_price)).toBeGreaterThan(0);
    }
  });

  it('narrows latest by days', async () => {
    const wide = (await call(portal, '/api/v1/products/latest?limit=1000&days=365')).json.total;
    const narrow = (await call(portal, '/api/v1/products/latest?limit=1000')).json.total;
    expect(wide).toBeGreaterThan(narrow);
  });
});

describe('search', () => {
  it('matches whole words: "switch" finds Switch, "switches" only Switches', async () => {
    const single = (await call(portal, '/api/v1/products/search?q=switch&limit=1000')).json;
    const plural = (await call(portal, '/api/v1/products/search?q=switches&limit=1000')).json;
    expect(Object.keys(single)).toEqual(expect.arrayContaining(['query', 'results', 'total']));
    expect(single.total).toBeGreaterThan(plural.total);
    for (const p of single.results.products) expect(`${p.name} ${p.code}`).toMatch(/\bswitch\b/i);
    for (const p of plural.results.products) expect(p.name).toMatch(/\bswitches\b/i);
    expect(plural.results.categories.map((c: { name: string }) => c.name)).toContain(
      'Managed Switches',
    );
  });

  it('pages the products with limit and start, and answers 404 when nothing matches', async () => {
    const page = (await call(portal, '/api/v1/products/search?q=switch&limit=2&start=3')).json;
    expect(page.results.products).toHaveLength(2);
    expect((await call(portal, '/api/v1/products/search?q=zzzzqqq')).status).toBe(404);
  });

  it('suggests products by word prefix', async () => {
    const { json } = await call(portal, '/api/v1/products/suggestions?q=yeal&limit=10');
    expect(json.data.length).toBeGreaterThan(0);
    for (const p of json.data) expect(p.name).toMatch(/yealink/i);
  });
});

describe('categories', () => {
  it('returns all categories flat, ignoring limit, or as a tree', async () => {
    const flat = (await call(portal, '/api/v1/categories?limit=3')).json;
    expect(flat.data.length).toBe(portal.catalogue.categories.length);
    const tree = (await call(portal, '/api/v1/categories?tree=true')).json;
    expect(tree.data.length).toBe(portal.catalogue.topCategories.length);
    for (const top of tree.data) {
      expectStringScalars(top);
      expect(top.children.length).toBeGreaterThanOrEqual(2);
      for (const child of top.children) expect(child.parent_id).toBe(top.id);
    }
    expect(
      tree.data.filter((c: { showinhome: string }) => c.showinhome === '1').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('lists the products of a top-level category, narrowed by sub-category with parent_id', async () => {
    const top = portal.catalogue.topCategories[0]!;
    const sub = top.children[0]!;
    const all = (await call(portal, `/api/v1/products/category_products/${top.id}?limit=1000`))
      .json;
    expect(all.category.name).toBe(top.name);
    expect(
      all.products.every((p: { category_id: string }) => p.category_id === String(top.id)),
    ).toBe(true);
    const narrowed = (
      await call(
        portal,
        `/api/v1/products/category_products/${top.id}?limit=1000&parent_id=${sub.id}`,
      )
    ).json;
    expect(narrowed.total).toBeLessThan(all.total);
    expect(
      narrowed.products.every(
        (p: { subcategory_id: string }) => p.subcategory_id === String(sub.id),
      ),
    ).toBe(true);
    // The path must carry the top-level category.
    expect((await call(portal, `/api/v1/products/category_products/${sub.id}`)).status).toBe(404);
  });
});

describe('website', () => {
  it('has a 5-slot slider with absolute image URLs, one slot without an image, and links of every form', async () => {
    const { json } = await call(portal, '/api/v1/website/slider');
    expect(json.data).toHaveLength(5);
    expect(json.data.filter((s: { image: string }) => s.image === '')).toHaveLength(1);
    const links = json.data.map((s: { link: string }) => s.link);
    expect(links).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\//),
        expect.stringMatching(/^https:\/\//),
        expect.stringMatching(/^www\./),
      ]),
    );
  });

  it('lists brands with absolute logo URLs', async () => {
    const { json } = await call(portal, '/api/v1/website/brands');
    expect(json.data.length).toBeGreaterThan(10);
    for (const brand of json.data)
      expect(brand.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/assets\/uploads\/brand-/);
  });

  it('takes a contact message, answers {status:true, message} and records it', async () => {
    const body = {
      first_name: 'Aisha',
      last_name: 'Khan',
      email: 'aisha@example.ae',
      description: 'Quote for 10 x Yealink T54W',
    };
    const answer = await call(portal, '/api/v1/website/send_contact', { body });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: true, message: expect.any(String) });
    const bad = await call(portal, '/api/v1/website/send_contact', {
      body: { ...body, email: 'nope' },
    });
    expect(bad.status).toBe(400);
    const lines = (await readFile(portal.submissionsFile, 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ endpoint: 'website/send_contact', status: 200, body }),
      ]),
    );
  });
});

import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from './catalogue.ts';
import { renderImage } from './images.ts';
import { PatchError, type CatalogueEdit, type DemoPortal } from './server.ts';
import { call, startTestPortal } from './test-support.ts';

let portal: DemoPortal;

beforeAll(async () => {
  portal = await startTestPortal({ products: 200, seed: 5 });
});
afterEach(() => {
  portal.reset();
});
afterAll(async () => {
  await portal.close();
});

async function admin(method: 'POST' | 'DELETE', path: string, body?: unknown) {
  const res = await fetch(`${portal.origin}/__demo/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** A single product as the shop reads it: bare or in {data}. */
async function view(id: number) {
  const answer = await call(portal, `/api/v1/products/view/${id}`);
  return { status: answer.status, product: answer.json?.data ?? answer.json };
}

const ids = (rows: { id: string }[]) => rows.map((p) => Number(p.id));

async function allProducts(): Promise<{ id: string; name?: string; [key: string]: unknown }[]> {
  return (await call(portal, '/api/v1/products?limit=100000')).json.data;
}

/** An upload's status and size in pixels, whatever its format. */
async function upload(url: string): Promise<{ status: number; size: [number, number] }> {
  const res = await fetch(url);
  if (!res.ok) return { status: res.status, size: [0, 0] };
  const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return { status: res.status, size: [width, height] };
}

const sellable = (): DemoProduct[] => portal.catalogue.products.filter((p) => p.broken === null);
const sub = (name: string) => portal.catalogue.categories.find((c) => c.name === name)!;
const top = (name: string) => portal.catalogue.topCategories.find((c) => c.name === name)!;

describe('a product renamed', () => {
  it('has the new name everywhere, keeps its slug and its stored texts, and is found by the new name', async () => {
    const product = sellable().find((p) => typeof p.slug === 'string')!;
    const before = (await view(product.id)).product;
    const changed = await admin('POST', `products/${product.id}`, {
      name: '  Zephyrion Quantum Switch 9000 ',
    });
    expect(changed.status).toBe(200);
    expect(changed.json.name).toBe('Zephyrion Quantum Switch 9000');
    const after = (await view(product.id)).product;
    expect(after).toEqual({ ...before, name: 'Zephyrion Quantum Switch 9000' });
    expect(after.slug).toBe(before.slug);
    expect((await allProducts()).find((p) => p.id === String(product.id))?.name).toBe(
      'Zephyrion Quantum Switch 9000',
    );
    const found = (await call(portal, '/api/v1/products/search?q=zephyrion&limit=10')).json;
    expect(ids(found.results.products)).toEqual([product.id]);
    const suggested = (await call(portal, '/api/v1/products/suggestions?q=zephyr')).json;
    expect(ids(suggested.data)).toEqual([product.id]);
  });

  it('takes a name and a new price in one request, or neither when one is wrong', async () => {
    const product = sellable()[0]!;
    const both = await admin('POST', `products/${product.id}`, {
      name: 'Renamed Router',
      price: 99,
    });
    expect(both.json).toMatchObject({ name: 'Renamed Router', price: '99.0000' });
    const bad = await admin('POST', `products/${product.id}`, { name: 'Another Name', price: -1 });
    expect(bad).toEqual({
      status: 400,
      json: { status: false, error: 'price must be a positive amount in AED' },
    });
    expect((await view(product.id)).product.name).toBe('Renamed Router');
    expect((await admin('POST', `products/${product.id}`, { name: '   ' })).json.error).toBe(
      'name must be a non-empty string',
    );
    expect((await admin('POST', `products/${product.id}`, { nmae: 'x' })).json.error).toMatch(
      /^unknown field nmae \(expected id, price/,
    );
  });

  it('gives a record without a name its name', async () => {
    const nameless = portal.catalogue.products.find((p) => p.broken === 'name-absent')!;
    expect((await view(nameless.id)).product.name).toBeUndefined();
    portal.applyEdit({ kind: 'rename-product', id: nameless.id, name: 'Named At Last' });
    expect((await view(nameless.id)).product.name).toBe('Named At Last');
  });
});

describe('a product added', () => {
  it('gets the next id, and is listed, searchable, in its categories, the latest, with a picture the shop can download', async () => {
    const highest = Math.max(...portal.catalogue.products.map((p) => p.id));
    const managed = sub('Managed Switches');
    const cisco = portal.catalogue.brands.find((b) => b.name === 'Cisco')!;
    const body = {
      subcategory_id: managed.id,
      brand_id: cisco.id,
      name: 'Cisco Catalyst Wonderswitch 48',
      price: '1499.50',
      quantity: 7,
    };
    const added = await admin('POST', 'products', body);
    expect(added.status).toBe(201);
    const id = highest + 1;
    expect(added.json).toMatchObject({
      id: String(id),
      code: `NEW-${id}`,
      name: body.name,
      slug: 'cisco-catalyst-wonderswitch-48',
      price: '1499.5000',
      unit_price: '1499.5000',
      quantity: '7.0000',
      category_id: String(managed.parentId),
      subcategory_id: String(managed.id),
      brand: String(cisco.id),
      promo_price: null,
      featured: '0',
    });

    const list = (await call(portal, '/api/v1/products?limit=1000')).json;
    expect(list.total).toBe(portal.catalogue.products.length);
    expect(list.data.at(-1)).toEqual({ ...added.json, image: null });
    expect((await view(id)).product).toEqual(added.json);
    expect(
      ids((await call(portal, '/api/v1/products/search?q=wonderswitch')).json.results.products),
    ).toEqual([id]);
    const inCategory = (
      await call(
        portal,
        `/api/v1/products/category_products/${managed.parentId}?parent_id=${managed.id}&limit=1000`,
      )
    ).json;
    expect(ids(inCategory.products)).toContain(id);
    expect(ids((await call(portal, '/api/v1/products/latest?limit=1')).json.data)).toEqual([id]);

    expect(await upload(added.json.image_url)).toEqual({ status: 200, size: [800, 800] });
    expect(
      (await upload(`${portal.origin}/assets/uploads/thumbs/${added.json.image}`)).size,
    ).toEqual([200, 200]);
  });

  it('never reuses a deleted id, and refuses a taken code or a top-level category', async () => {
    const highest = Math.max(...portal.catalogue.products.map((p) => p.id));
    portal.applyEdit({ kind: 'delete-product', id: highest });
    const managed = sub('Managed Switches');
    const { id } = portal.applyEdit({
      kind: 'add-product',
      subcategory_id: managed.id,
      brand_id: 1,
      name: 'After The Highest',
      price: 10,
      quantity: null,
      code: 'AFTER-1',
    });
    expect(id).toBe(highest + 1);
    expect((await view(id)).product).toMatchObject({ code: 'AFTER-1', quantity: null });
    const taken = {
      kind: 'add-product',
      subcategory_id: managed.id,
      brand_id: 1,
      name: 'Twin',
      price: 10,
      quantity: 1,
      code: 'AFTER-1',
    } as const;
    expect(() => portal.applyEdit(taken)).toThrow(
      new PatchError(`code: AFTER-1 is product ${id}'s`),
    );
    expect(() =>
      portal.applyEdit({ ...taken, code: 'OTHER', subcategory_id: managed.parentId! }),
    ).toThrow(/^subcategory_id: \d+ is a top-level category/);
    const missing = await admin('POST', 'products', {
      subcategory_id: managed.id,
      brand_id: 1,
      name: 'No Price',
      quantity: 1,
    });
    expect(missing).toEqual({ status: 400, json: { status: false, error: 'price is required' } });
  });
});

describe('a product deleted', () => {
  it('is gone from every list and its single view is a 404', async () => {
    const product = portal.catalogue.products.find((p) => p.featured && p.broken === null)!;
    const search = () =>
      call(
        portal,
        `/api/v1/products/search?q=${encodeURIComponent(product.code)}&type=products&limit=1000`,
      );
    expect(ids((await search()).json.results.products)).toContain(product.id);
    expect((await admin('DELETE', `products/${product.id}`)).json).toEqual({ status: true });
    const single = await call(portal, `/api/v1/products/view/${product.id}`);
    expect(single.status).toBe(404);
    expect(single.json).toEqual({ message: 'Product could not be found.', status: false });
    expect(
      (await call(portal, `/api/v1/products/code/${encodeURIComponent(product.code)}`)).status,
    ).toBe(404);
    const all = await allProducts();
    expect(all).toHaveLength(199);
    expect(ids(all)).not.toContain(product.id);
    expect(
      ids((await call(portal, '/api/v1/products/featured?limit=1000')).json.data),
    ).not.toContain(product.id);
    const category = (
      await call(portal, `/api/v1/products/category_products/${product.categoryId}?limit=1000`)
    ).json;
    expect(ids(category.products)).not.toContain(product.id);
    const after = await search();
    expect(after.status === 404 || !ids(after.json.results.products).includes(product.id)).toBe(
      true,
    );
    const order = await call(portal, '/api/v1/orders/guest-checkout', {
      body: {
        name: 'A',
        email: 'a@example.ae',
        phone: '0501234567',
        billing_line1: 'x',
        billing_city: 'Dubai',
        billing_country: 'AE',
        items: [{ product_id: product.id, qty: 1 }],
      },
    });
    expect(order.json.message).toBe(`Product with ID ${product.id} was not found.`);
    expect((await admin('DELETE', `products/${product.id}`)).json.error).toBe(
      `id: no product with id ${product.id}`,
    );
  });

  it('leaves the shrink fault showing the first tenth of what is left, lists and single views alike', async () => {
    portal.applyEdit({ kind: 'delete-product', id: 2 });
    portal.setFaults({ mode: 'shrink' });
    const listed = ids(await allProducts());
    expect(listed).toEqual([1, ...Array.from({ length: 19 }, (_, i) => i + 3)]);
    expect((await view(21)).status).toBe(200);
    expect((await view(22)).status).toBe(404);
  });
});

describe('a category renamed or moved', () => {
  it('renamed: the tree, the flat list, its products answer and search show the new name; the slug stays', async () => {
    const managed = sub('Managed Switches');
    const answer = await admin('POST', `categories/${managed.id}`, { name: 'Stackable Switches' });
    expect(answer.json).toMatchObject({
      id: String(managed.id),
      name: 'Stackable Switches',
      slug: 'managed-switches',
    });
    const tree = (await call(portal, '/api/v1/categories?tree=true')).json.data;
    const parent = tree.find((c: { id: string }) => c.id === String(managed.parentId));
    expect(parent.children.map((c: { name: string }) => c.name)).toContain('Stackable Switches');
    expect(
      (await call(portal, '/api/v1/categories')).json.data.find(
        (c: { id: string }) => c.id === String(managed.id),
      ).name,
    ).toBe('Stackable Switches');
    const switches = top('Network Switches');
    await admin('POST', `categories/${switches.id}`, { name: 'Switching' });
    expect(
      (await call(portal, `/api/v1/products/category_products/${switches.id}?limit=1`)).json
        .category.name,
    ).toBe('Switching');
    const found = (await call(portal, '/api/v1/products/search?q=stackable&type=categories')).json
      .results.categories;
    expect(found.map((c: { id: string }) => Number(c.id))).toEqual([managed.id]);
    const product = (
      await call(
        portal,
        `/api/v1/products/category_products/${switches.id}?parent_id=${managed.id}&limit=1&include=category`,
      )
    ).json.products[0];
    expect(product.category.name).toBe('Switching');
  });

  it('moved: the sub-category is under its new parent in the tree, and its products follow it', async () => {
    const pbx = sub('IP PBX');
    const oldParent = pbx.parentId!;
    const firewalls = top('Firewalls');
    const moving = portal.catalogue.products
      .filter((p) => p.subcategoryId === pbx.id)
      .map((p) => p.id);
    expect(moving.length).toBeGreaterThan(0);
    const before = await Promise.all(moving.map(async (id) => (await view(id)).product));

    const answer = await admin('POST', `categories/${pbx.id}`, { parent_id: firewalls.id });
    expect(answer.json).toMatchObject({ id: String(pbx.id), parent_id: String(firewalls.id) });
    const tree = (await call(portal, '/api/v1/categories?tree=true')).json.data;
    const childrenOf = (id: number) =>
      tree
        .find((c: { id: string }) => c.id === String(id))
        .children.map((c: { id: string }) => Number(c.id));
    expect(childrenOf(firewalls.id)).toContain(pbx.id);
    expect(childrenOf(firewalls.id)).toEqual(
      [...childrenOf(firewalls.id)].sort((a: number, b: number) => a - b),
    );
    expect(childrenOf(oldParent)).not.toContain(pbx.id);

    const narrowed = (
      await call(
        portal,
        `/api/v1/products/category_products/${firewalls.id}?parent_id=${pbx.id}&limit=1000`,
      )
    ).json;
    expect(ids(narrowed.products)).toEqual(moving);
    const wholeTop = ids(
      (await call(portal, `/api/v1/products/category_products/${firewalls.id}?limit=1000`)).json
        .products,
    );
    expect(wholeTop).toEqual([...wholeTop].sort((a, b) => a - b));
    const oldTop = ids(
      (await call(portal, `/api/v1/products/category_products/${oldParent}?limit=1000`)).json
        .products,
    );
    expect(oldTop.filter((id) => moving.includes(id))).toEqual([]);
    // Only the category changes: the descriptions and the Arabic name were stored with the product.
    for (const [index, id] of moving.entries())
      expect((await view(id)).product).toEqual({
        ...before[index],
        category_id: String(firewalls.id),
      });

    expect(
      (await admin('POST', `categories/${firewalls.id}`, { parent_id: oldParent })).json.error,
    ).toMatch(/^id: \d+ is a top-level category/);
    expect(
      (await admin('POST', `categories/${pbx.id}`, { parent_id: sub('Laptops').id })).json.error,
    ).toMatch(/^parent_id: \d+ is a sub-category/);
    expect((await admin('POST', `categories/${pbx.id}`, {})).json.error).toBe(
      'a category takes name and/or parent_id',
    );
  });
});

describe('the slider', () => {
  it('edits, removes and adds slides; a new picture is one the shop can download', async () => {
    const edited = await admin('POST', 'slides/2', {
      caption: 'Eid offers on every IP phone',
      link: '/category/ip-phones',
      image: 'slide-eid.png',
    });
    expect(edited.json).toEqual({
      image: `${portal.origin}/assets/uploads/slide-eid.png`,
      link: '/category/ip-phones',
      caption: 'Eid offers on every IP phone',
    });
    expect((await call(portal, '/api/v1/website/slider')).json.data[1]).toEqual(edited.json);
    expect(await upload(edited.json.image)).toEqual({ status: 200, size: [1600, 500] });

    const full = await admin('POST', 'slides', { caption: 'Sixth', link: '/', image: null });
    expect(full.json.error).toBe("the slider's 5 slots are taken: remove a slide first");
    expect((await admin('DELETE', 'slides/1')).json).toEqual({ status: true });
    let slider = (await call(portal, '/api/v1/website/slider')).json;
    expect(slider.total).toBe(4);
    expect(slider.data[0]).toEqual(edited.json);
    const added = await admin('POST', 'slides', {
      caption: 'Back to school laptops',
      link: 'https://example.ae/laptops',
      image: 'slide-1.png',
    });
    expect(added.status).toBe(201);
    slider = (await call(portal, '/api/v1/website/slider')).json;
    expect(slider.data.at(-1)).toEqual({
      image: `${portal.origin}/assets/uploads/slide-1.png`,
      link: 'https://example.ae/laptops',
      caption: 'Back to school laptops',
    });
    expect((await admin('POST', 'slides/9', { caption: 'x' })).json.error).toBe(
      'position must be 1 to 5 (the slides there are)',
    );
    expect((await admin('POST', 'slides/1', { image: '../etc/passwd' })).json.error).toMatch(
      /^image must be a \.jpg or \.png file name/,
    );
  });

  it('draws a new picture for the slot it is in, also when its name comes back after reset', async () => {
    const bytes = async () =>
      Buffer.from(
        await (await fetch(`${portal.origin}/assets/uploads/slide-again.png`)).arrayBuffer(),
      );
    portal.applyEdit({ kind: 'edit-slide', position: 1, image: 'slide-again.png' });
    const first = await bytes();
    portal.reset();
    portal.applyEdit({ kind: 'edit-slide', position: 2, image: 'slide-again.png' });
    const second = await bytes();
    expect(second.equals(first)).toBe(false);
    expect(
      second.equals(
        await renderImage(
          portal.catalogue.images.get('slide-again.png')!,
          'slide-again.png',
          false,
        ),
      ),
    ).toBe(true);
  });
});

describe('the brands', () => {
  it('renamed: website/brands, product expansions and search show the new name; the slug stays', async () => {
    const cisco = portal.catalogue.brands.find((b) => b.name === 'Cisco')!;
    const product = portal.catalogue.products.find(
      (p) => p.brandId === cisco.id && p.broken === null,
    )!;
    const before = (await view(product.id)).product;
    const answer = await admin('POST', `brands/${cisco.id}`, { name: 'Cisco Systems Meraki' });
    expect(answer.json).toMatchObject({
      id: String(cisco.id),
      name: 'Cisco Systems Meraki',
      slug: 'cisco',
    });
    expect(
      (await call(portal, '/api/v1/website/brands')).json.data.find(
        (b: { id: string }) => b.id === String(cisco.id),
      ).name,
    ).toBe('Cisco Systems Meraki');
    const expanded = (await call(portal, `/api/v1/products/view/${product.id}?include=brand`)).json;
    expect((expanded.data ?? expanded).brand).toMatchObject({
      name: 'Cisco Systems Meraki',
      slug: 'cisco',
    });
    expect((await view(product.id)).product).toEqual(before);
    const search = (await call(portal, '/api/v1/products/search?q=meraki&limit=1000')).json;
    expect(ids(search.results.products)).toContain(product.id);
    expect(search.results.brands.map((b: { name: string }) => b.name)).toEqual([
      'Cisco Systems Meraki',
    ]);
  });

  it('added: listed with its logo, and products can be added in it', async () => {
    const highest = Math.max(...portal.catalogue.brands.map((b) => b.id));
    const answer = await admin('POST', 'brands', { name: 'Grandstream Networks' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({
      id: String(highest + 1),
      code: 'GRANDSTREAMNETWORKS',
      name: 'Grandstream Networks',
      slug: 'grandstream-networks',
      image: `${portal.origin}/assets/uploads/brand-grandstream-networks.png`,
    });
    expect((await call(portal, '/api/v1/website/brands')).json.data.at(-1)).toEqual(answer.json);
    expect(await upload(answer.json.image)).toEqual({ status: 200, size: [240, 120] });
    const { id } = portal.applyEdit({ kind: 'add-brand', name: 'No Logo Co', logo: false });
    expect(
      (await call(portal, '/api/v1/website/brands')).json.data.map((b: { id: string }) =>
        Number(b.id),
      ),
    ).not.toContain(id);
    const phone = portal.applyEdit({
      kind: 'add-product',
      subcategory_id: sub('IP Phones').id,
      brand_id: highest + 1,
      name: 'Grandstream GXP2170',
      price: 560,
      quantity: 3,
    });
    const expanded = (await call(portal, `/api/v1/products/view/${phone.id}?include=brand`)).json;
    expect((expanded.data ?? expanded).brand).toMatchObject({ name: 'Grandstream Networks' });
  });
});

describe('the home blocks', () => {
  it('show exactly the featured products, best sellers (best first, in any window) and home categories set', async () => {
    const [a, b, c] = sellable()
      .slice(-3)
      .map((p) => p.id) as [number, number, number];
    const laptops = sub('Laptops');
    expect(
      (
        await admin('POST', 'home', {
          featured: [c, a],
          best_sellers: [b, c, a],
          categories: [laptops.id],
        })
      ).json,
    ).toEqual({ status: true });
    expect(ids((await call(portal, '/api/v1/products/featured?limit=100')).json.data)).toEqual([
      a,
      c,
    ]);
    for (const days of [1, 90, 365])
      expect(
        ids((await call(portal, `/api/v1/products/best-sellers?days=${days}&limit=100`)).json.data),
      ).toEqual([b, c, a]);
    const flat = (await call(portal, '/api/v1/categories')).json.data;
    expect(
      flat
        .filter((x: { showinhome: string }) => x.showinhome === '1')
        .map((x: { id: string }) => Number(x.id)),
    ).toEqual([laptops.id]);
    portal.applyEdit({ kind: 'delete-product', id: b });
    expect(ids((await call(portal, '/api/v1/products/best-sellers?limit=100')).json.data)).toEqual([
      c,
      a,
    ]);
    portal.applyEdit({ kind: 'home', featured: [] });
    expect((await call(portal, '/api/v1/products/featured')).status).toBe(404);
    expect((await admin('POST', 'home', { featured: [a, a] })).json.error).toBe(
      `featured lists ${a} twice`,
    );
    expect((await admin('POST', 'home', { best_sellers: [999999] })).json.error).toBe(
      'best_sellers: no product with id 999999',
    );
    expect((await admin('POST', 'home', {})).json.error).toBe(
      'home takes featured, best_sellers and/or categories',
    );
  });
});

/** Everything the shop reads, with edits to show in most of it; the portal's address left out. */
async function everything(target: DemoPortal): Promise<string> {
  const paths = [
    '/api/v1/products?limit=100000&include=brand,category,photos',
    '/api/v1/categories?tree=true&include_products=true',
    '/api/v1/categories',
    '/api/v1/website/slider',
    '/api/v1/website/brands',
    '/api/v1/products/featured?limit=1000',
    '/api/v1/products/latest?limit=1000',
    '/api/v1/products/best-sellers?limit=1000',
    '/api/v1/products/on-sale?limit=1000',
    '/api/v1/products/search?q=cisco&limit=1000',
    '/api/v1/products/search?q=switches&limit=1000',
    ...[1, 2, 3, 4, 5, 6, 7].map((id) => `/api/v1/products/category_products/${id}?limit=1000`),
    ...target.catalogue.products.slice(0, 20).map((p) => `/api/v1/products/view/${p.id}`),
    '/api/v1/products/view/201',
    '/api/v1/products/view/202',
  ];
  const answers = await Promise.all(
    paths.map(async (path) => {
      const { status, text } = await call(target, path);
      return `${path}\n${status} ${text}`;
    }),
  );
  return answers.join('\n').replaceAll(target.origin, 'ORIGIN');
}

function script(catalogue: DemoPortal['catalogue']): CatalogueEdit[] {
  const cat = (name: string) => catalogue.categories.find((c) => c.name === name)!.id;
  return [
    { kind: 'price', id: 3, price: 1234.5, promo_price: 999, quantity: 0 },
    { kind: 'rename-product', id: 4, name: 'Renamed Product Four' },
    { kind: 'rename-brand', id: 1, name: 'Renamed Brand' },
    { kind: 'add-brand', name: 'New Brand' },
    {
      kind: 'add-product',
      subcategory_id: cat('Laptops'),
      brand_id: 1,
      name: 'Brand New Laptop',
      price: 3999,
      quantity: 5,
      featured: true,
    },
    { kind: 'delete-product', id: 5 },
    { kind: 'rename-category', id: cat('Managed Switches'), name: 'Renamed Category' },
    { kind: 'move-category', id: cat('IP PBX'), parent_id: cat('Firewalls') },
    { kind: 'move-category', id: cat('Laptops'), parent_id: cat('Network Switches') },
    { kind: 'edit-slide', position: 4, caption: 'New caption', image: 'slide-new.png' },
    { kind: 'remove-slide', position: 1 },
    { kind: 'add-slide', caption: 'Added', link: '/new', image: 'slide-added.png' },
    {
      kind: 'add-product',
      subcategory_id: cat('Smartphones'),
      brand_id: 2,
      name: 'Second New Phone',
      price: 899,
      quantity: 0,
    },
    {
      kind: 'home',
      featured: [1, 2, 201],
      best_sellers: [202, 7, 1],
      categories: [cat('Laptops')],
    },
  ];
}

describe('reset and determinism', () => {
  it('reset undoes every kind of edit, and the same edits give the same answers, byte for byte', async () => {
    const generated = await everything(portal);
    const pictures = portal.catalogue.images.size;
    for (const edit of script(portal.catalogue)) portal.applyEdit(edit);
    const edited = await everything(portal);
    expect(edited).not.toBe(generated);
    for (const text of [
      'Renamed Product Four',
      'Renamed Brand',
      'New Brand',
      'Brand New Laptop',
      'Renamed Category',
      'slide-added.png',
      'Second New Phone',
    ])
      expect(edited).toContain(text);

    expect((await admin('POST', 'reset', {})).status).toBe(200);
    expect(await everything(portal)).toBe(generated);
    expect(portal.catalogue.images.size).toBe(pictures);
    expect((await upload(`${portal.origin}/assets/uploads/slide-new.png`)).status).toBe(404);

    for (const edit of script(portal.catalogue)) portal.applyEdit(edit);
    expect(await everything(portal)).toBe(edited);

    const twin = await startTestPortal({ products: 200, seed: 5 });
    try {
      for (const edit of script(twin.catalogue)) twin.applyEdit(edit);
      expect(await everything(twin)).toBe(edited);
    } finally {
      await twin.close();
    }
  });

  it('refuses an unknown kind of edit, naming the kinds', () => {
    expect(() => portal.applyEdit({ kind: 'paint' } as unknown as CatalogueEdit)).toThrow(
      /^kind must be one of price, rename-product, add-product/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  fetchAllProducts,
  fetchHomeBlock,
  fetchLiveOffer,
  fetchLiveOffers,
  fetchProduct,
  placeGuestOrder,
  sendContact,
} from './api';
import { createPortalClient } from './client';
import { portalFailure } from './test-support-failure';
import { fakeFetch, wireProduct, type FakeAnswer, type FakeRequest } from './fake-fetch';
import orderResponse from './fixtures/order-response.json';

const clientWith = (answer: (request: FakeRequest) => FakeAnswer) => {
  const fake = fakeFetch(answer);
  const client = createPortalClient({
    baseUrl: 'http://portal.test',
    apiKey: 'k',
    fetch: fake.fetch,
    sleep: async () => {},
  });
  return { client, requests: fake.requests };
};

/** A portal holding products 1..total, paging the way PORTAL.md says (1-based start). */
const pagingPortal =
  (total: number, { ignoreStart = false } = {}) =>
  (request: FakeRequest): FakeAnswer => {
    const limit = Number(request.query.get('limit') ?? 10);
    const start = ignoreStart ? 1 : Math.max(1, Number(request.query.get('start') ?? 1));
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice(start - 1, start - 1 + limit);
    if (ids.length === 0)
      return { status: 404, body: { message: 'No products were found.', status: false } };
    return {
      body: {
        data: ids.map((id) => wireProduct(id)),
        total,
        limit: String(limit),
        start: String(start),
      },
    };
  };

describe('fetchAllProducts', () => {
  it('walks the 1-based start offset until total', async () => {
    const { client, requests } = clientWith(pagingPortal(5));
    const progress: string[] = [];
    const { records, total } = await fetchAllProducts(client, {
      pageSize: 2,
      onPage: (p) => progress.push(`${p.fetched}/${p.total}`),
    });
    expect(requests.map((r) => `${r.path}?${r.query.toString()}`)).toEqual([
      'products?limit=2&start=1&include=brand%2Ccategory%2Cphotos',
      'products?limit=2&start=3&include=brand%2Ccategory%2Cphotos',
      'products?limit=2&start=5&include=brand%2Ccategory%2Cphotos',
    ]);
    expect(total).toBe(5);
    expect(records.map((r) => (r as { id: string }).id)).toEqual(['1', '2', '3', '4', '5']);
    expect(progress).toEqual(['2/5', '4/5', '5/5']);
  });

  it('fails when a page repeats rows (a portal ignoring start)', async () => {
    const { client } = clientWith(pagingPortal(5, { ignoreStart: true }));
    const error = await portalFailure(fetchAllProducts(client, { pageSize: 2 }));
    expect(error.kind).toBe('shape');
    expect(error.message).toBe(
      'GET products: inconsistent paging: start=3 repeats ids already read (1, 2): does the portal ignore start?',
    );
  });

  it('fails when a page is short or the total moves', async () => {
    const short = clientWith((request) =>
      request.query.get('start') === '1'
        ? pagingPortal(5)(request)
        : { body: { data: [wireProduct(3)], total: 5 } },
    );
    expect((await portalFailure(fetchAllProducts(short.client, { pageSize: 2 }))).message).toBe(
      'GET products: inconsistent paging: start=3 returned 1 rows, expected 2 of 5',
    );
    const moving = clientWith((request) =>
      request.query.get('start') === '1' ? pagingPortal(5)(request) : pagingPortal(6)(request),
    );
    expect((await portalFailure(fetchAllProducts(moving.client, { pageSize: 2 }))).message).toMatch(
      /^GET products: inconsistent paging: total changed from 5 to 6 at start=[35]$/,
    );
  });

  it('reads an empty catalogue (404) as no rows', async () => {
    const { client } = clientWith(pagingPortal(0));
    await expect(fetchAllProducts(client)).resolves.toEqual({ records: [], total: 0 });
  });

  it('takes everything at once from a portal that ignores limit', async () => {
    const { client, requests } = clientWith(() => ({
      body: { data: [1, 2, 3].map((id) => wireProduct(id)), total: 3 },
    }));
    expect((await fetchAllProducts(client, { pageSize: 2 })).records).toHaveLength(3);
    expect(requests).toHaveLength(1);
  });
});

describe('fetchHomeBlock', () => {
  it('asks for the block with its window and returns ids in order', async () => {
    const { client, requests } = clientWith(() => ({
      body: { data: [wireProduct(9), wireProduct(4), wireProduct(9), { name: 'no id' }], total: 3 },
    }));
    await expect(fetchHomeBlock(client, 'best-sellers')).resolves.toEqual([9, 4]);
    expect(`${requests[0]?.path}?${requests[0]?.query.toString()}`).toBe(
      'products/best-sellers?limit=10&start=1&days=90',
    );
  });

  it('reads a 404 as an empty block', async () => {
    const { client } = clientWith(() => ({
      status: 404,
      body: { message: 'No products were found.', status: false },
    }));
    await expect(fetchHomeBlock(client, 'on-sale', 5)).resolves.toEqual([]);
  });
});

describe('fetchProduct', () => {
  it('accepts the bare product and the {data} wrapper', async () => {
    const { client } = clientWith((request) =>
      request.path === 'products/view/2'
        ? { body: { data: wireProduct(2, { slug: 'two' }) } }
        : { body: wireProduct(3, { promo_price: '8.0000', quantity: '4.0000' }) },
    );
    expect(await fetchProduct(client, 2)).toMatchObject({
      id: 2,
      slug: 'two',
      price: 1000,
      vatPercent: 5,
    });
    expect(await fetchLiveOffer(client, 3, { today: new Date('2025-03-10') })).toEqual({
      id: 3,
      price: 1000,
      salePrice: 800,
      quantity: 4,
      vatPercent: 5,
    });
  });

  it('answers null for a 404 and for a product that cannot be sold', async () => {
    const { client } = clientWith((request) =>
      request.path === 'products/view/5'
        ? { status: 404, body: { message: 'Product could not be found.', status: false } }
        : { body: wireProduct(6, { price: '0', unit_price: null }) },
    );
    await expect(fetchProduct(client, 5)).resolves.toBeNull();
    await expect(fetchProduct(client, 6)).resolves.toBeNull();
  });

  it('refuses a list or another product in place of the one asked for', async () => {
    const list = clientWith(() => ({ body: { data: [wireProduct(1)], total: 1 } }));
    expect((await portalFailure(fetchProduct(list.client, 1))).message).toBe(
      'GET products/view/1: bad shape: (root): expected a product object or {data: product}',
    );
    const other = clientWith(() => ({ body: wireProduct(8) }));
    expect((await portalFailure(fetchProduct(other.client, 7))).message).toBe(
      'GET products/view/7: bad shape: asked for product 7, got 8',
    );
  });
});

describe('fetchLiveOffer', () => {
  const notFound = { status: 404, body: { message: 'Product could not be found.', status: false } };

  it('is null only when the portal says the product is gone or cannot be sold, and says why', async () => {
    const { client } = clientWith((request) =>
      request.path === 'products/view/5'
        ? notFound
        : { body: wireProduct(6, { price: '0', unit_price: null }) },
    );
    const warnings: string[] = [];
    await expect(
      fetchLiveOffer(client, 5, { onWarning: (line) => warnings.push(line) }),
    ).resolves.toBeNull();
    await expect(
      fetchLiveOffer(client, 6, { onWarning: (line) => warnings.push(line) }),
    ).resolves.toBeNull();
    expect(warnings).toEqual(['product 6 cannot be sold: no price above 0']);
  });

  it('throws, never answers null, when the portal fails or answers something else', async () => {
    const down = clientWith(() => ({ status: 500 }));
    expect(await portalFailure(fetchLiveOffer(down.client, 1))).toMatchObject({
      kind: 'http',
      status: 500,
      attempts: 3,
    });
    const other = clientWith(() => ({ body: { data: wireProduct(8) } }));
    const wrongId = await portalFailure(fetchLiveOffer(other.client, 7));
    expect(wrongId).toMatchObject({
      kind: 'shape',
      message: 'GET products/view/7: bad shape: asked for product 7, got 8',
    });
    const list = clientWith(() => ({ body: { data: [wireProduct(7)], total: 1 } }));
    expect((await portalFailure(fetchLiveOffer(list.client, 7))).kind).toBe('shape');
    const html = clientWith(() => ({ body: '<html>A Database Error Occurred</html>' }));
    expect((await portalFailure(fetchLiveOffer(html.client, 7))).kind).toBe('shape');
  });

  it('keeps a product with odd fields and tells each one', async () => {
    const { client } = clientWith(() => ({
      body: wireProduct(9, {
        details: { html: '<p>x</p>' },
        tax_rate: { rate: '5', type: 'fixed' },
      }),
    }));
    const warnings: string[] = [];
    await expect(
      fetchLiveOffer(client, 9, { onWarning: (line) => warnings.push(line) }),
    ).resolves.toEqual({
      id: 9,
      price: 1000,
      salePrice: null,
      quantity: null,
      vatPercent: 5,
    });
    expect(warnings).toEqual([
      'product 9: details: expected text, got an object; ignored',
      'product 9: tax_rate: a fixed-amount tax-rate row; 5% assumed',
    ]);
  });
});

describe('fetchLiveOffers', () => {
  it('reads each id once, fresh, and sorts them into offers, unavailable and failed without throwing', async () => {
    const { client, requests } = clientWith((request) => {
      switch (request.path) {
        case 'products/view/2':
          return { status: 404, body: { message: 'Product could not be found.', status: false } };
        case 'products/view/3':
          return { status: 500 };
        case 'products/view/4':
          return { body: wireProduct(4, { name: '' }) };
        default:
          return {
            body: wireProduct(Number(request.path.split('/').pop()), { quantity: '2.0000' }),
          };
      }
    });
    const warnings: string[] = [];
    const answer = await fetchLiveOffers(client, [1, 2, 3, 2, 4, 5], {
      onWarning: (line) => warnings.push(line),
    });
    expect(answer).toEqual({
      offers: [
        { id: 1, price: 1000, salePrice: null, quantity: 2, vatPercent: 5 },
        { id: 5, price: 1000, salePrice: null, quantity: 2, vatPercent: 5 },
      ],
      unavailable: [2, 4],
      failed: [3],
    });
    expect(warnings).toEqual([
      'product 4 cannot be sold: no name',
      'product 3: live offer not read: GET products/view/3: HTTP 500 (empty body) (after 3 attempts)',
    ]);
    expect(requests.filter((r) => r.path === 'products/view/2')).toHaveLength(1);
    await fetchLiveOffers(client, [1]);
    expect(requests.filter((r) => r.path === 'products/view/1')).toHaveLength(2);
  });

  it('asks in the lane it is given: an order check goes before waiting lookups', async () => {
    const fake = fakeFetch(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { body: wireProduct(Number(request.path.split('/').pop())) };
    });
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: fake.fetch,
      maxConcurrency: 1,
    });
    const lookups = [1, 2, 3].map((id) => fetchLiveOffer(client, id));
    const check = fetchLiveOffers(client, [7, 8], { lane: 'checkout' });
    await Promise.all([...lookups, check]);
    expect(fake.requests.map((r) => r.path)).toEqual([
      'products/view/1',
      'products/view/7',
      'products/view/8',
      'products/view/2',
      'products/view/3',
    ]);
  });
});

describe('fetchLiveOffers, a few at a time', () => {
  it('keeps at most 3 reads of one order in flight, whatever the client allows', async () => {
    let inFlight = 0;
    let most = 0;
    const fake = fakeFetch(async (request) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { body: wireProduct(Number(request.path.split('/').pop())) };
    });
    const client = createPortalClient({
      baseUrl: 'http://portal.test',
      apiKey: 'k',
      fetch: fake.fetch,
      maxConcurrency: 10,
    });
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    expect((await fetchLiveOffers(client, ids, { lane: 'checkout' })).offers).toHaveLength(20);
    expect(most).toBe(3);
  });
});

describe('writes', () => {
  it('places a guest order once and maps the answer', async () => {
    const { client, requests } = clientWith(() => ({ status: 500 }));
    await expect(placeGuestOrder(client, {} as never)).rejects.toThrow(
      'POST orders/guest-checkout: HTTP 500 (empty body)',
    );
    expect(requests).toHaveLength(1);

    const ok = clientWith(() => ({ body: orderResponse }));
    const order = await placeGuestOrder(ok.client, {} as never);
    expect(order).toMatchObject({
      orderId: '1201',
      referenceNo: 'SALE2025/03/0001',
      totals: { grandTotal: 210000 },
    });
  });

  it('sends a contact message and takes an empty 2xx as success', async () => {
    const { client, requests } = clientWith(() => ({ status: 201 }));
    await expect(
      sendContact(client, { first_name: 'A', last_name: 'B', email: 'a@b.ae', description: 'Hi' }),
    ).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST website/send_contact']);
  });
});

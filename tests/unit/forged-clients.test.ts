/**
 * A client that writes its own X-Forwarded-For, a new address on every request, is still one
 * client to the limits of orders, tracking and the newsletter: whether the shop trusts no proxy,
 * counts the proxies in front of it, or knows them by address. Shoppers behind the same proxies
 * are still told apart.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutForm } from '../../src/domain/fixtures/checkout-form';
import { sampleOrder } from '../fixtures/order';
import { captureLog } from './log-capture';
import { callRoute } from './route-call';

const offer = (id: number, price: number, quantity: number) => ({
  id,
  price,
  salePrice: null,
  quantity,
  vatPercent: 5,
});
const fetchLiveOffers = vi.fn(async () => ({
  offers: [offer(104, 129_900, 500)],
  unavailable: [],
  failed: [],
}));
const placeGuestOrder = vi.fn(async () => sampleOrder);
const fetchRecentSales = vi.fn(async () => []);
const fetchSaleByReference = vi.fn();
const sendContact = vi.fn(async () => undefined);
// The portal's product list, as the shop's copy of the offers reads it before an order's lines are
// read.
const fetchAllProducts = vi.fn(async () => ({
  records: [{ id: '104', name: 'Yealink T54W', unit_price: '1299.00', quantity: '500' }],
  total: 1,
}));
vi.mock('../../src/portal/api', () => ({
  fetchLiveOffers,
  placeGuestOrder,
  fetchRecentSales,
  fetchSaleByReference,
  sendContact,
  fetchAllProducts,
}));
vi.mock('../../src/server/portal', () => ({
  serverPortal: () => ({}),
  serverPortalBudget: () => ({ caps: { checkout: 500, other: 400 } }),
}));

const SHOP = 'http://shop.test';
vi.stubEnv('SITE_URL', SHOP);

const BALANCER = '10.0.0.2';
const CDN = '173.245.48.5';
const SHOPPER = '198.51.100.7';
const NEXT_SHOPPER = '198.51.100.8';

interface Setup {
  name: string;
  trustProxy: string | undefined;
  /**
   * The socket address and X-Forwarded-For the shop gets when `shopper` sends `forged` as its own
   * header.
   */
  arrives(shopper: string, forged: string): { socket: string; header: string };
}

const setups: Setup[] = [
  {
    name: 'trusting no proxy, a client sending a forged header alone',
    trustProxy: undefined,
    arrives: (shopper, forged) => ({ socket: shopper, header: forged }),
  },
  {
    name: 'TRUST_PROXY=2, the CDN appending the client and the balancer the CDN',
    trustProxy: '2',
    arrives: (shopper, forged) => ({ socket: BALANCER, header: `${forged}, ${shopper}, ${CDN}` }),
  },
  {
    name: "TRUST_PROXY=the balancer's and the CDN's ranges",
    trustProxy: '10.0.0.0/8,173.245.48.0/20',
    arrives: (shopper, forged) => ({ socket: BALANCER, header: `${forged}, ${shopper}, ${CDN}` }),
  },
  {
    name: 'TRUST_PROXY=true (one proxy), the CDN appending the client',
    trustProxy: 'true',
    arrives: (shopper, forged) => ({ socket: CDN, header: `${forged}, ${shopper}` }),
  },
];

let intent = 0;
const routes = [
  {
    name: 'orders',
    path: '/api/orders',
    limit: 10,
    answered: 200,
    body: () => ({
      ...checkoutForm,
      items: [{ product_id: 104, qty: 1 }],
      expected_total: 129_900,
    }),
  },
  {
    name: 'track-order',
    path: '/api/track-order',
    limit: 20,
    answered: 404,
    body: () => ({ reference: 'SALE2026/11/0042', email: 'aisha@example.ae' }),
  },
  {
    name: 'subscribe',
    path: '/api/subscribe',
    limit: 5,
    answered: 200,
    body: () => ({ email: 'sara@example.ae' }),
  },
] as const;

type Route = { POST: Parameters<typeof callRoute>[0] };

async function loadRoutes(
  trustProxy: string | undefined,
): Promise<Record<(typeof routes)[number]['name'], Route>> {
  // Settings and throttle counts are read once per process: a fresh one for each set-up.
  vi.stubEnv('TRUST_PROXY', trustProxy);
  vi.resetModules();
  captureLog([(await import('../../src/server/log')).logTo]);
  return {
    orders: await import('../../src/pages/api/orders'),
    'track-order': await import('../../src/pages/api/track-order'),
    subscribe: await import('../../src/pages/api/subscribe'),
  };
}

function send(
  route: Route,
  path: string,
  body: unknown,
  { socket, header }: { socket: string; header: string },
) {
  return callRoute(route.POST, {
    method: 'POST',
    url: `${SHOP}${path}`,
    headers: {
      Origin: SHOP,
      'Content-Type': 'application/json',
      'Idempotency-Key': `forged-${++intent}`,
      'X-Forwarded-For': header,
    },
    body: JSON.stringify(body),
    clientAddress: socket,
  });
}

describe.each(setups)('$name', ({ trustProxy, arrives }) => {
  let loaded: Awaited<ReturnType<typeof loadRoutes>>;
  beforeEach(async () => {
    loaded = await loadRoutes(trustProxy);
  });

  it.each(routes)(
    '$name: the client is stopped at its limit however it rotates its entry; the next shopper is not',
    async ({ name, path, limit, answered, body }) => {
      const statuses: number[] = [];
      for (let i = 1; i <= limit + 1; i++)
        statuses.push(
          (await send(loaded[name], path, body(), arrives(SHOPPER, `203.0.113.${i}`))).status,
        );
      expect(statuses).toEqual([...Array<number>(limit).fill(answered), 429]);
      expect(
        (await send(loaded[name], path, body(), arrives(NEXT_SHOPPER, '203.0.113.1'))).status,
      ).toBe(answered);
    },
  );
});

describe('an IPv6 shopper', () => {
  it('is one client to the order limit whichever address of its /64 it sends from', async () => {
    const { orders } = await loadRoutes('1');
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push(
        (
          await send(orders, '/api/orders', routes[0].body(), {
            socket: CDN,
            header: `2001:db8:77:1::${i.toString(16)}`,
          })
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    expect(
      (
        await send(orders, '/api/orders', routes[0].body(), {
          socket: CDN,
          header: '2001:db8:77:2::1',
        })
      ).status,
    ).toBe(200);
  });
});

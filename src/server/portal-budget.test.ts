import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BudgetedCall } from '../portal/client';
import { PortalError } from '../portal/errors';
import { captureLog, type LogLine } from '../../tests/unit/log-capture';
import { logTo } from './log';
import { createMemoryStore } from './memory-store';
import { createPortalBudget } from './portal-budget';
import { routeMetricsRegistry } from './metrics';
import { StoreUnavailableError, type RouteStore } from './route-store';

const HOUR = 3_600_000;
const call = (route: string, lane: BudgetedCall['lane'] = 'browse'): BudgetedCall => ({
  route,
  endpoint: `GET ${route}/7`,
  lane,
});

/** How many of `n` calls the budget let through. */
async function admitted(
  admit: (c: BudgetedCall) => Promise<void>,
  c: BudgetedCall,
  n: number,
): Promise<number> {
  let through = 0;
  for (let i = 0; i < n; i++) {
    try {
      await admit(c);
      through++;
    } catch (error) {
      expect(error).toBeInstanceOf(PortalError);
      expect(error).toMatchObject({ kind: 'spent', delivery: 'not-sent' });
    }
  }
  return through;
}

describe('the portal’s hourly limit, kept by the shop', () => {
  let logged: LogLine[];
  beforeEach(() => {
    logged = captureLog([logTo]);
  });
  afterEach(() => vi.useRealTimers());

  it('lets browsing spend the hour less the orders’ fifth, and orders the whole of it', async () => {
    const budget = createPortalBudget({
      store: createMemoryStore(),
      hourlyLimit: 500,
      hourMs: HOUR,
    });
    expect(budget.caps).toEqual({ checkout: 500, other: 400 });
    expect(await admitted(budget.admit, call('sales'), 450)).toBe(400);
    expect(await admitted(budget.admit, call('sales', 'checkout'), 150)).toBe(100);
  });

  it('counts each route on its own, ids left out by the caller', async () => {
    const budget = createPortalBudget({
      store: createMemoryStore(),
      hourlyLimit: 10,
      hourMs: HOUR,
    });
    expect(await admitted(budget.admit, call('products/view', 'checkout'), 12)).toBe(10);
    expect(await admitted(budget.admit, call('orders/guest-checkout', 'checkout'), 1)).toBe(1);
  });

  it('frees a call as the oldest leaves the hour, and says when', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const budget = createPortalBudget({ store: createMemoryStore(), hourlyLimit: 5, hourMs: HOUR });
    expect(await admitted(budget.admit, call('products'), 4)).toBe(4);
    vi.setSystemTime(HOUR - 60_000);
    const refused = await budget.admit(call('products')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'spent', retryAfterMs: 60_000 });
    expect((refused as Error).message).toContain(
      'products has made its 4 calls of the hour (the other 1 are kept for orders)',
    );
    vi.setSystemTime(HOUR + 1);
    expect(await admitted(budget.admit, call('products'), 1)).toBe(1);
  });

  it('shares the count between instances on one store', async () => {
    const store = createMemoryStore();
    const a = createPortalBudget({ store, hourlyLimit: 10, hourMs: HOUR });
    const b = createPortalBudget({ store, hourlyLimit: 10, hourMs: HOUR });
    expect(
      (await admitted(a.admit, call('sales', 'checkout'), 6)) +
        (await admitted(b.admit, call('sales', 'checkout'), 6)),
    ).toBe(10);
  });

  it('leaves a route the portal says is spent alone, in every lane, logging one configuration problem', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const store = createMemoryStore();
    const budget = createPortalBudget({ store, hourlyLimit: 500, hourMs: HOUR });
    const other = createPortalBudget({ store, hourlyLimit: 500, hourMs: HOUR });
    const said = 'This API key has reached the time limit for this method';
    expect(await budget.spent(call('products/view', 'checkout'), said)).toBe(300_000);
    await other.spent(call('products/view', 'checkout'), said);
    await expect(other.admit(call('products/view', 'checkout'))).rejects.toMatchObject({
      kind: 'spent',
      retryAfterMs: 300_000,
    });
    // Other routes go on.
    await expect(other.admit(call('orders/guest-checkout', 'checkout'))).resolves.toBeUndefined();
    const problems = logged.filter((line) => line.configurationProblem === true);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.msg).toContain(
      "the portal says products/view has used up this key's calls for the hour",
    );
    const spent = await routeMetricsRegistry()
      .getSingleMetric('shop_portal_route_spent_total')
      ?.get();
    expect(
      spent?.values.find((v) => v.labels.route === 'products/view')?.value,
    ).toBeGreaterThanOrEqual(1);
    vi.setSystemTime(300_001);
    await expect(other.admit(call('products/view', 'checkout'))).resolves.toBeUndefined();
  });

  it('keeps no count at all when the limit is 0', async () => {
    const budget = createPortalBudget({ store: createMemoryStore(), hourlyLimit: 0, hourMs: HOUR });
    expect(await admitted(budget.admit, call('products'), 2_000)).toBe(2_000);
  });

  it('counts on its own while the shared store is out', async () => {
    const out: RouteStore = {
      ...createMemoryStore(),
      take: () => Promise.reject(new StoreUnavailableError('redis down')),
      get: () => Promise.reject(new StoreUnavailableError('redis down')),
    };
    const budget = createPortalBudget({ store: out, hourlyLimit: 10, hourMs: HOUR });
    expect(await admitted(budget.admit, call('sales', 'checkout'), 12)).toBe(10);
  });
});

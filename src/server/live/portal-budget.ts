/**
 * The live routes' share of the portal: at most `perMinute` calls in any minute, every client and
 * every instance together (through the route store: Redis when configured). The portal limits
 * each route per key and hour (PORTAL.md: 500, then 401 for everything, orders included), so a
 * flood of price checks must not spend what orders need. Orders, their own live re-read and the
 * settling of doubtful orders never ask this budget. While the shared store is out, each instance
 * keeps to the budget on its own.
 */
import { createMemoryStore } from '../memory-store';
import { setPortalBudgetUsed } from '../metrics';
import { StoreUnavailableError, type RouteStore } from '../route-store';

export type BudgetAnswer = { granted: true } | { granted: false; retryAfterMs: number };

export interface PortalBudget {
  /** One portal call, if the budget has one left. */
  take(): Promise<BudgetAnswer>;
}

const KEY = 'budget:portal-live';
const MINUTE_MS = 60_000;

/** `store`: the shared route store, or how to reach it (a Redis that cannot be reached at first is asked again next time). */
export function createPortalBudget(store: RouteStore | (() => Promise<RouteStore>), perMinute: number, local: RouteStore = createMemoryStore()): PortalBudget {
  const shared = typeof store === 'function' ? store : async () => store;
  const takeFrom = async (from: RouteStore): Promise<BudgetAnswer> => {
    const { taken, msUntilFree, used } = await from.take(KEY, perMinute, MINUTE_MS);
    setPortalBudgetUsed(used);
    return taken ? { granted: true } : { granted: false, retryAfterMs: msUntilFree };
  };
  return {
    async take() {
      try {
        return await takeFrom(await shared());
      } catch (error) {
        if (error instanceof StoreUnavailableError) return takeFrom(local);
        throw error;
      }
    },
  };
}

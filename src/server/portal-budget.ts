/**
 * The portal's hourly limit, kept on the shop's side. The portal allows each route a set number of
 * calls an hour per key (PORTAL.md: 500), then answers 401 "This API key has reached the time limit
 * for this method" to every call of that route, orders included, until its hour turns. So every
 * call the on-demand routes make is counted per route (ids left out: src/portal/routes.ts) in a
 * sliding hour that every instance shares (the route store: Redis when configured):
 * - calls in the checkout lane (an order, its re-read of the lines, the settling of a doubtful
 *   order) may spend the whole hour;
 * - any other call (the offers refresher, order tracking) stops a fifth short of it, so a busy hour
 *   of browsing can never leave an order without calls;
 * - when the portal itself says a route is spent (its budget was also spent by others using the
 *   key, or by the build), the route is left alone for everyone for a while (the portal's hour
 *   began at its first call, which the shop cannot know, and a refused call costs nothing there),
 *   logged once a spell as a configuration problem and counted in the metrics.
 * A sliding hour of at most the limit keeps under the portal's fixed hour, whenever that began.
 * While the shared store is out, each instance keeps the count on its own.
 */
import type { BudgetedCall, CallBudget } from '../portal/client';
import { PortalError } from '../portal/errors';
import { log } from './log';
import { createMemoryStore } from './memory-store';
import { recordPortalRouteSpent, setPortalCallsThisHour } from './metrics';
import { StoreUnavailableError, type RouteStore } from './route-store';

/** The share of each route's hour only the checkout lane may spend. */
export const ORDER_RESERVE_SHARE = 0.2;
/**
 * How long a route the portal said is spent is left alone, as a share of the hour (5 minutes of
 * 60).
 */
const SPENT_SPELL_SHARE = 1 / 12;

export interface PortalBudgetOptions {
  /**
   * The shared route store, or how to reach it (a Redis that cannot be reached at first is asked
   * again next time).
   */
  store: RouteStore | (() => Promise<RouteStore>);
  /** Calls the portal allows each route an hour; 0: no limit. */
  hourlyLimit: number;
  hourMs: number;
  local?: RouteStore;
}

export interface PortalBudget extends CallBudget {
  /** The calls each lane may make of one route an hour. */
  readonly caps: { checkout: number; other: number };
}

const countKey = (route: string) => `budget:portal-hour:${route}`;
const spentKey = (route: string) => `budget:portal-spent:${route}`;

/** The calls of a route kept for orders, of an hourly limit. */
export const orderReserve = (hourlyLimit: number) => Math.ceil(hourlyLimit * ORDER_RESERVE_SHARE);

export function createPortalBudget({
  store,
  hourlyLimit,
  hourMs,
  local = createMemoryStore(),
}: PortalBudgetOptions): PortalBudget {
  const shared = typeof store === 'function' ? store : async () => store;
  const caps = { checkout: hourlyLimit, other: hourlyLimit - orderReserve(hourlyLimit) };
  const spellMs = Math.round(hourMs * SPENT_SPELL_SHARE);

  const withStore = async <T>(use: (from: RouteStore) => Promise<T>): Promise<T> => {
    try {
      return await use(await shared());
    } catch (error) {
      if (error instanceof StoreUnavailableError) return use(local);
      throw error;
    }
  };

  const refuse = (call: BudgetedCall, retryAfterMs: number, why: string) =>
    new PortalError({
      kind: 'spent',
      endpoint: call.endpoint,
      detail: `not sent: ${why}`,
      retryAfterMs: Math.max(1_000, retryAfterMs),
    });

  return {
    caps,
    async admit(call) {
      if (hourlyLimit === 0) return;
      await withStore(async (from) => {
        const spentUntil = await from.get<number>(spentKey(call.route));
        if (spentUntil !== null && spentUntil > Date.now()) {
          throw refuse(
            call,
            spentUntil - Date.now(),
            `the portal said ${call.route} has used up its calls for the hour`,
          );
        }
        const cap = call.lane === 'checkout' ? caps.checkout : caps.other;
        const { taken, msUntilFree, used } = await from.take(countKey(call.route), cap, hourMs);
        setPortalCallsThisHour(call.route, used);
        if (!taken) {
          const rest =
            call.lane === 'checkout'
              ? ''
              : ` (the other ${caps.checkout - caps.other} are kept for orders)`;
          throw refuse(
            call,
            msUntilFree,
            `${call.route} has made its ${cap} calls of the hour${rest}`,
          );
        }
      });
    },
    async spent(call, portalSaid) {
      const until = Date.now() + spellMs;
      const first = await withStore(async (from) => {
        const isNew = await from.claim(spentKey(call.route), until, spellMs);
        if (!isNew) await from.set(spentKey(call.route), until, spellMs);
        return isNew;
      });
      if (first) {
        recordPortalRouteSpent(call.route);
        log().error(
          {
            event: 'portal',
            route: call.route,
            endpoint: call.endpoint,
            configurationProblem: true,
            portalSaid,
          },
          `CONFIGURATION PROBLEM: the portal says ${call.route} has used up this key's calls ` +
            `for the hour ("${portalSaid}"); ` +
            `the shop leaves it alone for ${Math.round(spellMs / 1000)} s at a time. ` +
            "Something else may be spending this key's calls (a build, another system), " +
            "or PORTAL_HOURLY_LIMIT is above the portal's.",
        );
      }
      return spellMs;
    },
  };
}

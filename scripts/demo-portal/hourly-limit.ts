/**
 * The portal's hourly limit, as CodeIgniter REST's `_check_limit` keeps it for stock SMA: per route
 * and key a count and the time its window started. A route's window starts with its first call and
 * lasts `hourMs` (`time_limit`, an hour); once `count >= limit` every further call of the route is
 * refused until the window has passed, and a refused call is not counted. The demo portal has one
 * key, so a route alone names a count.
 */

/** The window the real portal keeps: an hour. */
export const HOUR_MS = 3_600_000;

/**
 * What the real portal answers, with 401, to a call over the limit (its
 * `text_rest_api_key_time_limit`).
 */
export const OVER_LIMIT_ANSWER = {
  status: false,
  error: 'This API key has reached the time limit for this method',
} as const;

/**
 * The route a call of `apiPath` (after /api/v1/, no query) counts against: its controller and
 * method, the arguments folded away. `products/view/12` and `products/view/13` are `products/view`;
 * `products?start=1` and `products?start=201` are `products`; so is `products/12`.
 */
export function limitedRoute(apiPath: string): string {
  const [controller = '', method = ''] = apiPath.split('/');
  return method === '' || /^\d+$/.test(method) ? controller : `${controller}/${method}`;
}

export interface HourlyLimitSettings {
  /** Calls of one route a window; 0: no limit, nothing counted. */
  hourlyLimit: number;
  hourMs: number;
}

export interface HourlyLimiter {
  /** Counts one call of `route` when the limit lets it through; false when it is refused. */
  admit(route: string): boolean;
  /** The calls counted per route in windows not yet over. */
  counts(): Record<string, number>;
  clear(): void;
}

export function createHourlyLimiter(
  settings: () => HourlyLimitSettings,
  now: () => number = Date.now,
): HourlyLimiter {
  const windows = new Map<string, { count: number; started: number }>();
  const over = (started: number, at: number) => at - started > settings().hourMs;
  return {
    admit(route) {
      const { hourlyLimit } = settings();
      if (hourlyLimit === 0) return true;
      const at = now();
      const window = windows.get(route);
      if (!window || over(window.started, at)) {
        windows.set(route, { count: 1, started: at });
        return true;
      }
      if (window.count >= hourlyLimit) return false;
      window.count += 1;
      return true;
    },
    counts() {
      const at = now();
      return Object.fromEntries(
        [...windows]
          .filter(([, window]) => !over(window.started, at))
          .map(([route, { count }]) => [route, count]),
      );
    },
    clear: () => windows.clear(),
  };
}

/**
 * A call's route as the portal's hourly limit counts it: the path without its query and with ids
 * left out, so `products/view/12` and `products/view/13` are one route, `products?start=201` is
 * `products`.
 */
export const portalRoute = (path: string): string =>
  (path.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '').replace(/\/\d+(?=\/|$)/g, '');

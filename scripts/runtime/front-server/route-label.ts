/**
 * The route of a request as a metrics label: a few values only, whatever paths clients ask for
 * (each value is a time series). Every language's page counts as the same route.
 */
import { unprefixedPath } from '../shop-src.ts';

/** The on-demand routes (src/pages/api/), each its own label. */
const API_ROUTES = new Set([
  'health',
  'live',
  'orders',
  'order-slip',
  'products',
  'quote',
  'subscribe',
  'suggestions',
]);
/** Folders of content-hashed files: one label each. */
const FILE_FOLDERS = new Set(['_astro', '_img', 'data']);

export function routeLabel(pathname: string): string {
  const [first = '', second, third] = unprefixedPath(pathname).split('/').filter(Boolean);
  if (first === 'api') {
    if (second === 'live' && third !== undefined) return '/api/live/{id}';
    return second !== undefined && API_ROUTES.has(second) && third === undefined
      ? `/api/${second}`
      : '/api/{other}';
  }
  if (FILE_FOLDERS.has(first)) return `/${first}/*`;
  if (first === 'product' && second !== undefined) return '/product/{slug}';
  return '/{page}';
}

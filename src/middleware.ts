/**
 * Runs each on-demand request under the id the front server gave it (X-Request-Id), so the routes'
 * log lines name the request they belong to (src/server/log.ts). Pre-rendered pages have no
 * request.
 */
import { defineMiddleware } from 'astro:middleware';
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from './server/log';

export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const reqId = requestIdFrom(context.request.headers.get(REQUEST_ID_HEADER));
  return reqId ? withRequestId(reqId, next) : next();
});

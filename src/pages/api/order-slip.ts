/**
 * Sends the shopper to the portal's order slip. The page links here rather than to the portal so
 * the portal's address is read at run time, from the same settings the order was placed with.
 */
import type { APIRoute } from 'astro';
import { readPortalPublicUrl } from '../../config/settings';
import { fail } from '../../server/http';
import { otherMethods } from '../../server/methods';

export const prerender = false;

export const GET: APIRoute = ({ url }) => {
  const order = url.searchParams.get('order') ?? '';
  const hash = url.searchParams.get('hash') ?? '';
  if (!/^\d{1,12}$/.test(order) || !/^[A-Za-z0-9]{1,128}$/.test(hash))
    return fail(400, 'Unknown order slip', 'order');
  const target = new URL('/shop/orders', readPortalPublicUrl());
  target.searchParams.set('download', order);
  target.searchParams.set('hash', hash);
  return new Response(null, {
    status: 302,
    headers: { Location: target.href, 'Cache-Control': 'no-store' },
  });
};

export const ALL = otherMethods({ GET });

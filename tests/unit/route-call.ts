/**
 * Calls an Astro API route the way the node adapter would, with only what the shop's routes read.
 */
import type { APIRoute } from 'astro';

export interface RouteCall {
  method?: string;
  url: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  body?: BodyInit;
  clientAddress?: string;
}

export function callRoute(
  route: APIRoute,
  { method = 'GET', url, params = {}, headers, body, clientAddress = '192.0.2.1' }: RouteCall,
): Promise<Response> {
  const request = new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
  return route({
    request,
    url: new URL(url),
    params,
    clientAddress,
  } as unknown as Parameters<APIRoute>[0]) as Promise<Response>;
}

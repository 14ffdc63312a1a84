/**
 * Test support: a `fetch` that answers from a function instead of the network, recording what was
 * asked. For tests of the layers above the client; the client itself is tested against a real
 * local server.
 */

export interface FakeAnswer {
  status?: number;
  /** Serialised as JSON unless it is a string. */
  body?: unknown;
}

export interface FakeRequest {
  method: string;
  /** Path under /api/v1/, e.g. "products". */
  path: string;
  query: URLSearchParams;
}

export function fakeFetch(answer: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests: FakeRequest[] = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      query: url.searchParams,
    };
    requests.push(request);
    const { status = 200, body = '' } = await answer(request);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  };
  return { fetch, requests };
}

/** A product record as the portal lists it. */
export function wireProduct(
  id: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: String(id),
    code: `P${id}`,
    name: `Product ${id}`,
    price: '10.0000',
    unit_price: '10.0000',
    ...extra,
  };
}

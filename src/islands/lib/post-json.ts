/** What the shop's own write routes answer: `{ ok: true, ...data }` or `{ ok: false, error, field? }`. */
export type RouteResult<T> = ({ ok: true } & T) | { ok: false; error: string; field?: string; status: number };

/** Posts JSON to one of the shop's server routes; network failures come back as a result too. */
export async function postJson<T extends object>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<RouteResult<T>> {
  try {
    const res = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok && data.ok === true) return data as { ok: true } & T;
    return {
      ok: false,
      status: res.status,
      error: typeof data.error === 'string' ? data.error : 'Something went wrong.',
      field: typeof data.field === 'string' ? data.field : undefined,
    };
  } catch {
    return { ok: false, status: 0, error: 'Could not reach the shop. Check your connection and try again.' };
  }
}

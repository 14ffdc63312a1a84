/**
 * Reads a request body under a limit in bytes, counted as the bytes arrive: a body declared too
 * large is refused before any of it is read, and one that turns out too large is cut off at the
 * limit, so no request holds more than `maxBytes` of memory however much it sends.
 */
export type BodyRead = { text: string } | { refused: 'too-large' | 'not-utf8' };

export async function readBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) return { refused: 'too-large' };
  if (!request.body) return { text: '' };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { refused: 'too-large' };
    }
    chunks.push(value);
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { refused: 'not-utf8' };
  }
}

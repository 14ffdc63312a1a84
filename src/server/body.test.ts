import { describe, expect, it } from 'vitest';
import { readBody } from './body';

/** A request whose body arrives in chunks, counting how many the reader pulled. */
function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[pulled++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const request = new Request('http://shop.test/api/orders', {
    method: 'POST',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readBody', () => {
  it('counts bytes, not characters: 11,000 Arabic letters are 22,000 bytes', async () => {
    const text = JSON.stringify({ name: 'س'.repeat(11_000) });
    expect([text.length, Buffer.byteLength(text)]).toEqual([11_011, 22_011]);
    expect(
      await readBody(new Request('http://shop.test/', { method: 'POST', body: text }), 22_010),
    ).toEqual({ refused: 'too-large' });
    expect(
      await readBody(new Request('http://shop.test/', { method: 'POST', body: text }), 22_011),
    ).toEqual({ text });
  });

  it('refuses a body declared too large without reading any of it', async () => {
    const { request } = streamed([new Uint8Array(10)], {
      'content-length': String(20 * 1024 * 1024),
    });
    expect(await readBody(request, 32 * 1024)).toEqual({ refused: 'too-large' });
    expect(request.bodyUsed).toBe(false);
  });

  it('stops reading an undeclared body at the limit', async () => {
    const chunks = Array.from({ length: 640 }, () => new Uint8Array(32 * 1024));
    const { request, pulled } = streamed(chunks);
    expect(await readBody(request, 32 * 1024)).toEqual({ refused: 'too-large' });
    expect(pulled()).toBeLessThanOrEqual(3);
  });

  it('refuses bytes that are not UTF-8', async () => {
    const { request } = streamed([new Uint8Array([0x7b, 0xff, 0x7d])]);
    expect(await readBody(request, 100)).toEqual({ refused: 'not-utf8' });
  });
});

import { describe, expect, it } from 'vitest';
import { bytesResponse, responseBytes } from './bytes-response';

describe('bytesResponse and responseBytes', () => {
  it('hands the route bytes on as they are, with their type', async () => {
    const body = Buffer.from('<rss>\n  <item>Ä</item>\n</rss>\n');
    const response = bytesResponse(body, 'application/xml; charset=utf-8');
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const read = await responseBytes(response);
    expect(read?.equals(body)).toBe(true);
    // The same memory: a 20 MB feed is not copied on its way to its file.
    expect(read?.buffer).toBe(body.buffer);
  });

  it('joins an answer of several chunks in their order', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of ['<html>', '<body>shop</body>', '</html>'])
          controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const read = await responseBytes(new Response(stream));
    expect(read?.toString()).toBe('<html><body>shop</body></html>');
  });

  it('reads an empty body as no bytes and no body as null', async () => {
    expect((await responseBytes(bytesResponse(Buffer.alloc(0), 'text/plain')))?.length).toBe(0);
    expect(await responseBytes(new Response(null, { status: 404 }))).toBeNull();
  });
});

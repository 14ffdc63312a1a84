import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from './server.ts';
import { startTestPortal } from './test-support.ts';

function dimensions(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('uploads', () => {
  let portal: DemoPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ products: 100 });
  });
  afterAll(async () => {
    await portal.close();
  });

  async function fetchPng(url: string): Promise<{ status: number; type: string | null; cache: string | null; png: Buffer }> {
    const res = await fetch(url);
    return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), png: Buffer.from(await res.arrayBuffer()) };
  }

  it('serves the product pictures the API points at as real PNGs, with thumbnails', async () => {
    const product = portal.catalogue.products.find((p) => p.image !== 'no_image.png')!;
    const main = await fetchPng(`${portal.origin}/assets/uploads/${product.image}`);
    expect(main.status).toBe(200);
    expect(main.type).toBe('image/png');
    expect(main.cache).toMatch(/max-age/);
    expect(main.png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(dimensions(main.png)).toEqual([800, 800]);
    const thumb = await fetchPng(`${portal.origin}/assets/uploads/thumbs/${product.image}`);
    expect(dimensions(thumb.png)).toEqual([200, 200]);
  });

  it('draws different products differently, and the same file the same way', async () => {
    const [a, b] = portal.catalogue.products.filter((p) => p.image !== 'no_image.png').map((p) => p.image);
    const first = await fetchPng(`${portal.origin}/assets/uploads/${a}`);
    const again = await fetchPng(`${portal.origin}/assets/uploads/${a}`);
    const other = await fetchPng(`${portal.origin}/assets/uploads/${b}`);
    expect(first.png.equals(again.png)).toBe(true);
    expect(first.png.equals(other.png)).toBe(false);
  });

  it('has slides, brand logos and a grey no_image.png; unknown files are 404', async () => {
    expect(dimensions((await fetchPng(`${portal.origin}/assets/uploads/slide-1.png`)).png)).toEqual([1600, 600]);
    expect(dimensions((await fetchPng(`${portal.origin}/assets/uploads/brand-cisco.png`)).png)).toEqual([240, 120]);
    expect((await fetchPng(`${portal.origin}/assets/uploads/no_image.png`)).status).toBe(200);
    expect((await fetchPng(`${portal.origin}/assets/uploads/not-a-file.png`)).status).toBe(404);
    expect((await fetchPng(`${portal.origin}/assets/uploads/thumbs/not-a-file.png`)).status).toBe(404);
  });
});

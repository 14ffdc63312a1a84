import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPortal } from './server.ts';
import { createImageStore } from './images.ts';
import { startTestPortal } from './test-support.ts';

describe('uploads', () => {
  let portal: DemoPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ products: 100 });
  });
  afterAll(async () => {
    await portal.close();
  });

  async function fetchImage(
    url: string,
  ): Promise<{ status: number; type: string | null; cache: string | null; bytes: Buffer }> {
    const res = await fetch(url);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }

  const shapeOf = async (bytes: Buffer) => {
    const { format, width, height } = await sharp(bytes).metadata();
    return { format, width, height };
  };

  it('serves product pictures as a shop photographs them: 800 px JPEGs of 60 to 150 KB, with thumbnails', async () => {
    const pictured = portal.catalogue.products
      .filter((p) => p.image !== 'no_image.png')
      .slice(0, 12);
    // Asked for at once, as a build asks: the portal draws them side by side.
    const mains = await Promise.all(
      pictured.map((product) => fetchImage(`${portal.origin}/assets/uploads/${product.image}`)),
    );
    for (const [i, product] of pictured.entries()) {
      const main = mains[i] as Awaited<ReturnType<typeof fetchImage>>;
      expect(main.status).toBe(200);
      expect(main.type).toBe('image/jpeg');
      expect(main.cache).toMatch(/max-age/);
      expect(await shapeOf(main.bytes)).toEqual({ format: 'jpeg', width: 800, height: 800 });
      expect(main.bytes.length, product.image).toBeGreaterThanOrEqual(60 * 1024);
      expect(main.bytes.length, product.image).toBeLessThanOrEqual(150 * 1024);
    }
    const thumb = await fetchImage(`${portal.origin}/assets/uploads/thumbs/${pictured[0]?.image}`);
    expect(await shapeOf(thumb.bytes)).toEqual({ format: 'jpeg', width: 200, height: 200 });
  });

  it('serves 1600 x 500 JPEG slides of 150 to 300 KB', async () => {
    const slides = portal.catalogue.slides.flatMap((s) => (s.image ? [s.image] : []));
    expect(slides.length).toBeGreaterThan(0);
    const fetched = await Promise.all(
      slides.map((file) => fetchImage(`${portal.origin}/assets/uploads/${file}`)),
    );
    for (const [i, file] of slides.entries()) {
      const slide = fetched[i] as Awaited<ReturnType<typeof fetchImage>>;
      expect(slide.type).toBe('image/jpeg');
      expect(await shapeOf(slide.bytes)).toEqual({ format: 'jpeg', width: 1600, height: 500 });
      expect(slide.bytes.length, file).toBeGreaterThanOrEqual(150 * 1024);
      expect(slide.bytes.length, file).toBeLessThanOrEqual(300 * 1024);
    }
  });

  it('draws different products differently, and the same file the same way', async () => {
    const [a, b] = portal.catalogue.products
      .filter((p) => p.image !== 'no_image.png')
      .map((p) => p.image);
    const first = await fetchImage(`${portal.origin}/assets/uploads/${a}`);
    const again = await fetchImage(`${portal.origin}/assets/uploads/${a}`);
    const other = await fetchImage(`${portal.origin}/assets/uploads/${b}`);
    expect(first.bytes.equals(again.bytes)).toBe(true);
    expect(first.bytes.equals(other.bytes)).toBe(false);
  });

  it('has PNG brand logos and a grey no_image.png; unknown files are 404', async () => {
    const logo = await fetchImage(`${portal.origin}/assets/uploads/brand-cisco.png`);
    expect(logo.type).toBe('image/png');
    expect(await shapeOf(logo.bytes)).toEqual({ format: 'png', width: 240, height: 120 });
    expect((await fetchImage(`${portal.origin}/assets/uploads/no_image.png`)).status).toBe(200);
    expect((await fetchImage(`${portal.origin}/assets/uploads/not-a-file.png`)).status).toBe(404);
    expect((await fetchImage(`${portal.origin}/assets/uploads/thumbs/not-a-file.png`)).status).toBe(
      404,
    );
  });
});

describe('uploads of a portal of flat pictures', () => {
  let portal: DemoPortal;
  beforeAll(async () => {
    portal = await startTestPortal({ products: 60, pictures: 'flat' });
  });
  afterAll(async () => {
    await portal.close();
  });

  it('serves product pictures as flat 600 px PNGs, names slides as PNGs, and still has products without a picture', async () => {
    const products = portal.catalogue.products;
    expect(products.some((p) => p.image === 'no_image.png')).toBe(true);
    expect(
      portal.catalogue.slides.filter((s) => s.image).every((s) => s.image?.endsWith('.png')),
    ).toBe(true);
    const pictured = products.find((p) => p.image !== 'no_image.png');
    const main = await fetch(`${portal.origin}/assets/uploads/${pictured?.image}`);
    expect(main.headers.get('content-type')).toBe('image/png');
    const { format, width, height } = await sharp(Buffer.from(await main.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 600, height: 600 });
  });
});

describe('the image store', () => {
  it('draws a picture asked for while it is drawn ahead once, and stops drawing ahead when half full', async () => {
    const images = new Map(
      [...'abcdef'].map((name) => [
        `${name}.jpg`,
        { kind: 'product' as const, shape: 'switch' as const, view: 0 },
      ]),
    );
    const drawn: string[] = [];
    const store = createImageStore(
      images,
      async (_spec, file) => {
        drawn.push(file);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return Buffer.alloc(10);
      },
      20,
    );
    const ahead = store.drawAhead([...images.keys()], 2);
    const asked = await store.get('a.jpg', false);
    await ahead;
    expect(asked?.length).toBe(10);
    expect(drawn).toEqual(['a.jpg', 'b.jpg']);
  });
});

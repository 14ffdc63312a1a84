import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageKey, pictureId, prepareImages } from './pipeline';
import { placeholderPicture } from '../../domain/picture';

const square = (url: string) => ({ url, shape: 'square' as const });

let server: Server;
let origin: string;
let png: Buffer;
let smallPng: Buffer;
let photoJpeg: Buffer;
const hits: string[] = [];
let failing = false;

beforeAll(async () => {
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0b4c88' } })
    .png()
    .toBuffer();
  smallPng = await sharp({
    create: { width: 300, height: 200, channels: 3, background: '#0b4c88' },
  })
    .png()
    .toBuffer();
  // A large grainy photograph, as a phone uploads: the kind of picture whose WebP effort is chosen
  // apart.
  photoJpeg = await sharp({
    create: {
      width: 2000,
      height: 1500,
      channels: 3,
      background: '#7a8c99',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === '/assets/uploads/photo.jpg')
      return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photoJpeg);
    // Its header reads well; its picture ends halfway, as an upload cut short.
    if (req.url === '/assets/uploads/truncated.jpg')
      return void res
        .writeHead(200, { 'Content-Type': 'image/jpeg' })
        .end(photoJpeg.subarray(0, photoJpeg.length / 2));
    hits.push(`${req.url} ${req.headers['if-none-match'] ?? ''}`.trim());
    if (failing || req.url === '/assets/uploads/missing.png') return void res.writeHead(404).end();
    if (req.url === '/assets/uploads/page.png')
      return void res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<h1>Database error</h1>');
    if (req.url === '/assets/uploads/corrupt.png')
      return void res.writeHead(200, { 'Content-Type': 'image/png' }).end('not a png');
    if (req.headers['if-none-match'] === '"v1"') return void res.writeHead(304).end();
    res
      .writeHead(200, { 'Content-Type': 'image/png', ETag: '"v1"' })
      .end(req.url?.endsWith('/small.png') ? smallPng : png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let cacheDir: string;
beforeEach(async () => {
  hits.length = 0;
  failing = false;
  cacheDir = await mkdtemp(path.join(tmpdir(), 'images-'));
  return () => rm(cacheDir, { recursive: true, force: true });
});

describe('prepareImages', () => {
  it('downloads each distinct image once and writes four square WebP variants', async () => {
    const url = `${origin}/assets/uploads/a.png`;
    const result = await prepareImages([square(url), square(url)], {
      cacheDir,
      portalOrigin: origin,
    });
    expect(hits).toEqual(['/assets/uploads/a.png']);
    expect(result.report).toMatchObject({ total: 1, downloaded: 1, failed: [] });
    const key = imageKey(url, 'square', origin);
    expect(result.pictures.get(pictureId(url, 'square'))).toEqual({
      src: `/_img/${key}-640.webp`,
      srcset: [160, 320, 640, 960].map((w) => `/_img/${key}-${w}.webp ${w}w`).join(', '),
      width: 960,
      height: 960,
    });
    const files = (await readdir(path.join(cacheDir, 'out'))).sort();
    expect(files).toEqual([160, 320, 640, 960].map((w) => `${key}-${w}.webp`).sort());
    expect(result.files.sort()).toEqual(files);
    const meta = await sharp(path.join(cacheDir, 'out', `${key}-320.webp`)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 320]);
  });

  it('keeps the aspect ratio of wide banners and makes no width above the original', async () => {
    const url = `${origin}/assets/uploads/banner.png`;
    const small = `${origin}/assets/uploads/small.png`;
    const result = await prepareImages(
      [url, small].map((u) => ({ url: u, shape: 'wide' as const })),
      { cacheDir, portalOrigin: origin },
    );
    const key = imageKey(url, 'wide', origin);
    const smallKey = imageKey(small, 'wide', origin);
    expect(result.pictures.get(pictureId(url, 'wide'))).toEqual({
      src: `/_img/${key}-960.webp`,
      srcset: [640, 800, 960, 1200].map((w) => `/_img/${key}-${w}.webp ${w}w`).join(', '),
      width: 1200,
      height: 800,
    });
    expect(result.pictures.get(pictureId(small, 'wide'))).toEqual({
      src: `/_img/${smallKey}-300.webp`,
      srcset: `/_img/${smallKey}-300.webp 300w`,
      width: 300,
      height: 200,
    });
    expect(result.files.sort()).toEqual(
      [
        `${key}-640.webp`,
        `${key}-800.webp`,
        `${key}-960.webp`,
        `${key}-1200.webp`,
        `${smallKey}-300.webp`,
      ].sort(),
    );
    const meta = await sharp(path.join(cacheDir, 'out', `${key}-640.webp`)).metadata();
    expect([meta.width, meta.height]).toEqual([640, 427]);
  });

  it('makes the same variant bytes of a large photograph on every build, each width boxed square', async () => {
    const url = `${origin}/assets/uploads/photo.jpg`;
    const key = imageKey(url, 'square', origin);
    const variants = async (dir: string) => {
      await prepareImages([square(url)], { cacheDir: dir, portalOrigin: origin });
      return Promise.all(
        [160, 320, 640, 960].map((w) => readFile(path.join(dir, 'out', `${key}-${w}.webp`))),
      );
    };
    const first = await variants(cacheDir);
    const otherDir = await mkdtemp(path.join(tmpdir(), 'images-'));
    try {
      expect(await variants(otherDir)).toEqual(first);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
    const sizes = await Promise.all(first.map(async (bytes) => sharp(bytes).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual(
      [160, 320, 640, 960].map((w) => ['webp', w, w]),
    );
  });

  it('never enlarges a small square picture: its longer side is the largest width', async () => {
    const url = `${origin}/assets/uploads/small.png`;
    const result = await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    const key = imageKey(url, 'square', origin);
    expect(result.pictures.get(pictureId(url, 'square'))).toEqual({
      src: `/_img/${key}-300.webp`,
      srcset: `/_img/${key}-160.webp 160w, /_img/${key}-300.webp 300w`,
      width: 300,
      height: 300,
    });
    const meta = await sharp(path.join(cacheDir, 'out', `${key}-300.webp`)).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('remakes variants that do not match the size of a cached picture from its original, asking nothing', async () => {
    const url = `${origin}/assets/uploads/small.png`;
    await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    const key = imageKey(url, 'square', origin);
    await rm(path.join(cacheDir, 'out', `${key}-300.webp`));
    hits.length = 0;
    const again = await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    expect(hits).toEqual([]);
    expect(again.report).toMatchObject({ reused: 1, downloaded: 0, revalidated: 0, failed: [] });
    expect((await readdir(path.join(cacheDir, 'out'))).sort()).toEqual([
      `${key}-160.webp`,
      `${key}-300.webp`,
    ]);
  });

  it('downloads a cached picture again whose variants and original are both gone, and remakes them', async () => {
    const url = `${origin}/assets/uploads/small.png`;
    await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    const key = imageKey(url, 'square', origin);
    await rm(path.join(cacheDir, 'out', `${key}-300.webp`));
    await rm(path.join(cacheDir, 'src', `${key}.orig`));
    hits.length = 0;
    const again = await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    expect(hits).toEqual(['/assets/uploads/small.png']);
    expect(again.report).toMatchObject({ downloaded: 1, failed: [] });
    expect((await readdir(path.join(cacheDir, 'out'))).sort()).toEqual([
      `${key}-160.webp`,
      `${key}-300.webp`,
    ]);
  });

  it('fetches a picture again whose cache record a killed build left empty, instead of failing the build', async () => {
    const url = `${origin}/assets/uploads/a.png`;
    await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    const key = imageKey(url, 'square', origin);
    await writeFile(path.join(cacheDir, 'src', `${key}.json`), '');
    hits.length = 0;
    const again = await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    expect(hits).toEqual(['/assets/uploads/a.png']);
    expect(again.report).toMatchObject({ downloaded: 1, failed: [] });
    expect(again.pictures.get(pictureId(url, 'square'))).toMatchObject({
      src: `/_img/${key}-640.webp`,
      width: 960,
      height: 960,
    });
  });

  it('reuses the cache on the next build without any request, even when the portal moved port', async () => {
    const url = `${origin}/assets/uploads/a.png`;
    await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    hits.length = 0;
    const moved = url.replace(origin, 'http://127.0.0.1:1');
    const again = await prepareImages([square(moved)], {
      cacheDir,
      portalOrigin: 'http://127.0.0.1:1',
    });
    expect(hits).toEqual([]);
    expect(again.report).toMatchObject({ reused: 1, downloaded: 0 });
  });

  it('revalidates an old cache entry with its ETag and keeps it on 304', async () => {
    const url = `${origin}/assets/uploads/a.png`;
    await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    hits.length = 0;
    const later = await prepareImages([square(url)], {
      cacheDir,
      portalOrigin: origin,
      maxAgeMs: 0,
    });
    expect(hits).toEqual(['/assets/uploads/a.png "v1"']);
    expect(later.report).toMatchObject({ revalidated: 1, downloaded: 0 });
  });

  it('keeps the last good copy when the portal fails on revalidation', async () => {
    const url = `${origin}/assets/uploads/a.png`;
    const first = await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    failing = true;
    const later = await prepareImages([square(url)], {
      cacheDir,
      portalOrigin: origin,
      maxAgeMs: 0,
    });
    expect(later.report).toMatchObject({ stale: 1, failed: [] });
    expect(later.pictures.get(pictureId(url, 'square'))).toEqual(
      first.pictures.get(pictureId(url, 'square')),
    );
  });

  it('reports missing, non-image and corrupt files and leaves them out, so pages show the placeholder', async () => {
    const urls = ['missing.png', 'page.png', 'corrupt.png'].map(
      (f) => `${origin}/assets/uploads/${f}`,
    );
    const result = await prepareImages(urls.map(square), { cacheDir, portalOrigin: origin });
    expect(result.pictures.size).toBe(0);
    expect(result.files).toEqual([]);
    expect(
      result.report.failed.map((f) => [f.url.split('/').pop(), f.reason.split(':')[0]]),
    ).toEqual([
      ['missing.png', 'HTTP 404'],
      ['page.png', 'not an image (text/html)'],
      ['corrupt.png', expect.any(String)],
    ]);
    expect(placeholderPicture.src).toBe('/images/placeholder.svg');
  });

  it('leaves out a picture whose data is cut short, writing no variant, so pages show the placeholder', async () => {
    const url = `${origin}/assets/uploads/truncated.jpg`;
    const result = await prepareImages([square(url)], { cacheDir, portalOrigin: origin });
    expect(result.pictures.size).toBe(0);
    expect(result.report.failed.map((f) => f.url)).toEqual([url]);
    expect(await readdir(path.join(cacheDir, 'out'))).toEqual([]);
  });

  describe('square pictures left to the server (squareLater)', () => {
    const large = () => `${origin}/assets/uploads/a.png`;

    it('gives pages what a full build gives, makes no width and lists them for the server, in order', async () => {
      const urls = [large(), `${origin}/assets/uploads/small.png`];
      const full = await prepareImages(urls.map(square), { cacheDir, portalOrigin: origin });
      const laterDir = await mkdtemp(path.join(tmpdir(), 'images-'));
      try {
        const result = await prepareImages(urls.map(square), {
          cacheDir: laterDir,
          portalOrigin: origin,
          squareLater: true,
        });
        expect([...result.pictures].sort()).toEqual([...full.pictures].sort());
        expect(result.files).toEqual([]);
        expect(await readdir(path.join(laterDir, 'out'))).toEqual([]);
        const keys = urls.map((u) => imageKey(u, 'square', origin));
        expect(result.later).toEqual([
          {
            key: keys[0],
            shape: 'square',
            files: [160, 320, 640, 960].map((w) => `${keys[0]}-${w}.webp`),
          },
          { key: keys[1], shape: 'square', files: [`${keys[1]}-160.webp`, `${keys[1]}-300.webp`] },
        ]);
        expect(await readFile(path.join(laterDir, 'src', `${keys[0]}.orig`))).toEqual(png);
      } finally {
        await rm(laterDir, { recursive: true, force: true });
      }
    });

    it('still makes banners and logos, and lists nothing whose widths are kept', async () => {
      const banner = `${origin}/assets/uploads/banner.png`;
      await prepareImages([square(large())], { cacheDir, portalOrigin: origin });
      const result = await prepareImages([square(large()), { url: banner, shape: 'wide' }], {
        cacheDir,
        portalOrigin: origin,
        squareLater: true,
      });
      expect(result.later).toEqual([]);
      expect(result.files).toHaveLength(8);
      expect(result.report).toMatchObject({ reused: 1, downloaded: 1 });
    });

    it('still leaves out what is not a picture, so its pages show the placeholder', async () => {
      const urls = ['page.png', 'corrupt.png'].map((f) => `${origin}/assets/uploads/${f}`);
      const result = await prepareImages(urls.map(square), {
        cacheDir,
        portalOrigin: origin,
        squareLater: true,
      });
      expect(result.pictures.size).toBe(0);
      expect(result.later).toEqual([]);
      expect(result.report.failed.map((f) => f.url)).toEqual(urls);
    });
  });
});

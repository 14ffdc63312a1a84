/**
 * Build-time image pipeline: downloads each distinct catalogue image once, turns it into square WebP
 * variants, and keeps originals and variants in a cache folder between builds so an unchanged image
 * is neither downloaded nor processed twice. An image that cannot be had becomes the placeholder
 * (or keeps its last good variants) instead of failing the build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { pictureFor, picturePath, shapeWidths, variantWidths, type Picture, type PictureShape } from '../../domain/picture';

export interface ImagePipelineOptions {
  cacheDir: string;
  /** Images on this origin are cached by path, so a portal that moves port or host keeps its cache. */
  portalOrigin: string;
  /** Downloads at once (the portal's limit); pictures are encoded one per core meanwhile. */
  concurrency?: number;
  /** Pictures encoded at once; default one per core. */
  encoders?: number;
  timeoutMs?: number;
  /** How long a downloaded original is trusted before it is revalidated with the portal. */
  maxAgeMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
  log?: (line: string) => void;
}

export interface ImageReport {
  total: number;
  downloaded: number;
  revalidated: number;
  reused: number;
  stale: number;
  failed: { url: string; reason: string }[];
}

export interface PreparedImages {
  /** Keyed by `pictureId(url, shape)`. */
  pictures: Map<string, Picture>;
  /** Names of every variant file this build uses: the files to publish. */
  files: string[];
  report: ImageReport;
}

export const pictureId = (url: string, shape: PictureShape) => `${shape}:${url}`;

export interface ImageRequest {
  url: string;
  shape: PictureShape;
}

interface CachedMeta {
  url: string;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: number;
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export function imageKey(url: string, shape: PictureShape, portalOrigin: string): string {
  const u = new URL(url);
  const identity = u.origin === new URL(portalOrigin).origin ? `${u.pathname}${u.search}` : u.href;
  return createHash('sha256').update(`${shape}:${identity}`).digest('hex').slice(0, 20);
}

export const variantsDir = (cacheDir: string) => path.join(cacheDir, 'out');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

const variantFiles = (outDir: string, key: string, widths: readonly number[]) => widths.map((w) => path.join(outDir, path.basename(picturePath(key, w))));

/**
 * WebP effort by what the original is and the width made. A JPEG is a photograph: at 640 px and up
 * effort 0 encodes in 40 % less processor time than effort 2 for the same bytes (within 1 %) and
 * quality (0.1 dB less), and a first build encodes hundreds (issue 39); below that effort 0 costs a
 * fifth more bytes (a listing's 320 px cards 2.15 KB against 1.70) and the small widths take little
 * time at any effort, so they keep 2. Anything else is most often a drawing or a logo, where effort 0
 * costs a third more bytes for no time saved: effort 2.
 */
const effortFor = (format: string | undefined, width: number) => (format === 'jpeg' && width >= 640 ? 0 : 2);

/** Writes every variant of one image; returns the size of the largest. */
async function renderVariants(original: Buffer, key: string, shape: PictureShape, outDir: string) {
  const { autoOrient, format } = await sharp(original, { failOn: 'error' }).metadata();
  // A square variant boxes the whole picture, so its longer side is what must not be enlarged.
  const own = shape === 'square' ? Math.max(autoOrient.width, autoOrient.height) : autoOrient.width;
  const largest = Math.min(own, shapeWidths[shape].at(-1) as number);
  const widths = variantWidths(shape, largest);
  const files = variantFiles(outDir, key, widths);
  // Decoded once, already at the largest variant's size, for every width: a decode per width was a
  // fifth of the encoding's time, and a large upload is not held in memory at its full size.
  const { data, info } = await sharp(original, { failOn: 'error' })
    .rotate()
    .resize(shape === 'square' ? { width: largest, height: largest, fit: 'inside' } : { width: largest })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const infos = await Promise.all(
    widths.map((w, i) => {
      const image = sharp(data, { raw });
      const resized =
        shape === 'square' ? image.resize(w, w, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }) : image.resize({ width: w });
      return resized.webp({ quality: 78, effort: effortFor(format, w) }).toFile(files[i] as string);
    }),
  );
  const biggest = infos.at(-1);
  if (!biggest) throw new Error('no variant widths for this shape');
  return { width: biggest.width, height: biggest.height };
}

export async function prepareImages(requests: Iterable<ImageRequest>, options: ImagePipelineOptions): Promise<PreparedImages> {
  const {
    cacheDir,
    portalOrigin,
    concurrency = 3,
    encoders = availableParallelism(),
    timeoutMs = 15_000,
    maxAgeMs = 7 * 24 * 3600_000,
    fetch = globalThis.fetch,
    now = Date.now,
    log = () => {},
  } = options;
  const srcDir = path.join(cacheDir, 'src');
  const outDir = variantsDir(cacheDir);
  await mkdir(srcDir, { recursive: true });
  await mkdir(outDir, { recursive: true });

  const unique = [...new Map([...requests].map((r) => [`${r.shape} ${r.url}`, r])).values()];
  const report: ImageReport = { total: unique.length, downloaded: 0, revalidated: 0, reused: 0, stale: 0, failed: [] };
  const pictures = new Map<string, Picture>();
  const files: string[] = [];
  // Downloads and encoding are limited apart, so the portal is asked for the next pictures while
  // the last ones are encoded, and neither waits for the other.
  const downloads = pLimit(Math.max(1, concurrency));
  const encoding = pLimit(Math.max(1, encoders));
  const encode = (original: Buffer, key: string, shape: PictureShape) => encoding(() => renderVariants(original, key, shape, outDir));
  const download = (url: string, headers: Record<string, string>) =>
    downloads(async () => {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      const type = res.headers.get('content-type') ?? '';
      const body = res.ok && type.startsWith('image/') ? Buffer.from(await res.arrayBuffer()) : null;
      return { res, type, body };
    });

  async function variantsExist(key: string, shape: PictureShape, meta: CachedMeta) {
    const files = variantFiles(outDir, key, variantWidths(shape, meta.width));
    return (await Promise.all(files.map(exists))).every(Boolean);
  }

  async function prepare({ url, shape }: ImageRequest): Promise<void> {
    const key = imageKey(url, shape, portalOrigin);
    const metaFile = path.join(srcDir, `${key}.json`);
    const originalFile = path.join(srcDir, `${key}.orig`);
    // A record a killed build left empty or half-written is no record: the picture is fetched again.
    let meta = await readFile(metaFile, 'utf8')
      .then((t) => JSON.parse(t) as CachedMeta)
      .catch(() => null);
    const haveVariants = meta !== null && (await variantsExist(key, shape, meta));

    if (meta && haveVariants && now() - meta.fetchedAt < maxAgeMs) {
      report.reused++;
    } else {
      try {
        const headers: Record<string, string> = {};
        if (meta?.etag) headers['If-None-Match'] = meta.etag;
        if (meta?.lastModified) headers['If-Modified-Since'] = meta.lastModified;
        const { res, type, body } = await download(url, headers);
        if (res.status === 304 && meta) {
          const size = haveVariants ? meta : await encode(await readFile(originalFile), key, shape);
          meta = { ...meta, width: size.width, height: size.height, fetchedAt: now() };
          await writeFile(metaFile, JSON.stringify(meta));
          report.revalidated++;
        } else if (res.ok) {
          if (!body) throw new Error(`not an image (${type || 'no content type'})`);
          const size = await encode(body, key, shape);
          await writeFile(originalFile, body);
          meta = {
            url,
            etag: res.headers.get('etag'),
            lastModified: res.headers.get('last-modified'),
            fetchedAt: now(),
            ...size,
          };
          await writeFile(metaFile, JSON.stringify(meta));
          report.downloaded++;
        } else {
          throw new Error(`HTTP ${res.status}`);
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!meta || !haveVariants) {
          report.failed.push({ url, reason });
          return;
        }
        report.stale++;
        log(`image ${url}: ${reason}; keeping the cached copy`);
      }
    }
    if (!meta) return;
    pictures.set(pictureId(url, shape), pictureFor(key, shape, meta));
    files.push(...variantWidths(shape, meta.width).map((w) => path.basename(picturePath(key, w))));
  }

  let done = 0;
  const started = now();
  // Enough in flight to keep the downloads and the encoders busy, few enough not to hold every original at once.
  await pLimit(2 * (concurrency + encoders)).map(unique, async (request) => {
    await prepare(request);
    done++;
    if (done % 100 === 0 || done === unique.length) {
      const perSecond = (done * 1000) / Math.max(1, now() - started);
      log(`images: ${done}/${unique.length} ready (${perSecond.toFixed(0)} a second), kept in ${cacheDir} for the next build`);
    }
  });
  // Failures are found in the order downloads finish; the build report lists them as requested.
  const requested = new Map(unique.map((request, i) => [request.url, i]));
  report.failed.sort((a, b) => (requested.get(a.url) ?? 0) - (requested.get(b.url) ?? 0));
  return { pictures, files, report };
}

/**
 * Build-time image pipeline: downloads each distinct catalogue image once, turns it into square
 * WebP variants, and keeps originals and variants in a cache folder between builds so an unchanged
 * image is neither downloaded nor processed twice. An image that cannot be had becomes the
 * placeholder (or keeps its last good variants) instead of failing the build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { pictureFor, type Picture, type PictureShape } from '../../domain/picture.ts';
import {
  keptOriginal,
  renderVariants,
  squareSize,
  variantNames,
  variantsDir,
  type PictureSize,
} from './variants.ts';
import type { LaterPicture } from './pictures-later.ts';

export interface ImagePipelineOptions {
  cacheDir: string;
  /**
   * Images on this origin are cached by path, so a portal that moves port or host keeps its cache.
   */
  portalOrigin: string;
  /** Downloads at once (the portal's limit); pictures are encoded one per core meanwhile. */
  concurrency?: number;
  /** Pictures encoded at once; default one per core. */
  encoders?: number;
  timeoutMs?: number;
  /** How long a downloaded original is trusted before it is revalidated with the portal. */
  maxAgeMs?: number;
  /**
   * Square pictures get their size from the original's header and no widths: the shop's server
   * makes them while it serves (./pictures-later.ts). For a first start on the demo portal, whose
   * pictures our own code draws; a build for shoppers makes every width, so a picture that cannot
   * be read whole shows the placeholder instead of a broken image.
   */
  squareLater?: boolean;
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
  /** Names of every variant file this build uses and has made: the files to publish. */
  files: string[];
  /**
   * Pictures whose widths are left to the shop's server (`squareLater`); their files are not in
   * `files`.
   */
  later: LaterPicture[];
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

/**
 * A picture's record in the cache, or null. A record a killed build left empty or half-written is
 * no record: the picture is fetched again. Synchronous: a small file read at once, where a read
 * through the thread pool is four queued calls (open, status, read, close) for each of the many
 * pictures a build reuses.
 */
function readMeta(file: string): CachedMeta | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CachedMeta;
  } catch {
    return null;
  }
}

export async function prepareImages(
  requests: Iterable<ImageRequest>,
  options: ImagePipelineOptions,
): Promise<PreparedImages> {
  const {
    cacheDir,
    portalOrigin,
    concurrency = 3,
    encoders = availableParallelism(),
    timeoutMs = 15_000,
    maxAgeMs = 7 * 24 * 3600_000,
    squareLater = false,
    fetch = globalThis.fetch,
    now = Date.now,
    log = () => {},
  } = options;
  const srcDir = path.join(cacheDir, 'src');
  const outDir = variantsDir(cacheDir);
  await mkdir(srcDir, { recursive: true });
  await mkdir(outDir, { recursive: true });

  // The widths already in the cache, listed once: a status read of each width of each picture is
  // several reads a product through the thread pool, which a large catalogue feels on every build.
  const madeBefore = new Set(
    (await readdir(outDir, { withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  );
  const unique = [...new Map([...requests].map((r) => [`${r.shape} ${r.url}`, r])).values()];
  const report: ImageReport = {
    total: unique.length,
    downloaded: 0,
    revalidated: 0,
    reused: 0,
    stale: 0,
    failed: [],
  };
  const pictures = new Map<string, Picture>();
  const files: string[] = [];
  const later: LaterPicture[] = [];
  // Downloads and encoding are limited apart, so the portal is asked for the next pictures while
  // the last ones are encoded, and neither waits for the other.
  const downloads = pLimit(Math.max(1, concurrency));
  const encoding = pLimit(Math.max(1, encoders));
  const download = (url: string, headers: Record<string, string>) =>
    downloads(async () => {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      const type = res.headers.get('content-type') ?? '';
      const body =
        res.ok && type.startsWith('image/') ? Buffer.from(await res.arrayBuffer()) : null;
      return { res, type, body };
    });

  async function prepare({ url, shape }: ImageRequest): Promise<void> {
    const key = imageKey(url, shape, portalOrigin);
    const metaFile = path.join(srcDir, `${key}.json`);
    const originalFile = keptOriginal(cacheDir, key);
    /**
     * Whether its widths are left to the server: set once `make` has sized it instead of making
     * them.
     */
    let left = false;
    /**
     * The size of the picture's largest variant: its widths made now, or (squareLater) left to the
     * server.
     */
    const make = async (original: Buffer): Promise<PictureSize> => {
      if (!(squareLater && shape === 'square'))
        return encoding(() => renderVariants(original, key, shape, outDir));
      const size = await squareSize(original);
      left = true;
      return size;
    };
    let meta = readMeta(metaFile);
    const haveVariants =
      meta !== null && variantNames(key, shape, meta.width).every((name) => madeBefore.has(name));
    const fresh = meta !== null && now() - meta.fetchedAt < maxAgeMs;
    // Widths missing (a server stopped before it made them all, a file removed) are made from the
    // original kept.
    const kept = meta && !haveVariants ? await readFile(originalFile).catch(() => null) : null;

    if (meta && fresh && haveVariants) {
      report.reused++;
    } else if (meta && fresh && kept) {
      meta = { ...meta, ...(await make(kept)) };
      await writeFile(metaFile, JSON.stringify(meta));
      report.reused++;
    } else {
      try {
        const headers: Record<string, string> = {};
        // Asked only if changed when there is something to keep: the widths, or the original to
        // make them from.
        if (meta && (haveVariants || kept)) {
          if (meta.etag) headers['If-None-Match'] = meta.etag;
          if (meta.lastModified) headers['If-Modified-Since'] = meta.lastModified;
        }
        const { res, type, body } = await download(url, headers);
        if (res.status === 304 && meta && (haveVariants || kept)) {
          const size = kept && !haveVariants ? await make(kept) : meta;
          meta = { ...meta, width: size.width, height: size.height, fetchedAt: now() };
          await writeFile(metaFile, JSON.stringify(meta));
          report.revalidated++;
        } else if (res.ok) {
          if (!body) throw new Error(`not an image (${type || 'no content type'})`);
          const size = await make(body);
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
        left = false;
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
    const names = variantNames(key, shape, meta.width);
    if (left && shape === 'square') later.push({ key, shape, files: names });
    else files.push(...names);
  }

  let done = 0;
  const started = now();
  // Enough in flight to keep the downloads and the encoders busy, few enough not to hold every
  // original at once.
  await pLimit(2 * (concurrency + encoders)).map(unique, async (request) => {
    await prepare(request);
    done++;
    if (done % 100 === 0 || done === unique.length) {
      const perSecond = (done * 1000) / Math.max(1, now() - started);
      log(
        `images: ${done}/${unique.length} ready (${perSecond.toFixed(0)} a second), ` +
          `kept in ${cacheDir} for the next build`,
      );
    }
  });
  // Failures are found in the order downloads finish; the build report lists them as requested.
  const requested = new Map(unique.map((request, i) => [request.url, i]));
  report.failed.sort((a, b) => (requested.get(a.url) ?? 0) - (requested.get(b.url) ?? 0));
  // The server makes them in the catalogue's order, products first, whatever order their downloads
  // finished in.
  const order = new Map(unique.map(({ url, shape }, i) => [imageKey(url, shape, portalOrigin), i]));
  later.sort((a, b) => (order.get(a.key) ?? 0) - (order.get(b.key) ?? 0));
  return { pictures, files, later, report };
}

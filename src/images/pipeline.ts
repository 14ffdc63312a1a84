/**
 * Build-time image pipeline: downloads each distinct catalogue image once, turns it into square WebP
 * variants, and keeps originals and variants in a cache folder between builds so an unchanged image
 * is neither downloaded nor processed twice. An image that cannot be had becomes the placeholder
 * (or keeps its last good variants) instead of failing the build.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pictureFor, picturePath, pictureWidths, type Picture } from './picture';

export interface ImagePipelineOptions {
  cacheDir: string;
  /** Images on this origin are cached by path, so a portal that moves port or host keeps its cache. */
  portalOrigin: string;
  concurrency?: number;
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
  pictures: Map<string, Picture>;
  /** Keys of every image this build uses: the files to publish. */
  keys: string[];
  report: ImageReport;
}

interface CachedMeta {
  url: string;
  etag: string | null;
  lastModified: string | null;
  fetchedAt: number;
}

export function imageKey(url: string, portalOrigin: string): string {
  const u = new URL(url);
  const identity = u.origin === new URL(portalOrigin).origin ? `${u.pathname}${u.search}` : u.href;
  return createHash('sha256').update(identity).digest('hex').slice(0, 20);
}

export const variantsDir = (cacheDir: string) => path.join(cacheDir, 'out');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function renderVariants(original: Buffer, key: string, outDir: string): Promise<void> {
  await Promise.all(
    pictureWidths.map((w) =>
      sharp(original, { failOn: 'error' })
        .rotate()
        .resize(w, w, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .webp({ quality: 78, effort: 3 })
        .toFile(path.join(outDir, path.basename(picturePath(key, w)))),
    ),
  );
}

export async function prepareImages(urls: Iterable<string>, options: ImagePipelineOptions): Promise<PreparedImages> {
  const {
    cacheDir,
    portalOrigin,
    concurrency = 3,
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

  const unique = [...new Set(urls)];
  const report: ImageReport = { total: unique.length, downloaded: 0, revalidated: 0, reused: 0, stale: 0, failed: [] };
  const pictures = new Map<string, Picture>();
  const keys: string[] = [];

  async function variantsExist(key: string) {
    const checks = await Promise.all(pictureWidths.map((w) => exists(path.join(outDir, path.basename(picturePath(key, w))))));
    return checks.every(Boolean);
  }

  async function prepare(url: string): Promise<void> {
    const key = imageKey(url, portalOrigin);
    const metaFile = path.join(srcDir, `${key}.json`);
    const originalFile = path.join(srcDir, `${key}.orig`);
    const meta = await readFile(metaFile, 'utf8').then((t) => JSON.parse(t) as CachedMeta, () => null);
    const haveVariants = meta !== null && (await variantsExist(key));

    if (meta && haveVariants && now() - meta.fetchedAt < maxAgeMs) {
      report.reused++;
    } else {
      try {
        const headers: Record<string, string> = {};
        if (meta?.etag) headers['If-None-Match'] = meta.etag;
        if (meta?.lastModified) headers['If-Modified-Since'] = meta.lastModified;
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
        if (res.status === 304 && meta) {
          if (!haveVariants) await renderVariants(await readFile(originalFile), key, outDir);
          await writeFile(metaFile, JSON.stringify({ ...meta, fetchedAt: now() }));
          report.revalidated++;
        } else if (res.ok) {
          const type = res.headers.get('content-type') ?? '';
          if (!type.startsWith('image/')) throw new Error(`not an image (${type || 'no content type'})`);
          const original = Buffer.from(await res.arrayBuffer());
          await renderVariants(original, key, outDir);
          await writeFile(originalFile, original);
          const fresh: CachedMeta = {
            url,
            etag: res.headers.get('etag'),
            lastModified: res.headers.get('last-modified'),
            fetchedAt: now(),
          };
          await writeFile(metaFile, JSON.stringify(fresh));
          report.downloaded++;
        } else {
          throw new Error(`HTTP ${res.status}`);
        }
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!haveVariants) {
          report.failed.push({ url, reason });
          return;
        }
        report.stale++;
        log(`image ${url}: ${reason}; keeping the cached copy`);
      }
    }
    pictures.set(url, pictureFor(key));
    keys.push(key);
  }

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++] as string;
      await prepare(url);
      done++;
      if (done % 250 === 0 || done === unique.length) log(`images: ${done}/${unique.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { pictures, keys, report };
}

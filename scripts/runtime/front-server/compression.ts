/**
 * Response compression: brotli or gzip as the client prefers (negotiator), for text only (images are
 * compressed already). Static files are compressed once and kept in memory, since every shopper
 * asks for the same few hundred files; responses of the on-demand routes are compressed as they
 * stream.
 */
import { readFile } from 'node:fs/promises';
import { constants, createBrotliCompress, createGzip, brotliCompress, gzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import Negotiator from 'negotiator';

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Smaller bodies gain less than the headers cost. */
export const MIN_COMPRESS_BYTES = 1024;
// A middle quality compresses a page quickly and beats gzip's best; the top levels cost far more.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
// A content-hashed file never changes, so it is compressed once at the top level: fewer bytes of
// JavaScript on every page, for a one-off cost per file.
const BROTLI_MAX = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const GZIP_MAX = { level: constants.Z_BEST_COMPRESSION };

/** `max` for files that never change (content-hashed), `fast` for the rest. */
export type Effort = 'fast' | 'max';

/**
 * The content types worth compressing, as a regular expression's source (nginx-config.ts reads it
 * too).
 */
export const COMPRESSIBLE_TYPES =
  '^(text/|application/(json|javascript|xml|manifest\\+json|ld\\+json)|image/svg\\+xml)';
const COMPRESSIBLE = new RegExp(COMPRESSIBLE_TYPES, 'i');

export const compressible = (contentType: string | undefined) =>
  Boolean(contentType && COMPRESSIBLE.test(contentType));

/** The encoding to answer with for an Accept-Encoding header, or null for none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
  // Brotli first when the client rates both alike: fewer bytes for the same text.
  const encoding = negotiator.encoding([...ENCODINGS], { preferred: [...ENCODINGS] });
  return ENCODINGS.find((known) => known === encoding) ?? null;
}

export function compressStream(encoding: Encoding): Transform {
  return encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed copies of files, least recently used dropped first once `maxBytes` is held. */
export function createCompressedFileCache(maxBytes = 64 * 1024 * 1024) {
  const entries = new Map<string, { body: Promise<Buffer>; bytes: number }>();
  let held = 0;
  const evict = () => {
    for (const [key, entry] of entries) {
      if (held <= maxBytes) break;
      entries.delete(key);
      held -= entry.bytes;
    }
  };
  return {
    get(
      file: string,
      version: string,
      encoding: Encoding,
      effort: Effort = 'fast',
    ): Promise<Buffer> {
      const key = `${encoding}:${version}:${file}`;
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      const max = effort === 'max';
      const body = readFile(file).then((raw) =>
        encoding === 'br'
          ? brotliAsync(raw, max ? BROTLI_MAX : BROTLI)
          : gzipAsync(raw, max ? GZIP_MAX : {}),
      );
      const entry = { body, bytes: 0 };
      entries.set(key, entry);
      body.then(
        (compressed) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = compressed.length;
          held += compressed.length;
          evict();
        },
        () => entries.delete(key),
      );
      return body;
    },
  };
}

export type CompressedFileCache = ReturnType<typeof createCompressedFileCache>;

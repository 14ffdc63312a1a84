/**
 * The static half of a build: finds the file a path names in the client folder (a file by its own
 * name, else the page written for the address: `/products` and `/products/` are `products.html`),
 * and sends it with validators, the site's header rules and a compressed body when the client takes
 * one.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  compressible,
  MIN_COMPRESS_BYTES,
  pickEncoding,
  type CompressedFileCache,
} from './compression.ts';
import { isHiddenPath } from './request-policy.ts';
import { DEFAULT_CACHE_CONTROL, DOCUMENT_ONLY, DOCUMENT_TYPES } from '../headers/site-headers.ts';
import { pageFile } from '../shop-src.ts';

export interface StaticFile {
  path: string;
  size: number;
  mtimeMs: number;
}

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

const DOCUMENT = new RegExp(DOCUMENT_TYPES);

async function fileAt(file: string): Promise<StaticFile | null> {
  const info = await stat(file).catch(() => null);
  return info?.isFile() ? { path: file, size: info.size, mtimeMs: info.mtimeMs } : null;
}

/** The file `pathname` (as sent, percent-encoded) names under `clientDir`, or null. */
export async function findStaticFile(
  clientDir: string,
  pathname: string,
): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (decoded.includes('\0') || segments.includes('..') || isHiddenPath(segments)) return null;
  if (!decoded.endsWith('/')) {
    const file = await fileAt(path.join(clientDir, ...segments));
    if (file) return file;
  }
  return fileAt(path.join(clientDir, pageFile(segments.join('/'))));
}

const etagOf = (file: StaticFile) =>
  `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;

export async function sendStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  ruleHeaders: [string, string][],
  cache: CompressedFileCache,
): Promise<void> {
  const type = TYPES[path.extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  const etag = etagOf(file);
  const headers: Record<string, string | number> = {
    'content-type': type,
    'cache-control': DEFAULT_CACHE_CONTROL,
    etag,
    'last-modified': new Date(file.mtimeMs).toUTCString(),
  };
  const isDocument = DOCUMENT.test(type);
  for (const [name, value] of ruleHeaders) {
    const key = name.toLowerCase();
    if (isDocument || !DOCUMENT_ONLY.has(key)) headers[key] = value;
  }
  const textual = compressible(type);
  if (textual) headers.vary = 'Accept-Encoding';

  const match = req.headers['if-none-match'];
  if (match && (match === '*' || match.split(',').some((tag) => tag.trim() === etag))) {
    res.writeHead(304, headers).end();
    return;
  }

  const encoding =
    textual && file.size >= MIN_COMPRESS_BYTES
      ? pickEncoding(req.headers['accept-encoding'])
      : null;
  if (encoding) {
    const immutable = String(headers['cache-control']).includes('immutable');
    const body = await cache.get(file.path, etag, encoding, immutable ? 'max' : 'fast');
    res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': file.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

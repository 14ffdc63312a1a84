/**
 * The static half of a build: finds the file a path names in the client folder (a file by its own
 * name, else the page written for the address: `/products` and `/products/` are `products.html`),
 * and sends it with the site's header rules. `send` answers with the file itself (validators,
 * conditional requests, ranges); a client that takes a compressed body gets the copy kept in
 * memory (compression.ts), under the same validators.
 */
import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import etag from 'etag';
import fresh from 'fresh';
import { contentType } from 'mime-types';
import send from 'send';
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
  stats: Stats;
}

/**
 * The content type of a file by its name, from mime-types. The build writes its XML (sitemap,
 * feeds) in UTF-8, which mime-types leaves unsaid for application/xml.
 */
export function contentTypeOf(file: string): string {
  const type = contentType(path.extname(file)) || 'application/octet-stream';
  return type === 'application/xml' ? `${type}; charset=utf-8` : type;
}

const DOCUMENT = new RegExp(DOCUMENT_TYPES);

async function fileAt(file: string): Promise<StaticFile | null> {
  const stats = await stat(file).catch(() => null);
  return stats?.isFile() ? { path: file, stats } : null;
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

export async function sendStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  ruleHeaders: [string, string][],
  cache: CompressedFileCache,
): Promise<void> {
  const type = contentTypeOf(file.path);
  const isDocument = DOCUMENT.test(type);
  res.setHeader('content-type', type);
  res.setHeader('cache-control', DEFAULT_CACHE_CONTROL);
  for (const [name, value] of ruleHeaders) {
    const key = name.toLowerCase();
    if (isDocument || !DOCUMENT_ONLY.has(key)) res.setHeader(key, value);
  }
  const textual = compressible(type);
  if (textual) res.setHeader('vary', 'Accept-Encoding');

  const encoding =
    textual && file.stats.size >= MIN_COMPRESS_BYTES
      ? pickEncoding(req.headers['accept-encoding'])
      : null;
  if (!encoding) {
    send(req, encodeURIComponent(path.basename(file.path)), {
      root: path.dirname(file.path),
      cacheControl: false,
      dotfiles: 'allow',
    })
      .on('error', () => res.destroy())
      .pipe(res);
    return;
  }
  // The validators send gives the file itself, so a copy revalidates against either answer.
  const validators = {
    etag: etag(file.stats),
    'last-modified': file.stats.mtime.toUTCString(),
  };
  res.setHeader('etag', validators.etag);
  res.setHeader('last-modified', validators['last-modified']);
  if (fresh(req.headers, validators)) {
    res.removeHeader('content-type');
    res.writeHead(304).end();
    return;
  }
  const immutable = String(res.getHeader('cache-control')).includes('immutable');
  const body = await cache.get(file.path, validators.etag, encoding, immutable ? 'max' : 'fast');
  res.writeHead(200, { 'content-encoding': encoding, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

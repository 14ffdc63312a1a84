import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompressedFileCache, pickEncoding } from './compression.ts';

let dir: string;
let file: string;
// Script-like text with the repetition a bundle has, large enough for the levels to differ.
const script = Array.from(
  { length: 400 },
  (_, i) =>
    `export function line${i}(value){` +
    `return value.map((x)=>x*${i % 17}).filter(Boolean).join('${'ab'.repeat(i % 9)}');}`,
).join('\n');

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compression-test-'));
  file = path.join(dir, 'app.js');
  await writeFile(file, script);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('compressed file cache', () => {
  it('compresses files that never change harder than the rest, to the same text', async () => {
    const cache = createCompressedFileCache();
    const fast = await cache.get(file, 'v1', 'br');
    const max = await cache.get(file, 'v2', 'br', 'max');
    expect(brotliDecompressSync(fast).toString()).toBe(script);
    expect(brotliDecompressSync(max).toString()).toBe(script);
    expect(max.length).toBeLessThan(fast.length);
    const gzipFast = await cache.get(file, 'v1', 'gzip');
    const gzipMax = await cache.get(file, 'v2', 'gzip', 'max');
    expect(gunzipSync(gzipMax).toString()).toBe(script);
    expect(gzipMax.length).toBeLessThanOrEqual(gzipFast.length);
  });

  it('compresses a file once per version and encoding', async () => {
    const cache = createCompressedFileCache();
    const first = cache.get(file, 'v1', 'br', 'max');
    expect(cache.get(file, 'v1', 'br', 'max')).toBe(first);
    expect(cache.get(file, 'v1', 'gzip', 'max')).not.toBe(first);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

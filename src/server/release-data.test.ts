import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listingSnapshotVersion } from '../domain/listing/listing-snapshot';
import {
  buildTag,
  checkReleaseData,
  readReleaseCatalogue,
  readSnapshotText,
  writeReleaseData,
} from './release-data';

const folders: string[] = [];
const serverDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-data-'));
  folders.push(dir);
  return path.join(dir, 'server');
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const snapshotText = '{"v":9,"products":[]}';

describe('the catalogue data beside the server bundle', () => {
  it('is read back as the build wrote it, in server/data/', () => {
    const dir = serverDir();
    const written = writeReleaseData(dir, {
      snapshotText,
      sourceDigest: 'digest-1',
      productIds: [101, 102],
    });
    expect(readdirSync(path.join(dir, 'data')).sort()).toEqual([
      'catalogue.json',
      'listing-snapshot.json',
    ]);
    // What an edit's assembly copies into the release (scripts/runtime/release/render-edit.ts).
    expect(written.map((file) => path.relative(dir, file)).sort()).toEqual([
      path.join('data', 'catalogue.json'),
      path.join('data', 'listing-snapshot.json'),
    ]);
    expect(readSnapshotText(dir)).toBe(snapshotText);
    expect(readReleaseCatalogue(dir)).toEqual({
      build: buildTag('digest-1', snapshotText),
      productIds: [101, 102],
    });
    expect(readFileSync(path.join(dir, 'data', 'listing-snapshot.json'), 'utf8')).toBe(
      snapshotText,
    );
  });

  it('names a build by its code and catalogue and by its snapshot, not by when it ran', () => {
    const tag = buildTag('digest-1', snapshotText);
    expect(tag).toMatch(/^[0-9a-f]{16}$/);
    expect(buildTag('digest-1', snapshotText)).toBe(tag);
    expect(buildTag('digest-2', snapshotText)).not.toBe(tag);
    expect(buildTag('digest-1', '{"v":9,"products":[{}]}')).not.toBe(tag);
  });

  it('is checked as the server reads it: a snapshot of another version or a catalogue without ids is refused', () => {
    const dir = serverDir();
    const current = JSON.stringify({ v: listingSnapshotVersion, products: [] });
    writeReleaseData(dir, { snapshotText: current, sourceDigest: 'd', productIds: [101] });
    expect(() => checkReleaseData(dir)).not.toThrow();
    writeReleaseData(dir, { snapshotText, sourceDigest: 'd', productIds: [101] });
    expect(() => checkReleaseData(dir)).toThrow(
      `listing snapshot of version 9, expected ${listingSnapshotVersion}`,
    );
    writeReleaseData(dir, { snapshotText: current, sourceDigest: 'd', productIds: [101] });
    writeFileSync(path.join(dir, 'data', 'catalogue.json'), '{"build":"b","productIds":["101"]}');
    expect(() => checkReleaseData(dir)).toThrow(
      "catalogue.json does not name a build and its products' ids",
    );
  });

  it('says where it looks for the release when the server was not told which it serves', () => {
    expect(process.env.SHOP_RELEASE_DIR).toBeUndefined();
    expect(() => readReleaseCatalogue()).toThrow(/SHOP_RELEASE_DIR is not set/);
  });
});

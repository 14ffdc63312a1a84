import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspHash, siteInlineHashes } from '../headers/inline-hashes.ts';
import {
  readScanIndex,
  SCAN_INDEX_FILE,
  scanClient,
  summarise,
  writeScanIndex,
} from './client-scan.ts';

const page = (script: string) =>
  `<!doctype html><html><head><style>a{color:red}</style></head><body><script>${script}</script></body></html>`;
// Not ASCII: the scan reads pages byte by byte, and must hash what the browser hashes all the same.
const arabicScript = 'toast("أضيف إلى السلة")';

describe('client scan', () => {
  let client: string;
  beforeEach(async () => {
    client = await mkdtemp(path.join(tmpdir(), 'client-scan-test-'));
    await mkdir(path.join(client, 'product', 'router'), { recursive: true });
    await mkdir(path.join(client, 'data'));
    await writeFile(path.join(client, 'index.html'), page('home()'));
    await writeFile(path.join(client, 'product', 'router', 'index.html'), page(arabicScript));
    await writeFile(path.join(client, 'data', 'cards-0123456789ab.json'), '{"rows":[]}');
    await writeFile(path.join(client, 'logo.png'), 'api-key: not text, never read');
  });
  afterEach(async () => {
    await rm(client, { recursive: true, force: true });
  });

  it('counts the pages and finds the inline hashes of every page, as the per-page reading did', async () => {
    const scan = summarise(await scanClient(client, ['s3cret']));
    expect(scan.pages).toBe(2);
    expect(scan.inline).toEqual(await siteInlineHashes(client));
    expect(scan.inline.scripts).toContain(cspHash(arabicScript));
    expect(scan.inline.scripts).toHaveLength(2);
    expect(scan.leaks).toEqual([]);
  });

  it('finds the same on worker threads as on one', async () => {
    await writeFile(
      path.join(client, 'index.html'),
      page('fetch("/x", { headers: { "Api-Key": "s3cret" } })'),
    );
    const one = summarise(await scanClient(client, ['s3cret'], { threads: 1 }));
    const threaded = summarise(
      await scanClient(client, ['s3cret'], { threads: 2, minFilesPerThread: 1 }),
    );
    expect(threaded).toEqual(one);
    expect(threaded.pages).toBe(2);
    expect(threaded.inline.scripts).toHaveLength(2);
    expect(threaded.leaks).toEqual([
      'index.html: a secret from the environment',
      "index.html: the portal's api-key header",
    ]);
  });

  it('names every text file that leaks a secret, the api-key header, a portal image or the cost field', async () => {
    await writeFile(
      path.join(client, 'product', 'router', 'index.html'),
      page('fetch("/x", { headers: { "Api-Key": "s3cret" } })'),
    );
    await writeFile(
      path.join(client, 'data', 'cards-0123456789ab.json'),
      '{"cost": 12, "img": "https://portal.example/assets/uploads/a.png"}',
    );
    await writeFile(path.join(client, 'index.html'), page('const word = "كلمة سر";'));
    const { leaks } = summarise(await scanClient(client, ['s3cret', 'سر']));
    expect(leaks).toEqual([
      'data/cards-0123456789ab.json: a portal image URL',
      'data/cards-0123456789ab.json: the internal cost field',
      'index.html: a secret from the environment',
      'product/router/index.html: a secret from the environment',
      "product/router/index.html: the portal's api-key header",
    ]);
  });

  it('reads only the files that changed since the last scan, and all of them when the secrets differ', async () => {
    const first = await scanClient(client, ['s3cret']);
    await writeFile(
      path.join(client, 'index.html'),
      page('fetch("/x", { headers: { "Api-Key": "s3cret" } })'),
    );
    await writeFile(path.join(client, 'product', 'router', 'index.html'), page('changed()'));
    const again = summarise(
      await scanClient(
        client,
        ['s3cret'],
        {},
        { previous: first, changed: new Set(['index.html']) },
      ),
    );
    expect(again.leaks).toEqual([
      'index.html: a secret from the environment',
      "index.html: the portal's api-key header",
    ]);
    // The router page was not named as changed: its findings are the last scan's.
    expect(again.inline.scripts).not.toContain(cspHash('changed()'));
    expect(again.inline.scripts).toContain(cspHash(arabicScript));

    const otherSecrets = summarise(
      await scanClient(client, ['0ther-secret'], {}, { previous: first, changed: new Set() }),
    );
    expect(otherSecrets.inline.scripts).toContain(cspHash('changed()'));
  });

  it('is kept beside the output with each set of inline hashes once, and read back as it was', async () => {
    await writeFile(path.join(client, 'product', 'router', 'index.html'), page('home()'));
    await writeFile(path.join(client, 'data', 'cards-0123456789ab.json'), '{"cost": 1}');
    const scan = await scanClient(client, ['s3cret']);
    const out = path.join(client, '..', `${path.basename(client)}-out`);
    await mkdir(out);
    try {
      await writeScanIndex(out, scan);
      const written = JSON.parse(await readFile(path.join(out, SCAN_INDEX_FILE), 'utf8')) as {
        inlines: unknown[];
      };
      expect(written.inlines).toHaveLength(1);
      // The publisher keeps what it wrote; another file of the same bytes is read.
      expect(await readScanIndex(out)).toBe(scan);
      const copy = path.join(out, 'copy');
      await mkdir(copy);
      await copyFile(path.join(out, SCAN_INDEX_FILE), path.join(copy, SCAN_INDEX_FILE));
      const readBack = await readScanIndex(copy);
      expect(readBack).not.toBe(scan);
      expect(readBack).toEqual(scan);
      // An index of the earlier form, every page's hashes written out: the next scan reads all.
      await writeFile(path.join(out, SCAN_INDEX_FILE), JSON.stringify(scan));
      expect(await readScanIndex(out)).toBeNull();
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompareData, compareChunkSize } from '../../build/compare/compare-data';
import { product } from '../../domain/fixtures/catalogue';
import { pictureFor, placeholderPicture } from '../../domain/picture';
import { loadCompareRecords } from './compare-client';

// compare-data reads the build's catalogue through astro:content, which only exists in a build.
vi.mock('../../build/catalogue/catalogue', () => ({
  getCatalogue: () => Promise.reject(new Error('not in a build')),
}));

const picture = (url: string | undefined) =>
  url ? pictureFor('00aabbccdd', 'square', { width: 960, height: 960 }) : placeholderPicture;
// Catalogue order is not id order: ids run 200, 198, … 2.
const catalogue = Array.from({ length: 100 }, (_, i) =>
  product({
    id: 200 - 2 * i,
    name: `Switch ${200 - 2 * i}`,
    keyInformation: [{ heading: 'Interfaces', rows: [{ label: 'Ports', value: String(i) }] }],
  }),
);
const data = buildCompareData(catalogue, picture);

function serve(files: Map<string, string>) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = files.get(url.replace(/^\/data\/(.*)\.json$/, '$1'));
    return body === undefined
      ? new Response('', { status: 404 })
      : new Response(body, { headers: { 'Content-Type': 'application/json' } });
  });
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

describe('compare data, written by the build and read on /compare', () => {
  it('writes one chunk per run of ids and an index, each named by its content', () => {
    expect(
      [...data.files.keys()].filter(
        (name) => name.startsWith('compare-') && !name.startsWith('compare-index-'),
      ),
    ).toHaveLength(Math.ceil(catalogue.length / compareChunkSize));
    expect(data.indexUrl).toMatch(/^\/data\/compare-index-[0-9a-f]{12}\.json$/);
    const repriced = buildCompareData(
      catalogue.map((p) => (p.id === 2 ? { ...p, price: 99 } : p)),
      picture,
    );
    // Only the chunk holding the repriced product (and so the index) gets a new name.
    expect([...repriced.files.keys()].filter((name) => !data.files.has(name))).toHaveLength(2);
  });

  it('fetches the index and only the chunks of the chosen products, and gives their records', async () => {
    const requested = serve(data.files);
    const records = await loadCompareRecords(data.indexUrl, [2, 4, 200, 7]);
    expect([...records.keys()].sort((a, b) => a - b)).toEqual([2, 4, 200]);
    expect(records.get(200)).toMatchObject({
      name: 'Switch 200',
      slug: 'product-200',
      price: 10_000,
      specs: [{ heading: 'Interfaces', rows: [{ label: 'Ports', value: '0' }] }],
    });
    // 2, 4 and 7 share the first chunk; 200 is in the last.
    expect(requested).toHaveLength(3);
  });

  it('fails when a file cannot be read', async () => {
    serve(new Map());
    await expect(loadCompareRecords(data.indexUrl, [2])).rejects.toThrow(/HTTP 404/);
  });
});

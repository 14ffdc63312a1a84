import { afterEach, describe, expect, it, vi } from 'vitest';
import { product } from '../../domain/fixtures/catalogue';
import { pictureFor, placeholderPicture, type Picture } from '../../domain/picture';
import { buildCompareData, compareChunkSize } from './compare-data';

// compare-data reads the build's catalogue through astro:content, which only exists in a build.
vi.mock('../catalogue/catalogue', () => ({
  getCatalogue: () => Promise.reject(new Error('not in a build')),
}));

const square = (key: string) => pictureFor(key, 'square', { width: 960, height: 960 });
const catalogue = Array.from({ length: 3 * compareChunkSize }, (_, i) =>
  product({ id: i + 1, name: `Phone ${i + 1}`, images: [`/uploads/${i + 1}.jpg`] }),
);
const samePictures = (url: string | undefined): Picture =>
  url ? square('00aabbccdd') : placeholderPicture;

afterEach(() => vi.restoreAllMocks());

describe('buildCompareData, one edit after another', () => {
  it('gives the same files again for the same products, without writing them out again', () => {
    const first = buildCompareData(catalogue, samePictures);
    const stringify = vi.spyOn(JSON, 'stringify');
    const again = buildCompareData(catalogue, samePictures);
    expect([...again.files]).toEqual([...first.files]);
    expect(again.indexUrl).toBe(first.indexUrl);
    // The index alone: its chunks' names are the same, its object is new.
    expect(stringify).toHaveBeenCalledTimes(1);
  });

  it("makes a chunk again where a product changed, or the same product's picture", () => {
    const first = buildCompareData(catalogue, samePictures);
    const repriced = catalogue.map((p) => (p.id === 20 ? { ...p, price: 12_345 } : p));
    const afterPrice = buildCompareData(repriced, samePictures);
    const newNames = (data: typeof first) =>
      [...data.files.keys()].filter((name) => !first.files.has(name));
    expect(newNames(afterPrice)).toHaveLength(2);
    const chunk = [...afterPrice.files].find(
      ([name]) => newNames(afterPrice).includes(name) && !name.startsWith('compare-index-'),
    );
    expect(chunk?.[1]).toContain('"price":12345');

    const newPicture = (url: string | undefined) =>
      url === '/uploads/40.jpg' ? square('ffeeddccbb') : samePictures(url);
    const afterPicture = buildCompareData(catalogue, newPicture);
    const changed = [...afterPicture.files].filter(([name]) => !first.files.has(name));
    expect(changed).toHaveLength(2);
    expect(changed.map(([, body]) => body).join('')).toContain('ffeeddccbb');
  });
});

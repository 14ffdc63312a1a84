import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writePicturesLater, type LaterPicture } from '../shop-src.ts';
import { startPictureMaker, type PictureMaker, type PicturesMade } from './picture-maker.ts';

let root: string;
let buildDir: string;
let cacheDir: string;
let maker: PictureMaker | null = null;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'picture-maker-'));
  buildDir = path.join(root, 'dist');
  cacheDir = path.join(root, 'cache');
  await mkdir(path.join(buildDir, 'client'), { recursive: true });
  await mkdir(path.join(cacheDir, 'src'), { recursive: true });
});
afterEach(async () => {
  await maker?.stop();
  maker = null;
  await rm(root, { recursive: true, force: true });
});

/** A picture on the list, its original kept in the cache as the build keeps it. */
async function kept(key: string, side: number): Promise<LaterPicture> {
  const original = await sharp({
    create: { width: side, height: Math.round(side * 0.75), channels: 3, background: '#0b4c88' },
  })
    .png()
    .toBuffer();
  await writeFile(path.join(cacheDir, 'src', `${key}.orig`), original);
  const widths = [160, 320, 640, 960].filter((w) => w < Math.min(side, 960));
  return {
    key,
    shape: 'square',
    files: [...widths, Math.min(side, 960)].map((w) => `${key}-${w}.webp`),
  };
}

const published = () => readdir(path.join(buildDir, 'client', '_img')).catch(() => [] as string[]);
const listKept = () =>
  stat(path.join(buildDir, 'pictures-later.json')).then(
    () => true,
    () => false,
  );

describe('the picture maker', () => {
  it('is not started for a build that left no pictures to make', async () => {
    expect(await startPictureMaker({ buildDir, log: () => {} })).toBeNull();
  });

  it('makes a picture a page asks for before those ahead of it, then all of them, and forgets the list', async () => {
    const pictures = await Promise.all(
      ['a1', 'b2', 'c3', 'd4', 'e5'].map((key) => kept(key, 1200)),
    );
    await writePicturesLater(buildDir, { cacheDir, pictures });
    const finished = Promise.withResolvers<PicturesMade>();
    let done: PicturesMade | null = null;
    void finished.promise.then((summary) => (done = summary));
    maker = await startPictureMaker({ buildDir, log: () => {}, onDone: finished.resolve });
    expect(await maker?.publish('/_img/e5-320.webp')).toBe(true);
    expect(done).toBeNull();
    expect(await published()).toEqual(expect.arrayContaining(pictures[4]?.files ?? []));
    const side = await sharp(path.join(buildDir, 'client', '_img', 'e5-960.webp')).metadata();
    expect([side.format, side.width, side.height]).toEqual(['webp', 960, 960]);

    await finished.promise;
    expect(done).toEqual({ made: 5, failed: 0, ms: expect.any(Number) });
    expect((await published()).sort()).toEqual(pictures.flatMap((p) => p.files).sort());
    expect((await readdir(path.join(cacheDir, 'out'))).sort()).toEqual(
      pictures.flatMap((p) => p.files).sort(),
    );
    expect(await listKept()).toBe(false);
    expect(await maker?.publish('/_img/a1-160.webp')).toBe(true);
  });

  it('answers no for a file not listed or a picture without an original; the next build settles the list', async () => {
    const good = await kept('a1', 300);
    const lost: LaterPicture = {
      key: 'f6',
      shape: 'square',
      files: ['f6-160.webp', 'f6-800.webp'],
    };
    await writePicturesLater(buildDir, { cacheDir, pictures: [lost, good] });
    const lines: string[] = [];
    const finished = Promise.withResolvers<PicturesMade>();
    maker = await startPictureMaker({
      buildDir,
      log: (line) => lines.push(line),
      onDone: finished.resolve,
    });
    expect(await finished.promise).toMatchObject({ made: 1, failed: 1 });
    expect(await maker?.publish('/_img/f6-800.webp')).toBe(false);
    expect(await maker?.publish('/_img/0000-160.webp')).toBe(false);
    expect((await published()).sort()).toEqual(good.files);
    expect(lines.join('\n')).toMatch(/picture f6 could not be made: .*ENOENT/);
    expect(await listKept()).toBe(true);
  });

  it('keeps the list of a build that replaced the folder meanwhile, until its own pictures are made', async () => {
    const first = await kept('a1', 300);
    await writePicturesLater(buildDir, { cacheDir, pictures: [first] });
    const finished = Promise.withResolvers<PicturesMade>();
    maker = await startPictureMaker({ buildDir, log: () => {}, onDone: finished.resolve });
    await writePicturesLater(buildDir, { cacheDir, pictures: [first, await kept('b2', 300)] });
    expect(await finished.promise).toMatchObject({ made: 1, failed: 0 });
    expect(await listKept()).toBe(true);
  });

  it('makes a listed picture from its original though the cache has widths of an older one by that name', async () => {
    const picture = await kept('a1', 300);
    await mkdir(path.join(cacheDir, 'out'), { recursive: true });
    await Promise.all(
      picture.files.map((name) => writeFile(path.join(cacheDir, 'out', name), 'an older picture')),
    );
    await writePicturesLater(buildDir, { cacheDir, pictures: [picture] });
    const finished = Promise.withResolvers<PicturesMade>();
    maker = await startPictureMaker({ buildDir, log: () => {}, onDone: finished.resolve });
    expect(await finished.promise).toMatchObject({ made: 1, failed: 0 });
    const side = await sharp(path.join(buildDir, 'client', '_img', 'a1-300.webp')).metadata();
    expect([side.format, side.width, side.height]).toEqual(['webp', 300, 300]);
  });

  it('refuses a list that is not one, naming its file', async () => {
    await writeFile(
      path.join(buildDir, 'pictures-later.json'),
      '{"cacheDir":"/tmp","pictures":[{"key":"a1","shape":"square","files":["../../etc/passwd"]}]}',
    );
    await expect(startPictureMaker({ buildDir, log: () => {} })).rejects.toThrow(
      /pictures-later\.json is not a list of pictures to make/,
    );
  });
});

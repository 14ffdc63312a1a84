/**
 * The square pictures a build left for the shop's server to make (ADR 0024): a first start on the
 * demo portal publishes its pages once every picture is downloaded and sized, and the widths, most
 * of its processor time, are made while the shop already serves. The build writes the list beside
 * its client folder (never served); the server makes each picture from the original the build kept
 * in the image cache, first any a page asks for, and publishes its files in the client folder. Node
 * loads this module as it is in the shop's server: its imports name their files.
 */
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { pictureFolder } from '../../domain/picture.ts';
import { allFilesIn, keptOriginal, renderVariants, variantsDir } from './variants.ts';

export const PICTURES_LATER_FILE = 'pictures-later.json';

const fileName = z.string().regex(/^[0-9a-f]+-\d+\.webp$/, 'a picture file name');

const laterPictureSchema = z.object({
  key: z.string().regex(/^[0-9a-f]+$/),
  shape: z.literal('square'),
  files: z.array(fileName).min(1),
});

const listSchema = z.object({
  /** The image cache the build kept the originals in. */
  cacheDir: z.string().min(1),
  pictures: z.array(laterPictureSchema),
});

export type LaterPicture = z.infer<typeof laterPictureSchema>;
export type PicturesLater = z.infer<typeof listSchema>;

export const picturesLaterFile = (buildDir: string) => path.join(buildDir, PICTURES_LATER_FILE);

/** Where a build's pictures are published in its client folder. */
const publishedImages = (buildDir: string) => path.join(buildDir, 'client', pictureFolder);

export async function writePicturesLater(buildDir: string, list: PicturesLater): Promise<void> {
  await writeFile(picturesLaterFile(buildDir), `${JSON.stringify(listSchema.parse(list))}\n`);
}

/**
 * The build's list, or null when it left nothing to make; throws, naming the file, for one that is
 * not a list.
 */
export async function readPicturesLater(buildDir: string): Promise<PicturesLater | null> {
  const file = picturesLaterFile(buildDir);
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  const parsed = listSchema.safeParse(data);
  if (!parsed.success)
    throw new Error(
      `${file} is not a list of pictures to make: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/**
 * Removes the build's list once every picture on it is published. Read again first: a build that
 * replaced the folder meanwhile left a list of its own, which stays until its pictures are made.
 */
export async function forgetPicturesLater(buildDir: string): Promise<void> {
  const list = await readPicturesLater(buildDir).catch(() => null);
  const published = await Promise.all(
    (list?.pictures ?? []).map((picture) => allFilesIn(publishedImages(buildDir), picture.files)),
  );
  if (published.every(Boolean)) await rm(picturesLaterFile(buildDir), { force: true });
}

/**
 * Makes one picture's widths in the image cache from its kept original, and publishes them in the
 * build folder `buildDir`, each file whole or not at all; nothing when that build has them (a
 * server restarted on it). Widths the cache holds already are made again: a build lists a picture
 * whose original it downloaded anew, so they may be an older picture's.
 */
export async function makeLaterPicture(
  cacheDir: string,
  picture: LaterPicture,
  buildDir: string,
): Promise<void> {
  const imageDir = publishedImages(buildDir);
  if (await allFilesIn(imageDir, picture.files)) return;
  const made = variantsDir(cacheDir);
  await mkdir(made, { recursive: true });
  await renderVariants(
    await readFile(keptOriginal(cacheDir, picture.key)),
    picture.key,
    picture.shape,
    made,
  );
  await mkdir(imageDir, { recursive: true });
  await Promise.all(
    picture.files.map(async (name) => {
      const temporary = path.join(imageDir, `${name}.${randomBytes(4).toString('hex')}.part`);
      await copyFile(path.join(made, name), temporary);
      await rename(temporary, path.join(imageDir, name));
    }),
  );
}

/**
 * The image cache's files, and a picture's published widths (WebP, by sharp) made from its
 * original: by the build's pipeline (./pipeline.ts), and by the shop's server for a build that left
 * its square pictures to be made while it serves (./pictures-later.ts). Files are named by the
 * picture's key and width, and appear whole or not at all: a process killed while writing leaves no
 * half a picture for the next build to publish. Its imports name their files (Node loads this
 * module as it is in the shop's server).
 */
import { randomBytes } from 'node:crypto';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  picturePath,
  shapeWidths,
  variantWidths,
  type PictureShape,
} from '../../domain/picture.ts';

export interface PictureSize {
  width: number;
  height: number;
}

/** The widths made, named by `picturePath`, in the image cache. */
export const variantsDir = (cacheDir: string) => path.join(cacheDir, 'out');

/** The original a picture was made from, as downloaded, in the image cache. */
export const keptOriginal = (cacheDir: string, key: string) =>
  path.join(cacheDir, 'src', `${key}.orig`);

/** Whether every one of `names` is a file in `dir`. */
export async function allFilesIn(dir: string, names: readonly string[]): Promise<boolean> {
  const found = await Promise.all(
    names.map((name) =>
      stat(path.join(dir, name)).then(
        (info) => info.isFile(),
        () => false,
      ),
    ),
  );
  return found.every(Boolean);
}

/** The file names of a picture's variants, given the width of its largest. */
export const variantNames = (key: string, shape: PictureShape, largest: number) =>
  variantWidths(shape, largest).map((w) => path.basename(picturePath(key, w)));

/**
 * WebP effort by what the original is and the width made. A JPEG is a photograph: at 640 px and up
 * effort 0 encodes in much less processor time than effort 2 for about the same bytes and quality,
 * and a first build encodes hundreds (docs/benchmarks-pictures.md); below that effort 0 costs
 * noticeably more bytes and the small widths take little time at any effort, so they keep 2.
 * Anything else is most often a drawing or a logo, where effort 0 costs more bytes for no time
 * saved: effort 2.
 */
const effortFor = (format: string | undefined, width: number) =>
  format === 'jpeg' && width >= 640 ? 0 : 2;

/** The width of a picture's largest variant, from its original's oriented size: never enlarged. */
function largestWidth(shape: PictureShape, original: PictureSize): number {
  // A square variant boxes the whole picture, so its longer side is what must not be enlarged.
  const own = shape === 'square' ? Math.max(original.width, original.height) : original.width;
  return Math.min(own, shapeWidths[shape].at(-1) as number);
}

/**
 * A square picture's size, read from its original's header alone (no decoding): every square
 * variant is boxed to its own width, so the largest's side is all there is to know. Throws for a
 * file that is not a picture sharp reads.
 */
export async function squareSize(original: Buffer): Promise<PictureSize> {
  const { autoOrient } = await sharp(original, { failOn: 'error' }).metadata();
  const side = largestWidth('square', autoOrient);
  return { width: side, height: side };
}

async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.part`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Writes every variant of one picture into `outDir`; returns the size of the largest. */
export async function renderVariants(
  original: Buffer,
  key: string,
  shape: PictureShape,
  outDir: string,
): Promise<PictureSize> {
  const { autoOrient, format } = await sharp(original, { failOn: 'error' }).metadata();
  const largest = largestWidth(shape, autoOrient);
  const widths = variantWidths(shape, largest);
  const names = variantNames(key, shape, largest);
  // Decoded once, already at the largest variant's size, for every width: a decode per width adds
  // to the encoding's time, and a large upload is not held in memory at its full size.
  const { data, info } = await sharp(original, { failOn: 'error' })
    .rotate()
    .resize(
      shape === 'square' ? { width: largest, height: largest, fit: 'inside' } : { width: largest },
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const encoded = await Promise.all(
    widths.map((w) => {
      const image = sharp(data, { raw });
      const resized =
        shape === 'square'
          ? image
              .resize(w, w, { fit: 'contain', background: '#ffffff' })
              .flatten({ background: '#ffffff' })
          : image.resize({ width: w });
      return resized
        .webp({ quality: 78, effort: effortFor(format, w) })
        .toBuffer({ resolveWithObject: true });
    }),
  );
  await Promise.all(
    encoded.map(({ data: bytes }, i) => writeWhole(path.join(outDir, names[i] as string), bytes)),
  );
  const biggest = encoded.at(-1)?.info;
  if (!biggest) throw new Error('no variant widths for this shape');
  return { width: biggest.width, height: biggest.height };
}

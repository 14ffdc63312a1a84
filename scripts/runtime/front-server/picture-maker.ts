/**
 * Makes the pictures a build left to the server (`pictures-later.json`, ADR 0024) while the shop
 * serves: in the catalogue's order, one picture at a time so the shop's own requests keep the rest
 * of the processor, and any picture a page asks for before its turn at once. When the last is made
 * the list is removed, so a restart finds nothing left to do.
 */
import {
  forgetPicturesLater,
  makeLaterPicture,
  pictureFolder,
  readPicturesLater,
  type LaterPicture,
} from '../shop-src.ts';

export interface PictureMaker {
  /**
   * Resolves when the picture whose file the URL path names is published: true, or false when it is
   * not one of the build's or could not be made.
   */
  publish(pathname: string): Promise<boolean>;
  /** Stops taking the next picture from the list; resolves when the one in hand is done. */
  stop(): Promise<void>;
}

export interface PicturesMade {
  made: number;
  failed: number;
  ms: number;
}

export interface PictureMakerOptions {
  buildDir: string;
  log: (line: string) => void;
  /** Told once every picture on the list has been tried; for tests. */
  onDone?: (summary: PicturesMade) => void;
}

/** Starts making the build's pictures; null when it left none to make. */
export async function startPictureMaker({
  buildDir,
  log,
  onDone,
}: PictureMakerOptions): Promise<PictureMaker | null> {
  const list = await readPicturesLater(buildDir);
  if (!list || list.pictures.length === 0) return null;
  const byPath = new Map<string, LaterPicture>(
    list.pictures.flatMap((picture) =>
      picture.files.map((name) => [`/${pictureFolder}/${name}`, picture] as const),
    ),
  );
  const making = new Map<string, Promise<boolean>>();
  let failed = 0;

  const make = (picture: LaterPicture): Promise<boolean> => {
    let made = making.get(picture.key);
    if (!made) {
      made = makeLaterPicture(list.cacheDir, picture, buildDir).then(
        () => true,
        (error: unknown) => {
          failed++;
          log(
            `picture ${picture.key} could not be made: ${error instanceof Error ? error.message : String(error)}; ` +
              'a build that makes every width (npm run build) shows the placeholder for it',
          );
          return false;
        },
      );
      making.set(picture.key, made);
    }
    return made;
  };

  const started = performance.now();
  let stopping = false;
  log(
    `making ${list.pictures.length} pictures' widths while the shop serves ` +
      '(the pages that show one first get it first)',
  );
  const background = (async () => {
    for (const picture of list.pictures) {
      if (stopping) return;
      await make(picture);
    }
    const ms = Math.round(performance.now() - started);
    const made = list.pictures.length - failed;
    log(
      `pictures made: ${made} of ${list.pictures.length} in ${(ms / 1000).toFixed(1)} s` +
        (failed ? `; ${failed} could not be` : ''),
    );
    if (failed === 0) await forgetPicturesLater(buildDir);
    onDone?.({ made, failed, ms });
  })();

  return {
    publish: async (pathname) => {
      const picture = byPath.get(pathname);
      return picture ? make(picture) : false;
    },
    stop: async () => {
      stopping = true;
      await background;
    },
  };
}

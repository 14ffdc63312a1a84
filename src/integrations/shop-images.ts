/**
 * Publishes the images the build prepared: copies the variants this build uses from the image cache
 * into the client output under /_img/, and serves them from the cache during `astro dev`. A variant
 * already in the output from an earlier build (ADR 0012) is left alone unless the cache made it
 * again since (a picture replaced on the portal keeps its address, so its variants keep their
 * names).
 */
import { mkdir } from 'node:fs/promises';
import { copyFileSync, createReadStream, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { imageCacheDir } from '../build/images/cache-dir';
import { variantsDir } from '../build/images/variants';
import { takeOver } from '../build/build-artefacts';
import { pictureFolder } from '../domain/picture';

export default function shopImages(): AstroIntegration {
  const cacheDir = imageCacheDir();
  return {
    name: 'shop-images',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(`/${pictureFolder}`, (req, res, next) => {
          const name = path.basename(req.url ?? '');
          if (!/^[0-9a-f]+-\d+\.webp$/.test(name)) return next();
          const stream = createReadStream(path.join(variantsDir(cacheDir), name));
          stream.on('error', () => next());
          res.setHeader('Content-Type', 'image/webp');
          stream.pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = path.join(fileURLToPath(dir), pictureFolder);
        await mkdir(target, { recursive: true });
        const files = takeOver('pictureFiles');
        // Synchronous: thousands of status reads cost several times as much through the thread
        // pool's queue.
        const modified = (file: string) =>
          statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;
        let copied = 0;
        for (const name of files) {
          const [source, published] = [
            path.join(variantsDir(cacheDir), name),
            path.join(target, name),
          ];
          const made = modified(source);
          const copiedAt = modified(published);
          if (copiedAt !== null && made !== null && made < copiedAt) continue;
          copyFileSync(source, published);
          copied++;
        }
        logger.info(`published ${files.length} image files, ${copied} copied`);
      },
    },
  };
}

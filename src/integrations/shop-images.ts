/**
 * Publishes the images the build prepared: copies the variants this build uses from the image cache
 * into the client output under /_img/, and serves them from the cache during `astro dev`.
 */
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { imageCacheDir, manifestFile } from '../images/cache-dir';
import { variantsDir } from '../images/pipeline';

export default function shopImages(): AstroIntegration {
  const cacheDir = imageCacheDir();
  return {
    name: 'shop-images',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use('/_img', (req, res, next) => {
          const name = path.basename(req.url ?? '');
          if (!/^[0-9a-f]+-\d+\.webp$/.test(name)) return next();
          const stream = createReadStream(path.join(variantsDir(cacheDir), name));
          stream.on('error', () => next());
          res.setHeader('Content-Type', 'image/webp');
          stream.pipe(res);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const files = JSON.parse(await readFile(manifestFile(cacheDir), 'utf8')) as string[];
        const target = path.join(fileURLToPath(dir), '_img');
        await mkdir(target, { recursive: true });
        let next = 0;
        const worker = async () => {
          while (next < files.length) {
            const name = files[next++] as string;
            await copyFile(path.join(variantsDir(cacheDir), name), path.join(target, name));
          }
        };
        await Promise.all(Array.from({ length: 8 }, worker));
        logger.info(`published ${files.length} image files`);
      },
    },
  };
}

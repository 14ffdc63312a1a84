/**
 * Keeps the build folder, which incremental builds reuse (ADR 0012), holding exactly what a build
 * from nothing would write. Astro empties the folder before a build only when told to, and here it
 * is told not to (`vite.build.emptyOutDir: false` in astro.config.mjs), so a page it does not render
 * again stays where it is. What the browser's and the server's builds write is made anew every
 * time: their folders are emptied at the start, as Astro would. At the end, every file no part of
 * this build accounts for is removed: the page of a deleted product, its redirect page, a compare
 * file or a picture no page uses any more.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { takeOver } from './build-artefacts';
import { imageFolder } from './shop-images';
import { redirectFiles } from './product-redirects';

/** The browser build's own folder of content-hashed files, written anew by every build. */
const ASSETS_FOLDER = '_astro';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export default function incrementalOutput(): AstroIntegration {
  let clientDir = '';
  let serverDir = '';
  let publicDir = '';
  return {
    name: 'shop-incremental-output',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
        serverDir = fileURLToPath(config.build.server);
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:start': async () => {
        await rm(path.join(clientDir, ASSETS_FOLDER), { recursive: true, force: true });
        await rm(serverDir, { recursive: true, force: true });
      },
      'astro:build:done': async ({ assets, logger }) => {
        const kept = new Set<string>([
          ...[...assets.values()].flat().map((url) => path.relative(clientDir, fileURLToPath(url))),
          ...redirectFiles(takeOver('productRedirects')),
          ...takeOver('pictureFiles').map((name) => path.join(imageFolder, name)),
          ...(await filesUnder(publicDir)),
        ]);
        const stale = (await filesUnder(clientDir)).filter((file) => !kept.has(file) && file.split(path.sep)[0] !== ASSETS_FOLDER);
        await Promise.all(stale.map((file) => rm(path.join(clientDir, file))));
        if (stale.length) logger.info(`removed ${stale.length} files of earlier builds that this one no longer makes`);
      },
    },
  };
}

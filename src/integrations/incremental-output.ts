/**
 * Keeps the build folder, which incremental builds reuse (ADR 0012), holding exactly what a build
 * from nothing would write. Astro empties the folder before a build only when told to, and here it
 * is told not to (`vite.build.emptyOutDir: false` in astro.config.mjs), so a page it does not
 * render again stays where it is. What the browser's and the server's builds write is made anew
 * every time: their folders are emptied at the start, as Astro would. The pages kept from the last
 * build are set aside while the browser's build runs and put back before any page is rendered:
 * Astro lists the browser folder's files in the server's manifest at that moment, and a build from
 * nothing finds only the browser's build there. At the end, every file no part of this build
 * accounts for is removed: the page of a deleted product, its redirect page, a compare file or a
 * picture no page uses any more.
 */
import { readdirSync, rmdirSync, rmSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { takeOver } from '../build/build-artefacts';
import { filesUnder } from '../build/files-under';
import { pictureFolder } from '../domain/picture';
import { redirectFiles } from './product-redirects';

/** The browser build's own folder of content-hashed files, written anew by every build. */
const ASSETS_FOLDER = '_astro';

/**
 * Removes `folder` (relative to `root`) and its parents up to `root` while they are empty, as a
 * build from nothing has no empty folder.
 */
function removeEmptyFolders(root: string, folder: string): void {
  for (let dir = folder; dir !== '.' && dir !== ''; dir = path.dirname(dir)) {
    const at = path.join(root, dir);
    if (readdirSync(at).length > 0) return;
    rmdirSync(at);
  }
}

const isDirectory = (entry: string) =>
  stat(entry).then(
    (s) => s.isDirectory(),
    () => false,
  );

/**
 * Moves what `from` holds into `to`, whole folders at a time; where both have a file, `to`'s (this
 * build's) stays.
 */
async function mergeInto(from: string, to: string): Promise<void> {
  for (const name of await readdir(from)) {
    const [source, target] = [path.join(from, name), path.join(to, name)];
    const there = await stat(target).catch(() => null);
    if (!there) await rename(source, target);
    else if (there.isDirectory() && (await isDirectory(source))) await mergeInto(source, target);
  }
}

export default function incrementalOutput(): AstroIntegration {
  let clientDir = '';
  let serverDir = '';
  let publicDir = '';
  const setAside = () => `${clientDir.replace(/[\\/]+$/, '')}.kept`;
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
        await rm(setAside(), { recursive: true, force: true });
        if (await isDirectory(clientDir)) await rename(clientDir, setAside());
      },
      // After the server's manifest is made, before the first page is rendered.
      'astro:build:ssr': async () => {
        if (!(await isDirectory(setAside()))) return;
        await mergeInto(setAside(), clientDir);
        await rm(setAside(), { recursive: true, force: true });
      },
      'astro:build:done': async ({ assets, logger }) => {
        // Had the server's build not run its hook, Astro restored the pages it skipped from its own
        // cache.
        await rm(setAside(), { recursive: true, force: true });
        const kept = new Set<string>([
          ...[...assets.values()].flat().map((url) => path.relative(clientDir, fileURLToPath(url))),
          ...redirectFiles(takeOver('productRedirects')),
          ...takeOver('pictureFiles').map((name) => path.join(pictureFolder, name)),
          ...filesUnder(publicDir),
        ]);
        const stale = filesUnder(clientDir).filter(
          (file) => !kept.has(file) && file.split(path.sep)[0] !== ASSETS_FOLDER,
        );
        for (const file of stale) {
          rmSync(path.join(clientDir, file));
          removeEmptyFolders(clientDir, path.dirname(file));
        }
        if (stale.length)
          logger.info(
            `removed ${stale.length} files of earlier builds that this one no longer makes`,
          );
      },
    },
  };
}

/**
 * The files of a build's folder tree, as paths relative to its root. A build's client folder holds
 * about ten files a product (pages, redirect pages, picture widths), and an incremental build lists
 * it several times (the stale-file sweep, the output's assembly, the client scan): one
 * `readdirSync` per folder and the names joined as text is several times quicker there than Node's
 * own `readdir(dir, { recursive: true })` with the `path.relative` of every entry (the figures are
 * in docs/edit-to-live-trace.md).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every regular file under `root` (symbolic links neither followed nor listed, as Node's recursive
 * listing gives them with `isFile()`), relative to it with the platform's separator; none when
 * `root` is not there.
 */
export function filesUnder(root: string): string[] {
  const files: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder ? path.join(root, folder) : root, {
      withFileTypes: true,
    })) {
      const name = folder ? `${folder}${path.sep}${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(name);
      else if (entry.isFile()) files.push(name);
    }
  };
  if (existsSync(root)) visit('');
  return files;
}

/**
 * Whether two builds run the same server code: an edit's release links the live release's server
 * bundle file for file (release/work-output.ts), so its server answers as the live one does, with
 * its own data beside the bundle.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../shop-src.ts';

/** The files of a build's server bundle, its data aside. */
const serverCode = (buildDir: string) =>
  filesUnder(path.join(buildDir, 'server'))
    .filter((file) => !file.startsWith(`data${path.sep}`))
    .sort();

/**
 * Whether the build's server bundle is the live release's, file for file: the same files, linked
 * to it by the assembly, which servers run and answer with now.
 */
export function sameServerCode(buildDir: string, liveDir: string): boolean {
  const files = serverCode(buildDir);
  const live = serverCode(liveDir);
  const inode = (dir: string, file: string) => statSync(path.join(dir, 'server', file)).ino;
  return (
    files.length === live.length &&
    files.every((file, i) => file === live[i] && inode(buildDir, file) === inode(liveDir, file))
  );
}

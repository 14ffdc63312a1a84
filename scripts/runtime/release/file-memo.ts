/**
 * A value made from a file, kept while the file is the same: the publisher reads, at each edit, files
 * of the last release that are the same as at the edit before, 8 to 24 MB each at 20,000 products
 * (the sitemap, linked into each release while no product comes, goes or is renamed) or that it
 * wrote itself (the client scan's index, renamed with its release). A file is the same, whatever
 * its path, while its device, inode, size and modification time (in nanoseconds) are: a link or a
 * rename keeps them, a write changes the time.
 */
import { readFile, stat } from 'node:fs/promises';

export interface FileMemo<T> {
  /** What `make` makes of the file's text, made again only when the file is not the one it was. */
  read(file: string, make: (text: string) => T): Promise<T>;
  /** Keeps `value` as what the file, just written from it, holds. */
  remember(file: string, value: T): Promise<void>;
}

/** What stays the same while a file does (see above). */
export const fileIdentity = async (file: string) => {
  const { dev, ino, size, mtimeNs } = await stat(file, { bigint: true });
  return `${dev}:${ino}:${size}:${mtimeNs}`;
};

/** One file's value at a time: the publisher checks one release at a time. */
export function fileMemo<T>(): FileMemo<T> {
  let kept: { identity: string; value: T } | null = null;
  return {
    async read(file, make) {
      const now = await fileIdentity(file);
      if (kept?.identity === now) return kept.value;
      const value = make(await readFile(file, 'utf8'));
      // Its identity before the read: a file written meanwhile is read again next time.
      kept = { identity: now, value };
      return value;
    },
    async remember(file, value) {
      kept = { identity: await fileIdentity(file), value };
    },
  };
}

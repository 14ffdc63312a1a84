import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readSettings } from '../shop-src.ts';

/**
 * Whether the next build has no pictures kept from an earlier one, as a fresh clone's first: it
 * downloads every picture, so a demo portal started for it draws them all ahead, while the build
 * starts up; a later build reuses what it kept and asks for none.
 */
export async function noPicturesKept(): Promise<boolean> {
  const kept = await readdir(path.join(readSettings().images.cacheDir, 'src')).catch(() => []);
  return kept.length === 0;
}

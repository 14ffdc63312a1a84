import path from 'node:path';

/**
 * Where originals and optimised variants are kept between builds: inside Astro's own cache folder,
 * so a CI job that caches `node_modules/.astro` keeps its images warm too.
 */
export function imageCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.IMAGE_CACHE_DIR ?? 'node_modules/.astro/shop-images');
}

/** The list of image keys the current build uses, written by the loader, read when publishing. */
export const manifestFile = (cacheDir: string) => path.join(cacheDir, 'manifest.json');

import { readSettings } from '../../config/settings.ts';

/**
 * Where originals and optimised variants are kept between builds: inside Astro's own cache folder,
 * so a CI job that caches `node_modules/.astro` keeps its images warm too.
 */
export const imageCacheDir = (): string => readSettings().images.cacheDir;

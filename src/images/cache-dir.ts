import path from 'node:path';
import { readSettings } from '../config/settings';

/**
 * Where originals and optimised variants are kept between builds: inside Astro's own cache folder,
 * so a CI job that caches `node_modules/.astro` keeps its images warm too.
 */
export const imageCacheDir = (): string => readSettings().images.cacheDir;

/** The list of image keys the current build uses, written by the loader, read when publishing. */
export const manifestFile = (cacheDir: string) => path.join(cacheDir, 'manifest.json');

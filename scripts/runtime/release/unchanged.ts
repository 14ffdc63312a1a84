/**
 * The no-change check of a rebuild (`--if-changed`): reads the catalogue from the portal as a build
 * does (the same calls, nothing more), digests it with the site's code and settings
 * (src/build/source-digest.ts) and compares with the digest a release recorded. Equal digests mean
 * a build would publish the same pages, so the caller builds nothing.
 */
import { readFile } from 'node:fs/promises';
import { digestOfCatalogueNow, readSettings } from '../shop-src.ts';
import { readRelease, type ReleaseRecord } from './releases.ts';

/**
 * The release a rebuild would compare with: CATALOGUE_BASELINE_FILE (CI keeps the last good
 * release.json there) when set, else the release in `dir`, if any.
 */
export async function comparedRelease(
  env: NodeJS.ProcessEnv,
  dir: string | null,
): Promise<ReleaseRecord | null> {
  const file = readSettings(env).releases.baselineFile;
  if (file) {
    const text = await readFile(file, 'utf8').catch(() => null);
    return text === null ? null : (JSON.parse(text) as ReleaseRecord);
  }
  return dir ? readRelease(dir).catch(() => null) : null;
}

export interface ChangeCheck {
  /**
   * The release whose pages a build would repeat, or null when something changed (or nothing to
   * compare with).
   */
  unchangedSince: ReleaseRecord | null;
  /** One line for the log. */
  message: string;
}

export async function checkForChange(
  env: NodeJS.ProcessEnv,
  dir: string | null,
): Promise<ChangeCheck> {
  const started = Date.now();
  const release = await comparedRelease(env, dir);
  if (!release?.digest)
    return {
      unchangedSince: null,
      message: 'no earlier build with a digest to compare with: building',
    };
  const digest = await digestOfCatalogueNow(env, process.cwd());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return digest === release.digest
    ? {
        unchangedSince: release,
        message:
          `No change since release ${release.id} ` +
          `(digest ${digest.slice(0, 12)}, checked in ${seconds} s): nothing rebuilt.`,
      }
    : {
        unchangedSince: null,
        message: `changed since release ${release.id} (checked in ${seconds} s): building`,
      };
}

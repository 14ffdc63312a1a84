/**
 * The no-change check of a rebuild (`--if-changed`): reads the catalogue from the portal as a build
 * does (the same calls, nothing more), digests it with the site's code and settings
 * (src/build/source-digest.ts) and compares with the digest a release recorded. Equal digests mean
 * a build would publish the same pages, so the caller builds nothing.
 */
import { readFile } from 'node:fs/promises';
import { readPortalConfig, readSettings } from '../../../src/config/settings.ts';
import { readRelease, type ReleaseRecord } from './releases.ts';

/** The digest of what a build now would be made from. */
export async function currentDigest(env: NodeJS.ProcessEnv, root = process.cwd()): Promise<string> {
  // src/ modules import their siblings without extensions, as Vite resolves them.
  await import('../src-loader.ts');
  const [{ createPortalClient }, { loadSiteCatalogue }, { buildDigest }] = await Promise.all([
    import('../../../src/portal/client.ts'),
    import('../../../src/build/catalogue/load-site-catalogue.ts'),
    import('../../../src/build/source-digest.ts'),
  ]);
  const portal = readPortalConfig(env);
  const catalogue = await loadSiteCatalogue(createPortalClient(portal));
  return buildDigest(catalogue, portal.baseUrl, readSettings(env).site, root);
}

/**
 * The release a rebuild would compare with: CATALOGUE_BASELINE_FILE (CI keeps the last good
 * release.json there) when set, else the release in `dir`, if any.
 */
export async function comparedRelease(env: NodeJS.ProcessEnv, dir: string | null): Promise<ReleaseRecord | null> {
  const file = readSettings(env).releases.baselineFile;
  if (file) {
    const text = await readFile(file, 'utf8').catch(() => null);
    return text === null ? null : (JSON.parse(text) as ReleaseRecord);
  }
  return dir ? readRelease(dir).catch(() => null) : null;
}

export interface ChangeCheck {
  /** The release whose pages a build would repeat, or null when something changed (or nothing to compare with). */
  unchangedSince: ReleaseRecord | null;
  /** One line for the log. */
  message: string;
}

export async function checkForChange(env: NodeJS.ProcessEnv, dir: string | null): Promise<ChangeCheck> {
  const started = Date.now();
  const release = await comparedRelease(env, dir);
  if (!release?.digest) return { unchangedSince: null, message: 'no earlier build with a digest to compare with: building' };
  const digest = await currentDigest(env);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return digest === release.digest
    ? { unchangedSince: release, message: `No change since release ${release.id} (digest ${digest.slice(0, 12)}, checked in ${seconds} s): nothing rebuilt.` }
    : { unchangedSince: null, message: `changed since release ${release.id} (checked in ${seconds} s): building` };
}

/**
 * Everything of the shop's src/ that the production scripts use, and the only module of
 * scripts/runtime that imports src/: the settings, the build's hand-over of its artefacts and
 * request, the pictures a build left for the server to make, the catalogue data beside a release's
 * server bundle, the paths and languages the front server answers by, and the server's log,
 * metrics, shared storage and shutdown. Node loads these
 * modules as they are (type stripping), so each module they import names its file with its
 * extension; shop-src.test.ts keeps it so by loading this module in a plain Node process.
 */
import { readPortalConfig, readSettings } from '../../src/config/settings.ts';

export { processEnv, readSettings, type Settings } from '../../src/config/settings.ts';
export {
  artefactDigest,
  handOver,
  takeOver,
  takeOverText,
  type BuildReport,
} from '../../src/build/build-artefacts.ts';
export { clearBuildRequest, writeBuildRequest } from '../../src/build/build-request.ts';
export { filesUnder } from '../../src/build/files-under.ts';
export {
  forgetPicturesLater,
  makeLaterPicture,
  readPicturesLater,
  writePicturesLater,
  type LaterPicture,
} from '../../src/build/images/pictures-later.ts';
export { defaultLocale, localeInfo, localeOfPath, unprefixedPath } from '../../src/i18n/locales.ts';
export { pageFile } from '../../src/domain/page-files.ts';
export { pictureFolder } from '../../src/domain/picture.ts';
export { createLogger, REQUEST_ID_HEADER, requestIdFrom } from '../../src/server/log.ts';
export { routeMetricsRegistry } from '../../src/server/metrics.ts';
export { runShutdownTasks } from '../../src/server/shutdown.ts';
export { openRedisStore } from '../../src/server/redis-store.ts';
export { writeOfferNotice } from '../../src/server/live/offer-notices.ts';
export { checkReleaseData, writeReleaseData } from '../../src/server/release-data.ts';

/**
 * The modules of an edit rendered without `astro build` (release/render-edit.ts, ADR 0032), loaded
 * by its own process.
 */
export const editModules = () =>
  Promise.all([
    import('../../src/build/catalogue/build-catalogue.ts'),
    import('../../src/build/kept-renderer.ts'),
  ]);

/** The modules of the no-change check, loaded when it runs. */
export const digestModules = () =>
  Promise.all([
    import('../../src/portal/client.ts'),
    import('../../src/build/catalogue/load-site-catalogue.ts'),
    import('../../src/build/source-digest.ts'),
  ]);

/**
 * The digest of what a build now would be made from (src/build/source-digest.ts): the catalogue
 * read from the portal as a build reads it, the site's code and settings. Loaded only when asked
 * for, so the front server never loads the portal's client.
 */
export async function digestOfCatalogueNow(env: NodeJS.ProcessEnv, root: string): Promise<string> {
  const [{ createPortalClient }, { loadSiteCatalogue }, { buildDigest }] = await digestModules();
  const portal = readPortalConfig(env);
  const catalogue = await loadSiteCatalogue(createPortalClient(portal));
  return buildDigest(catalogue, portal.baseUrl, readSettings(env).site, root);
}

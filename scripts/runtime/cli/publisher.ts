/**
 * `npm run publisher`: listens for signed rebuild webhooks on PUBLISHER_HOST:PUBLISHER_PORT
 * (default 127.0.0.1:4322) and publishes a new release for each burst of them (see
 * scripts/runtime/release/publish-release.ts); `npm run serve` picks the release up.
 * REBUILD_WEBHOOK_SECRET (whsec_…) is required; REBUILD_INTERVAL_MINUTES adds scheduled rebuilds.
 * Builds read the portal settings like `npm run build` (PORTAL_API_URL, or `--demo`). Arguments
 * go to every build's `astro build`, as with `npm run publish` (`-- --config <file>`).
 */
import { commandPortalEnv, DEMO_FLAG } from './portal-env.ts';
import { readSettings, writeOfferNotice } from '../shop-src.ts';
import { startEditRenderer, type EditRenderer } from '../release/edit-renderer.ts';
import { publishRelease } from '../release/publish-release.ts';
import { currentReleaseDir } from '../release/releases.ts';
import { checkForChange } from '../release/unchanged.ts';
import { SCHEDULED, startReceiver } from '../publisher/receiver.ts';
import { parseSecret } from '../publisher/signature.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let settings: ReturnType<typeof readSettings>['publisher'];
let key: Buffer;
try {
  settings = readSettings().publisher;
  if (!settings.webhookSecret)
    fail(
      'REBUILD_WEBHOOK_SECRET is not set. Make one with `npm run sign-webhook -- --new-secret`.',
    );
  key = parseSecret(settings.webhookSecret);
} catch (error) {
  fail((error as Error).message);
}
const minutes = settings.intervalMinutes;
const args = process.argv.slice(2);
const astroArgs = args.filter((arg) => arg !== DEMO_FLAG);

const log = (line: string) => console.log(`[publisher] ${line}`);
const portal = await commandPortalEnv(args);
// The next edit's renderer, ready before its delivery (release/edit-renderer.ts): kept while it
// renders the edits, else started again once a build is over, not while its output is checked
// (beside the checks, on the second of two cores, its start held them back most of a second at
// 20,000 products).
let nextEdit: EditRenderer | null = startEditRenderer(portal.env);
const receiver = await startReceiver({
  host: settings.host,
  port: settings.port,
  key,
  intervalMs: minutes * 60_000 || undefined,
  log,
  // The servers read the named products' figures at once (src/server/live/offer-notices.ts): live
  // prices and stock follow a delivery in about a second, the pages when the rebuild is live.
  onAccepted: (id, products) =>
    writeOfferNotice(readSettings(portal.env).releases.dir, { id, at: Date.now(), products }),
  // A scheduled run with nothing new to show publishes nothing
  // (scripts/runtime/release/unchanged.ts). A delivery says something changed: it builds at once,
  // without reading the whole catalogue twice (the check, then the build), and the build renders
  // only the pages whose data changed (ADR 0012); one that names the products that changed has the
  // build read those alone from the portal.
  rebuild: async (reason, products) => {
    if (reason === SCHEDULED) {
      const check = await checkForChange(
        portal.env,
        await currentReleaseDir(readSettings(portal.env).releases.dir),
      );
      log(check.message);
      if (check.unchangedSince)
        return {
          ok: true,
          release: check.unchangedSince.id,
          products: check.unchangedSince.products,
          unchanged: true,
        };
    }
    const editRenderer = nextEdit ?? undefined;
    nextEdit = null;
    let rendered = false;
    try {
      const { record } = await publishRelease({
        env: portal.env,
        changedProducts: products,
        log,
        astroArgs,
        editRenderer,
      });
      rendered = record.renderer === 'kept renderer';
      return { ok: true, release: record.id, products: record.products };
    } finally {
      // After `astro build`, which keeps another renderer, or a build that failed, a new one.
      if (rendered && editRenderer) nextEdit = editRenderer;
      else {
        editRenderer?.discard();
        nextEdit = startEditRenderer(portal.env);
      }
    }
  },
});
log(
  `listening for signed deliveries at ${receiver.url}/hooks/rebuild; state at ${receiver.url}/hooks/status`,
);
if (minutes) log(`scheduled rebuild every ${minutes} minutes`);

let stopping = false;
async function shutdown() {
  if (stopping) process.exit(1);
  stopping = true;
  log('stopping: finishing the build in progress, if any (signal again to abandon it)');
  await receiver.close();
  nextEdit?.discard();
  await portal.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

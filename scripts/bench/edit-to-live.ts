/**
 * Edit to live: one product's price changed at the portal, one signed rebuild delivery naming it to
 * `npm run publisher`, and the time until `npm run serve` serves the product's page with the new
 * price, in English and in Arabic; then a change every page carries (its category renamed). It runs
 * on a catalogue size's bench caches after its builds, so the rebuild is warm as a shop's rebuilds
 * are in production, against a releases folder of the bench's own with one release made live first
 * by `npm run publish`. The pages are read as HTML, as the server sends them: the price the buy box
 * asks for after load is not what is measured.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DemoProduct } from '../demo-portal/catalogue.ts';
import type { DemoPortal } from '../demo-portal/server.ts';
import type { QueueStatus } from '../runtime/publisher/rebuild-queue.ts';
import { newSecret, parseSecret, rebuildDelivery } from '../runtime/publisher/signature.ts';
import { withBuildLock } from '../runtime/release/build-lock.ts';
import { readRelease, type ReleaseRecord } from '../runtime/release/releases.ts';
import { readSettings } from '../../src/config/settings.ts';
import { escapeHtml } from '../../src/domain/escape.ts';
import { localeInfo, locales, type Locale } from '../../src/i18n/locales.ts';
import { limits } from '../../src/site.config.ts';
import { configArg, type BuildCaches } from './build-run.ts';
import { startServer, startShop, type RunningServer } from './running-shop.ts';
import { exitCode, spawnTracked } from './spawned.ts';
import { treeCpuMs } from './process-tree.ts';

/** One delivery's figures: from the delivery until the watched pages served what it changed. */
export interface DeliveryToLive {
  /** From the delivery to the watched page served with the change in every language. */
  ms: number;
  /** From the delivery to each language's page served with it. */
  byLanguage: Record<Locale, number>;
  /**
   * The publisher's rebuild as its status reports it: the change check, the build, the new
   * release's server check and the switch.
   */
  rebuildMs: number;
  /** Pages in the new release. */
  pages: number;
  /**
   * Pages Astro rendered rather than reused (release.json's `pagesRendered`); null when the build
   * does not record it.
   */
  pagesRendered: number | null;
  /**
   * When it was measured (ISO): `--edit-to-live-only` adds it to an earlier run's results. Absent
   * in results from before it was kept.
   */
  measuredAt?: string;
  /**
   * Processor time (ms) from the delivery until the publisher was idle again, of the publisher with
   * its builds and its release check, and of the shop's server with its workers: the machine is
   * shared, and wall time moves with what else runs. Absent in results from before it was kept.
   */
  cpuMs?: { publisher: number; server: number };
  /** The machine's 1-minute load average as the delivery ended. Absent as cpuMs. */
  loadAverage?: number;
}

/**
 * A change every page carries: a sub-category renamed at the portal (the menus on every page name
 * it) and one signed delivery naming no product, so the build reads the whole catalogue and renders
 * every page again; timed until the watched product's page names the category by its new name in
 * every language (a name the language's configuration does not translate shows as the portal's).
 */
export interface CategoryRenamed extends DeliveryToLive {
  categoryId: number;
  name: string;
  /** The English page watched; the Arabic one is the same path under /ar. */
  path: string;
}

export interface EditToLive extends DeliveryToLive {
  productId: number;
  /** The product's English page; the Arabic one is the same path under /ar. */
  path: string;
  /**
   * Every edit's figure (ms) when several followed one first release; the figures above are the
   * median edit's. Absent for one edit.
   */
  editsMs?: number[];
  /**
   * After the edits, on the same releases: a category renamed. Absent in results from before it
   * was measured.
   */
  categoryRenamed?: CategoryRenamed;
}

/**
 * A product whose page shows its list price and nothing else: VAT-inclusive at the portal, never on
 * sale, sold as it is. The first in id order, so every run edits the same product, but not one of
 * the footer's products, which every page shows (the catalogue's first by id read as text, as the
 * pages read the catalogue: src/build/catalogue/catalogue.ts), so that a typical edit is measured
 * and not one that renders every page again.
 */
export function plainProduct(products: readonly DemoProduct[]): DemoProduct {
  const everyPage = new Set(
    products
      .map((p) => String(p.id))
      .sort()
      .slice(0, limits.footerProducts),
  );
  const product = products.find(
    (p) =>
      !everyPage.has(String(p.id)) &&
      p.broken === null &&
      !p.hostile &&
      typeof p.slug === 'string' &&
      p.taxMethod === 'inclusive' &&
      p.promoPrice === null &&
      !p.promotion &&
      !p.bxgy,
  );
  if (!product) throw new Error('the demo catalogue has no plain product to reprice');
  return product;
}

/** The new price: 123.45 AED more, so its figures are on no page of the product before. */
export const repriced = (fils: number) => fils + 12_345;

/**
 * Where a `/product/{id}` redirect page (src/integrations/product-redirects.ts) sends the browser.
 */
export function redirectTarget(html: string): string | null {
  return /content="0; ?url=([^"]+)"/.exec(html)?.[1] ?? null;
}

/** release.json's count of pages rendered, written by builds that reuse pages; null before them. */
export function pagesRenderedOf(
  record: ReleaseRecord & { pagesRendered?: unknown },
): number | null {
  return typeof record.pagesRendered === 'number' ? record.pagesRendered : null;
}

const pageText = (origin: string, pagePath: string) =>
  fetch(`${origin}${pagePath}`).then(async (res) => {
    if (!res.ok) throw new Error(`${pagePath} answered ${res.status}`);
    return res.text();
  });

const publisherStatus = (publisher: RunningServer) =>
  fetch(`${publisher.origin}/hooks/status`).then((res) => res.json() as Promise<QueueStatus>);

/**
 * Why the publisher will not make the edit live, once its build is over; null while it may still.
 */
function buildProblem(status: QueueStatus): string | null {
  if (status.state !== 'idle' || !status.last) return null;
  if (!status.last.ok) return `the rebuild failed: ${status.last.error}`;
  return status.last.unchanged ? 'the publisher found nothing changed at the portal' : null;
}

/** How long the new price may take to show: a whole warm build at 20,000 products takes minutes. */
const liveWithinMs = 30 * 60_000;

/**
 * Reads every page every 100 ms until it contains its text; resolves with the time each took from
 * `since`. Stops at the publisher's failure rather than waiting for a price that cannot come.
 */
async function untilShown(
  origin: string,
  wanted: Record<Locale, { path: string; text: string }>,
  since: number,
  publisher: RunningServer,
): Promise<Record<Locale, number>> {
  const shownAt: Partial<Record<Locale, number>> = {};
  for (let round = 0; ; round++) {
    await Promise.all(
      locales
        .filter((locale) => shownAt[locale] === undefined)
        .map(async (locale) => {
          if ((await pageText(origin, wanted[locale].path)).includes(wanted[locale].text))
            shownAt[locale] = performance.now() - since;
        }),
    );
    if (locales.every((locale) => shownAt[locale] !== undefined))
      return shownAt as Record<Locale, number>;
    if (performance.now() - since > liveWithinMs)
      throw new Error(`the new price was not served within ${liveWithinMs / 60_000} min`);
    // The publisher's state once a second: a failed build is found without slowing the polling
    // down.
    const problem = round % 10 === 9 ? buildProblem(await publisherStatus(publisher)) : null;
    if (problem) throw new Error(problem);
    await sleep(100);
  }
}

/**
 * The publisher's status once its build is over: the release is live by then, only its pruning and
 * record are left.
 */
async function idleStatus(publisher: RunningServer): Promise<QueueStatus> {
  const withinMs = 60_000;
  const deadline = Date.now() + withinMs;
  for (;;) {
    const status = await publisherStatus(publisher);
    if (status.state === 'idle') return status;
    if (Date.now() > deadline)
      throw new Error(
        `the publisher was still building ${withinMs / 1000} s after the new price was served`,
      );
    await sleep(200);
  }
}

/**
 * Waits until the shop's routes answer from `release` (its health names it): an edit's pages are
 * sent while the release's worker starts, and the next edit must not share the machine with that
 * start, as edits a shop receives seldom follow each other within seconds.
 */
async function untilRoutesServe(shop: RunningServer, release: string): Promise<void> {
  const withinMs = 60_000;
  const deadline = Date.now() + withinMs;
  for (;;) {
    const health = (await (await fetch(`${shop.origin}/api/health`)).json()) as {
      release: { id: string } | null;
    };
    if (health.release?.id === release) return;
    if (Date.now() > deadline)
      throw new Error(`the shop's routes did not serve ${release} within ${withinMs / 1000} s`);
    await sleep(100);
  }
}

export interface EditToLiveOptions {
  /** The size's bench folder: the releases go in it. */
  dir: string;
  portal: DemoPortal;
  caches: BuildCaches;
  /**
   * Edits made one after another after the first release, each waited for; the median one is kept.
   */
  edits: number;
  /** Where the publisher and what it starts write CPU profiles (--cpu-prof), or null. */
  cpuProfDir: string | null;
  log: (line: string) => void;
}

export function measureEditToLive({
  dir,
  portal,
  caches,
  edits,
  cpuProfDir,
  log,
}: EditToLiveOptions): Promise<EditToLive> {
  const releases = path.join(dir, 'releases');
  const secret = newSecret();
  const env = {
    PORTAL_API_URL: portal.origin,
    PORTAL_API_KEY: portal.apiKey,
    ...caches.env,
    // The live release is the last good build, as on a shop's server (the bench's builds name a
    // baseline file that is never there, so that any size may follow any other).
    CATALOGUE_BASELINE_FILE: '',
    RELEASES_DIR: releases,
    // The first release is built with the secrets the publisher's builds have, as a shop's live
    // release is its publisher's last build: the client scan reuses a release's findings only for
    // the same secrets, and reads every file again when they changed (7 s at 10,000 products).
    REBUILD_WEBHOOK_SECRET: secret,
  };
  const astroArgs = ['--config', configArg(caches)];
  // The project's build lock, as for the bench's other builds: no other build of the checkout
  // beside these.
  return withBuildLock(
    readSettings().build.lockFile,
    async () => {
      log('publishing a first release (npm run publish)');
      const publish = spawnTracked(
        process.execPath,
        ['scripts/runtime/cli/publish.ts', ...astroArgs],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
          env: { ...process.env, ...env },
        },
      );
      const code = await exitCode(publish);
      if (code !== 0) throw new Error(`npm run publish failed (exit ${code})`);

      // Its log says when it switched to the new release and how long its new worker took to start;
      // no access lines (the page is read every 100 ms).
      const shop = await startShop(
        { RELEASES_DIR: releases },
        { ...env, ACCESS_LOG: 'no' },
        'inherit',
      );
      try {
        const publisher = await startServer({
          name: 'the publisher',
          script: 'scripts/runtime/cli/publisher.ts',
          args: astroArgs,
          // Its log names each rebuild's phases (astro build, assembly, checks, server check): the
          // trace of an edit.
          stdout: 'inherit',
          // Inherited by its Astro builds (site-build.ts adds to NODE_OPTIONS) and its release
          // checks' workers.
          env: (port) => ({
            ...env,
            ...(cpuProfDir && { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${cpuProfDir}` }),
            PUBLISHER_HOST: '127.0.0.1',
            PUBLISHER_PORT: String(port),
            REBUILD_INTERVAL_MINUTES: '0',
          }),
          readyPath: '/hooks/status',
        });
        try {
          return await repeatedEdits({ shop, publisher, portal, secret, releases, log }, edits);
        } finally {
          await publisher.stop();
        }
      } finally {
        await shop.stop();
      }
    },
    log,
  );
}

interface Running {
  shop: RunningServer;
  publisher: RunningServer;
  portal: DemoPortal;
  secret: string;
  releases: string;
  log: (line: string) => void;
}

const secondsOf = (ms: number) => (ms / 1000).toFixed(1);

/** One edit's wall time beside the processor time it took and the machine's load. */
export function describeEdit(edit: DeliveryToLive): string {
  const cpu = edit.cpuMs
    ? `; processor ${secondsOf(edit.cpuMs.publisher)} s in the publisher, ${secondsOf(edit.cpuMs.server)} s in the server`
    : '';
  const load =
    edit.loadAverage === undefined ? '' : `; load average ${edit.loadAverage.toFixed(1)}`;
  return `${secondsOf(edit.ms)} s (rebuild ${secondsOf(edit.rebuildMs)} s)${cpu}${load}`;
}

/**
 * `edits` edits one after another, each of the same product to a new price, so that a median of
 * several costs one first release (many minutes at 20,000 products) rather than one each; then its
 * category renamed, on the same releases.
 */
async function repeatedEdits(running: Running, edits: number): Promise<EditToLive> {
  const product = plainProduct(running.portal.catalogue.products);
  const measured: EditToLive[] = [];
  let price = product.price;
  for (let i = 0; i < edits; i++) {
    const next = repriced(price);
    const edit = await editAndWait(running, product, price, next);
    running.log(`edit ${i + 1} of ${edits}: ${describeEdit(edit)}`);
    measured.push(edit);
    price = next;
  }
  const categoryRenamed = await renameAndWait(running, product);
  running.log(`category renamed: ${describeEdit(categoryRenamed)}`);
  if (measured.length === 1) return { ...(measured[0] as EditToLive), categoryRenamed };
  const byTime = [...measured].sort((a, b) => a.ms - b.ms);
  return {
    ...(byTime[Math.ceil(byTime.length / 2) - 1] as EditToLive),
    editsMs: measured.map((m) => m.ms),
    categoryRenamed,
  };
}

type Watched = Record<Locale, { path: string; text: string }>;

/**
 * Each language's page of a product (where its `/product/{id}` redirect page sends) with the text
 * to wait for there, once `unseen` found nothing wrong with the page as it is: proof that the wait
 * can end, and that it has not already.
 */
async function pagesToWatch(
  origin: string,
  productId: number,
  textFor: (locale: Locale) => string,
  unseen: (html: string, locale: Locale) => string | null,
): Promise<Watched> {
  const pages = {} as Watched;
  for (const locale of locales) {
    const redirect = `${localeInfo[locale].prefix}/product/${productId}`;
    const pagePath = redirectTarget(await pageText(origin, redirect));
    if (!pagePath) throw new Error(`${redirect} is not a redirect page`);
    const problem = unseen(await pageText(origin, pagePath), locale);
    if (problem) throw new Error(`${pagePath} ${problem}: the change could not be seen`);
    pages[locale] = { path: pagePath, text: textFor(locale) };
  }
  return pages;
}

/**
 * Sends one signed delivery to the publisher and times it until every language's page shows its
 * text, then reads the publisher's record of the release it made.
 */
async function deliverAndTime(
  { shop, publisher, secret, releases }: Running,
  wanted: Watched,
  reason: string,
  data: Record<string, unknown>,
): Promise<DeliveryToLive> {
  const { body, headers } = rebuildDelivery([parseSecret(secret)], reason, data);
  const cpuBefore = await Promise.all([treeCpuMs(publisher.pid), treeCpuMs(shop.pid)]);
  const since = performance.now();
  const res = await fetch(`${publisher.origin}/hooks/rebuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  if (res.status !== 202)
    throw new Error(`the publisher refused the delivery: ${res.status} ${await res.text()}`);
  const byLanguage = await untilShown(shop.origin, wanted, since, publisher);

  const { last } = await idleStatus(publisher);
  if (!last?.ok || !last.release)
    throw new Error(`the publisher's last build did not publish: ${last?.error ?? 'no build'}`);
  await untilRoutesServe(shop, last.release);
  const cpuAfter = await Promise.all([treeCpuMs(publisher.pid), treeCpuMs(shop.pid)]);
  const record = await readRelease(path.join(releases, last.release));
  return {
    ms: Math.max(...Object.values(byLanguage)),
    byLanguage,
    rebuildMs: last.durationMs,
    pages: record.pages,
    pagesRendered: pagesRenderedOf(record),
    measuredAt: new Date().toISOString(),
    cpuMs: { publisher: cpuAfter[0] - cpuBefore[0], server: cpuAfter[1] - cpuBefore[1] },
    loadAverage: loadavg()[0] ?? 0,
  };
}

async function editAndWait(
  running: Running,
  product: DemoProduct,
  was: number,
  price: number,
): Promise<EditToLive> {
  // src/ modules import their siblings without an extension: the loader first.
  await import('../dev/src-loader.ts');
  const { formatMoney } = await import('../../src/i18n/format.ts');
  // The page prints prices as formatMoney writes them, or the wait could never end.
  const pages = await pagesToWatch(
    running.shop.origin,
    product.id,
    (locale) => formatMoney(price, locale),
    (html, locale) =>
      html.includes(formatMoney(was, locale)) && !html.includes(formatMoney(price, locale))
        ? null
        : `does not show ${formatMoney(was, locale)} alone`,
  );

  running.log(
    `product ${product.id} (${pages.en.path}) repriced ${formatMoney(was)} -> ${formatMoney(price)}; one signed delivery to the publisher`,
  );
  running.portal.updateProduct(product.id, { price: (price / 100).toFixed(2) });
  // The delivery names the product, as a back office's hook says what it changed: the build reads
  // it alone.
  const timed = await deliverAndTime(running, pages, `bench: price of product ${product.id}`, {
    products: [product.id],
  });
  return { productId: product.id, path: pages.en.path, ...timed };
}

/**
 * The edited product's sub-category renamed, and one delivery naming no product: the build reads
 * everything and every page is rendered again, as for any change the menus show.
 */
async function renameAndWait(running: Running, product: DemoProduct): Promise<CategoryRenamed> {
  const category = running.portal.catalogue.categoriesById.get(product.subcategoryId);
  if (!category)
    throw new Error(`product ${product.id} has no sub-category ${product.subcategoryId}`);
  const name = renamed(category.name);
  // As the page's text shows it ("UPS &amp; Power"), not as a script's data might.
  const shown = escapeHtml(name);
  const pages = await pagesToWatch(
    running.shop.origin,
    product.id,
    () => shown,
    (html) => (html.includes(shown) ? `names "${name}" before the rename` : null),
  );
  running.log(
    `category ${category.id} renamed "${category.name}" -> "${name}"; one signed delivery naming no product`,
  );
  running.portal.applyEdit({ kind: 'rename-category', id: category.id, name });
  const timed = await deliverAndTime(running, pages, `bench: category ${category.id} renamed`, {});
  return { categoryId: category.id, name, path: pages.en.path, ...timed };
}

/** A name no page shows before the rename, in words a category could be called. */
export const renamed = (name: string) => `${name} Pro Range`;

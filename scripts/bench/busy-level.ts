/**
 * One level of `npm run bench:busy`: a demo portal of its own keeping the portal's hourly limit, a
 * shop of its own on the last build told the same limit and hour, then one compressed hour of
 * product views at the level's rate and orders at a fixed rate, each view and order from a shopper
 * of its own; then what the portal counted. A fresh portal and shop per level: each level starts
 * with nothing counted and no copy of the offers read.
 * Imports src/ (route-shoppers.ts): load it after scripts/dev/src-loader.ts.
 */
import { readFile } from 'node:fs/promises';
import { Agent } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LiveOffer } from '../../src/domain/live/live-offer.ts';
import { createRng } from '../demo-portal/prng.ts';
import { startDemoPortal } from '../demo-portal/server.ts';
import { startBenchShop } from './bench-shop.ts';
import { figuresAge, portalHour, type AnswerSeen, type BusyLevel } from './busy-figures.ts';
import { dueBy, orderLines, type CompressedHour } from './busy-schedule.ts';
import { cartOrder, orderable, ordersPerKey, shopperAddress } from './route-shoppers.ts';
import { get, getText, postOrder, type LiveAnswer } from './shop-requests.ts';
import { median, p95 } from './stats.ts';

export interface LevelPlan {
  viewsPerHour: number;
  ordersPerHour: number;
  hour: CompressedHour;
  hourlyLimit: number;
  /** Where the level's portal writes its submissions. */
  dir: string;
  seed: number;
  log: (line: string) => void;
}

/**
 * A shopper looks at a few products: the per-client limit (240 a minute) is checked, never reached.
 */
const VIEWS_PER_SHOPPER = 5;
/**
 * Views waiting for an answer at most: beyond, the bench falls behind, which the achieved rate
 * shows.
 */
const MAX_IN_FLIGHT = 64;
const TICK_MS = 10;
/**
 * The load stops this long before the hour's end, so its last answers are in while every window of
 * the portal's count is still open: the count read then is the whole hour's.
 */
const END_MARGIN_MS = 1_000;
const PROGRESS_STEPS = 10;

/** A request that got no answer, by its error's code (node:http's own, or fetch's cause). */
function noAnswer(error: unknown): string {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return `no answer (${code ?? cause?.code ?? String(error)})`;
}

const countInto = (counts: Map<string, number>, key: string) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

export async function runLevel({
  viewsPerHour,
  ordersPerHour,
  hour,
  hourlyLimit,
  dir,
  seed,
  log,
}: LevelPlan): Promise<BusyLevel> {
  const portal = await startDemoPortal({
    port: 0,
    env: {},
    submissionsFile: path.join(dir, `submissions-${viewsPerHour}.jsonl`),
  });
  const shop = await startBenchShop(portal, {
    PORTAL_HOURLY_LIMIT: String(hourlyLimit),
    PORTAL_HOUR_MS: String(hour.hourMs),
    // The shop's default: the offers read as often as its (compressed) hour's budget allows.
    OFFERS_REFRESH_SECONDS: '',
  }).catch(async (error: unknown) => {
    // A portal left open would keep the bench's process alive after its failure.
    await portal.close();
    throw error;
  });
  const agent = new Agent({ keepAlive: true });
  try {
    const published = portal.catalogue.products.filter((p) => p.broken === null).map((p) => p.id);
    const buyable = orderable(portal.catalogue).map((p) => p.id);
    const rng = createRng(seed);
    const answers: AnswerSeen[] = [];
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    const orderAnswers = new Map<string, number>();
    const keys: string[] = [];
    let shoppers = 0;
    let viewer = '';
    let inFlight = 0;
    const running = new Set<Promise<void>>();
    const track = (work: Promise<void>) => {
      running.add(work);
      void work.finally(() => running.delete(work));
    };

    const view = async (n: number) => {
      if (n % VIEWS_PER_SHOPPER === 0) viewer = shopperAddress(shoppers++);
      const id = rng.pick(published);
      const sent = performance.now();
      inFlight += 1;
      try {
        const { status, text } = await getText(shop, `/api/live/${id}`, viewer, agent);
        latencies.push(performance.now() - sent);
        countInto(statuses, String(status));
        if (status === 200) {
          const answer = JSON.parse(text) as LiveAnswer;
          answers.push({ asOf: answer.asOf, stale: answer.stale === true, receivedAt: Date.now() });
        }
      } catch (error) {
        countInto(statuses, noAnswer(error));
      } finally {
        inFlight -= 1;
      }
    };

    // The checkout checks its lines (GET /api/live?ids=), then submits at the Grand Total they
    // give.
    const order = async (k: number) => {
      const address = shopperAddress(shoppers++);
      const lines = orderLines(rng, buyable);
      const key = `busy-${viewsPerHour}-${k}-${Date.now()}`;
      keys.push(key);
      try {
        const checked = await get(shop, `/api/live?ids=${lines.join(',')}`, address);
        if (checked.status !== 200)
          return void countInto(orderAnswers, `not priced (live ${checked.status})`);
        const live = (await checked.json()) as { offers: LiveOffer[]; asOf: string | null };
        answers.push({
          asOf: live.asOf,
          stale: live.offers.some((o) => o.stale === true),
          receivedAt: Date.now(),
        });
        if (live.offers.length !== lines.length)
          return void countInto(orderAnswers, 'not priced (a line unavailable)');
        const res = await postOrder(
          shop,
          key,
          cartOrder(`busy-${viewsPerHour}-${k}@example.ae`, live.offers),
          address,
        );
        const answer = (await res.json()) as { code?: string };
        countInto(orderAnswers, `${res.status}${answer.code ? ` ${answer.code}` : ''}`);
      } catch (error) {
        countInto(orderAnswers, noAnswer(error));
      }
    };

    // A shop that has been running: its copy of the offers read once (by this first view) before
    // the hour.
    await getText(shop, `/api/live/${published[0]}`, shopperAddress(shoppers++), agent);
    // The hour starts now: the portal counts from here, as one window per route.
    portal.setFaults({ hourlyLimit, hourMs: hour.hourMs });
    const receivedBefore = portal.callCount('');
    const started = Date.now();
    // The hour's views and orders are all sent within the load's time, which ends a little before
    // the hour.
    const loadMs = hour.hourMs - END_MARGIN_MS;
    let views = 0;
    let orders = 0;
    let reported = 0;
    for (;;) {
      const elapsed = Date.now() - started;
      const dueViews = dueBy(viewsPerHour, loadMs, elapsed);
      while (views < dueViews && inFlight < MAX_IN_FLIGHT) track(view(views++));
      while (orders < dueBy(ordersPerHour, loadMs, elapsed)) track(order(orders++));
      if (elapsed >= loadMs) break;
      if (elapsed >= ((reported + 1) * loadMs) / PROGRESS_STEPS) {
        reported += 1;
        log(
          `${reported * PROGRESS_STEPS}% of the hour: ${latencies.length} views answered (${((latencies.length * 1000) / elapsed).toFixed(1)}/s)${views < dueViews ? `, ${dueViews - views} behind` : ''}; ` +
            `${orders} orders sent ${JSON.stringify(Object.fromEntries(orderAnswers))}; portal ${JSON.stringify(portal.hourlyCounts())}`,
        );
      }
      await sleep(TICK_MS);
    }
    await Promise.all(running);
    const loadEnded = Date.now();
    const counted = portal.hourlyCounts();
    const received = portal.callCount('') - receivedBefore;
    if (loadEnded - started >= hour.hourMs)
      throw new Error(
        `the last answers came after the hour's end: the portal's count no longer holds the whole hour`,
      );

    const placedPerKey = ordersPerKey(
      await readFile(portal.submissionsFile, 'utf8').catch(() => ''),
      keys,
    );
    return {
      viewsPerHour,
      products: published.length,
      views: {
        answered: latencies.length,
        statuses: Object.fromEntries(statuses),
        perSecond: (latencies.length * 1000) / (loadEnded - started),
        p50Ms: latencies.length ? median(latencies) : 0,
        p95Ms: latencies.length ? p95(latencies) : 0,
      },
      orders: {
        attempted: orders,
        placed: placedPerKey.filter((n) => n > 0).length,
        answers: Object.fromEntries(orderAnswers),
      },
      portal: portalHour(counted, received),
      ages: figuresAge(answers),
    };
  } finally {
    agent.destroy();
    await shop.close();
    await portal.close();
  }
}

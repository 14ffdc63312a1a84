/**
 * The shop's own copy of the catalogue's offers (price, sale price, stock, VAT of every published
 * product), which the live routes answer from: a shopper's price check never calls the portal, so
 * the portal calls an hour stay fixed however many shoppers there are (ADR 0016).
 *
 * How often it is read follows the hourly budget, not a constant (ADR 0025): a read of the whole
 * list takes `ceil(products / pageSize)` calls, the refresher may spend `callsPerHour` of the
 * `products` route's hour, so a read is due every `hour × callsPerRead / callsPerHour`, and never
 * more often than MIN_CADENCE_SHARE of the hour (10 s of 60 minutes). A setting may ask for a
 * slower cadence, never a faster one than the budget allows. Pages are as large as the portal
 * answers reliably: a read that fails in a way a large page can cause (a time-out, a 5xx, a body
 * cut short) halves the page for the next one, down to MIN_PAGE_SIZE; GROW_AFTER good reads in a
 * row try a page twice as large again.
 *
 * A failed read releases its lease and is tried again after a short backoff (2 s, doubling up to
 * 12 s or the cadence), so the copy is fresh again soon after the portal answers again.
 *
 * Deliveries from the back office (offer-notices.ts) reach the copy before their rebuild: products
 * a delivery names are read alone and written into the copy as a patch with their own read time;
 * a delivery that names none makes the whole copy due at once.
 *
 * One refresher for all instances: the copy lives in the route store (Redis when configured) beside
 * a small record of its state (when it was read and patched); each instance looks at that record
 * every round and takes the copy or the patch only when they changed. The instance that claims the
 * refresh lease reads the portal and writes the copy. A process reads the portal once at its start
 * unless the store's copy is younger than the process (a new release must not answer a copy older
 * than its pages, nor miss the products it added); meanwhile its first lookups wait a little for
 * that read, and a product the copy lacks is answered with the build's figures, marked stale.
 *
 * Figures older than `ageLimitMs` (two refreshes missed) are answered marked stale: the page says
 * they could not be checked again. The order route never trusts the copy alone (place-order.ts).
 */
import type { LiveOffer } from '../../domain/live/live-offer';
import type { RouteStore } from '../route-store';
import type { OfferNotice } from './offer-notices';

/** A copy of the offers, and when it was read from the portal (null: the build's figures). */
export interface OfferCopy {
  readAt: number | null;
  offers: ReadonlyMap<number, LiveOffer>;
  /** Products read alone since the copy (a delivery named them), each with its own read time. */
  patched: ReadonlyMap<number, { offer: LiveOffer | null; readAt: number }>;
}

/** What a live route answers a product with. */
export interface OfferLookup {
  /** null: the product is not sold (any more). */
  offer: LiveOffer | null;
  /** When the figures were read from the portal (ms since the epoch); null: the build's. */
  readAt: number | null;
  /** Older than the age limit, or the build's: the page says they could not be checked again. */
  stale: boolean;
}

/** The most of a route's hourly calls (less the orders' reserve) the refresher spends. */
export const REFRESH_SHARE = 0.5;
/**
 * The first page size tried: the portal's `limit` has no maximum, and fewer calls mean fresher
 * figures.
 */
export const LARGEST_PAGE_SIZE = 10_000;
/** A failing portal's pages are halved no further than this. */
export const MIN_PAGE_SIZE = 250;
/** Good reads in a row after which a page twice as large is tried again. */
export const GROW_AFTER = 30;
/** The shortest time between two reads, as a share of the hour: 10 s of 60 minutes. */
export const MIN_CADENCE_SHARE = 1 / 360;
/**
 * How often each instance looks for a newer copy, a patch or a delivery, and whether a read is due.
 */
export const ROUND_MS = 500;
/**
 * The first wait before a failed read is tried again; it doubles with each failure, up to the
 * cadence.
 */
export const RETRY_MS = 2_000;
/**
 * The longest wait between two tries, as a share of the hour (12 s of 60 minutes): the copy is
 * fresh again within seconds of the portal answering, and a portal down for the whole hour costs
 * 300 calls of the route's 400 for browsing (a failed read stops at its first page, one call).
 */
export const MAX_RETRY_SHARE = 1 / 300;
/**
 * How long an instance may hold the refresh: a read of many pages at 3 at a time, with time-outs.
 */
const LEASE_MS = 3 * 60_000;
/**
 * The copy in the store outlives any refresh cadence; a day without a read is a portal long gone.
 */
const COPY_TTL_MS = 24 * 3600_000;
/** A delivery is handled by one instance of those sharing a store. */
const NOTICE_CLAIM_MS = 10 * 60_000;
const COPY_KEY = 'offers:copy';
const STATE_KEY = 'offers:state';
const DELIVERY_KEY = 'offers:deliveries';
const PATCH_KEY = 'offers:patch';
const LEASE_KEY = 'offers:refresh-lease';
const noticeKey = (id: string) => `offers:notice:${id}`;

type Row = [
  id: number,
  price: number,
  salePrice: number | null,
  quantity: number | null,
  vatPercent: number,
];
/** A product read alone: its row, or its id alone when the portal no longer sells it. */
type PatchRow = [readAt: number, row: Row | number];

/**
 * What every instance reads each round, written by the lease's holder alone: small, so a round
 * costs little.
 */
interface CopyState {
  readAt: number | null;
  /** The calls the last read took: every instance paces the next read by it. */
  calls: number;
  /** The page size the next read asks for. */
  pageSize: number;
  /** Failed reads in a row, and when the next may be tried. */
  failures: number;
  retryAt: number;
  /** Good reads in a row at this page size. */
  successes: number;
}

/**
 * What deliveries changed, written by whichever instance handles one, so in a record of its own.
 */
interface DeliveryState {
  /** When products were last read alone; 0: never. */
  patchedAt: number;
  /** A delivery that named no products asks for a whole read started after it. */
  dueAt: number;
}

/**
 * A read of the portal's product list, mapped to offers: all sellable products, and the calls it
 * took.
 */
export interface OfferRead {
  offers: LiveOffer[];
  calls: number;
}

/** A read of named products: the sellable ones, and those the portal no longer sells. */
export interface NamedRead {
  offers: LiveOffer[];
  gone: number[];
}

export interface OfferBookOptions {
  store: () => Promise<RouteStore>;
  /** The build's figures, for a process that has no read yet. */
  seed: () => LiveOffer[];
  /** Only these products are answered; others are not sold by this build. */
  published: ReadonlySet<number>;
  /**
   * Reads every offer from the portal in pages of `pageSize`; throws when the portal could not be
   * read (a spent hour included).
   */
  read: (pageSize: number) => Promise<OfferRead>;
  /**
   * Whether a failed read may have failed for its pages' size (not, say, for a portal out of
   * reach).
   */
  pageMayBeTooLarge: (error: unknown) => boolean;
  /** Reads these products alone; throws when none could be read. */
  readNamed: (ids: readonly number[]) => Promise<NamedRead>;
  /** The deliveries made known since this process started, newest last (offer-notices.ts). */
  notices?: () => Promise<readonly OfferNotice[]>;
  /** A slower cadence than the budget's, when set (OFFERS_REFRESH_SECONDS). */
  refreshMs?: number;
  /**
   * The calls a read of the `products` route may take an hour (REFRESH_SHARE of what browsing may
   * spend).
   */
  callsPerHour: number;
  hourMs: number;
  /** Told how each read ended. */
  onRead?: (outcome: ReadOutcome) => void;
  now?: () => number;
  instance?: string;
}

export type ReadOutcome =
  | { ok: true; kind: 'whole'; offers: number; calls: number; pageSize: number; ms: number }
  | { ok: true; kind: 'named'; offers: number; gone: number; notice: string; ms: number }
  | { ok: false; kind: 'whole'; error: unknown; ms: number; retryInMs: number }
  | { ok: false; kind: 'named'; error: unknown; ms: number; notice: string };

export interface OfferBook {
  /**
   * A published product's offer from the copy; waits (at most `waitMs`) for this process's first
   * read.
   */
  lookup(id: number, waitMs?: number): Promise<OfferLookup>;
  /** The copy as this process has it now. */
  current(): OfferCopy;
  /** The time between two reads, given the catalogue's size and the hourly limit. */
  cadenceMs(): number;
  /**
   * One round: take a newer copy or patch from the store, handle new deliveries, and read the
   * portal when a read is due and this instance holds the lease.
   */
  round(): Promise<void>;
  /** Starts the rounds (every ROUND_MS, not keeping the process alive). */
  start(): void;
  stop(): void;
}

const toRow = (o: LiveOffer): Row => [o.id, o.price, o.salePrice, o.quantity, o.vatPercent];
const fromRow = ([id, price, salePrice, quantity, vatPercent]: Row): LiveOffer => ({
  id,
  price,
  salePrice,
  quantity,
  vatPercent,
});

const patchId = (row: Row | number) => (typeof row === 'number' ? row : row[0]);
const patchEntry = (readAt: number, row: Row | number) => ({
  readAt,
  offer: typeof row === 'number' ? null : fromRow(row),
});

/** The time between two reads: the budget's, the setting's if slower, and never under the floor. */
export function readCadenceMs(options: {
  callsPerRead: number;
  callsPerHour: number;
  hourMs: number;
  refreshMs?: number;
}): number {
  const { callsPerRead, callsPerHour, hourMs, refreshMs = 0 } = options;
  const budgetMs = Math.ceil((hourMs * callsPerRead) / Math.max(1, callsPerHour));
  return Math.max(Math.ceil(hourMs * MIN_CADENCE_SHARE), refreshMs, budgetMs);
}

/** The figures' age at which they count as stale: two reads missed. */
export const ageLimitMs = (cadenceMs: number) => 2 * cadenceMs + ROUND_MS;

const freshState = (pageSize: number): CopyState => ({
  readAt: null,
  calls: 0,
  pageSize,
  failures: 0,
  retryAt: 0,
  successes: 0,
});

export function createOfferBook(options: OfferBookOptions): OfferBook {
  const {
    store,
    published,
    read,
    readNamed,
    pageMayBeTooLarge,
    refreshMs,
    callsPerHour,
    hourMs,
    onRead,
  } = options;
  const { now = Date.now, notices = async () => [] } = options;
  const instance = options.instance ?? `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const startedAt = now();
  let seed: ReadonlyMap<number, LiveOffer> | undefined;
  const buildFigures = () => (seed ??= keepPublished(options.seed()));
  let offers: ReadonlyMap<number, LiveOffer> | undefined;
  let patched: ReadonlyMap<number, { offer: LiveOffer | null; readAt: number }> = new Map();
  /** The store's state as this process last took it. */
  let state = freshState(LARGEST_PAGE_SIZE);
  let deliveries: DeliveryState = { patchedAt: 0, dueAt: 0 };
  const handled = new Set<string>();
  let firstRead: Promise<void> | undefined;
  let looking: Promise<void> | undefined;
  let reading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function keepPublished(list: Iterable<LiveOffer>) {
    return new Map([...list].filter((o) => published.has(o.id)).map((o) => [o.id, o] as const));
  }
  const current = (): OfferCopy => ({
    readAt: state.readAt,
    offers: (offers ??= buildFigures()),
    patched,
  });
  /** Read by this process's time: not older than the pages it serves. */
  const readSinceStart = () => (state.readAt ?? -Infinity) >= startedAt;
  const callsPerRead = () => state.calls || Math.max(1, Math.ceil(published.size / state.pageSize));
  const cadenceMs = () =>
    readCadenceMs({ callsPerRead: callsPerRead(), callsPerHour, hourMs, refreshMs });

  async function takeNewer(from: RouteStore): Promise<void> {
    const [stored, delivered] = await Promise.all([
      from.get<CopyState>(STATE_KEY),
      from.get<DeliveryState>(DELIVERY_KEY),
    ]);
    if (stored) {
      if (stored.readAt !== null && stored.readAt > (state.readAt ?? -Infinity)) {
        const rows = await from.get<Row[]>(COPY_KEY);
        if (rows) offers = keepPublished(rows.map(fromRow));
        else stored.readAt = state.readAt;
      }
      state = stored;
    }
    if (delivered && delivered.patchedAt > deliveries.patchedAt) {
      const rows = (await from.get<PatchRow[]>(PATCH_KEY)) ?? [];
      patched = new Map(
        rows.flatMap(([readAt, row]) =>
          published.has(patchId(row)) ? [[patchId(row), patchEntry(readAt, row)] as const] : [],
        ),
      );
    }
    if (delivered) deliveries = delivered;
  }

  async function saveState(from: RouteStore, change: Partial<CopyState>): Promise<void> {
    state = { ...state, ...change };
    await from.set(STATE_KEY, state, COPY_TTL_MS);
  }

  async function saveDeliveries(from: RouteStore, change: Partial<DeliveryState>): Promise<void> {
    const stored = (await from.get<DeliveryState>(DELIVERY_KEY)) ?? deliveries;
    deliveries = { ...stored, ...change };
    await from.set(DELIVERY_KEY, deliveries, COPY_TTL_MS);
  }

  async function refresh(from: RouteStore): Promise<void> {
    if (!(await from.claim(LEASE_KEY, instance, LEASE_MS))) return;
    const started = now();
    const { pageSize } = state;
    try {
      const result = await read(pageSize);
      const calls = Math.max(1, result.calls);
      await from.set(COPY_KEY, result.offers.map(toRow), COPY_TTL_MS);
      offers = keepPublished(result.offers);
      // Patches read before this read started are older than it: dropped with it.
      patched = new Map([...patched].filter(([, p]) => p.readAt > started));
      const grow = state.successes + 1 >= GROW_AFTER && pageSize < LARGEST_PAGE_SIZE;
      await saveState(from, {
        readAt: started,
        calls,
        failures: 0,
        retryAt: 0,
        successes: grow ? 0 : state.successes + 1,
        pageSize: grow ? Math.min(LARGEST_PAGE_SIZE, pageSize * 2) : pageSize,
      });
      onRead?.({
        ok: true,
        kind: 'whole',
        offers: result.offers.length,
        calls,
        pageSize,
        ms: now() - started,
      });
    } catch (error) {
      const failures = state.failures + 1;
      const retryInMs = Math.min(
        cadenceMs(),
        Math.ceil(hourMs * MAX_RETRY_SHARE),
        RETRY_MS * 2 ** (failures - 1),
      );
      // A page the portal could not answer may have been too large for it: the next read asks
      // smaller ones.
      const next = pageMayBeTooLarge(error)
        ? Math.max(MIN_PAGE_SIZE, Math.floor(pageSize / 2))
        : pageSize;
      await saveState(from, {
        failures,
        retryAt: now() + retryInMs,
        pageSize: next,
        successes: 0,
      }).catch(() => {});
      onRead?.({ ok: false, kind: 'whole', error, ms: now() - started, retryInMs });
    } finally {
      await from.release(LEASE_KEY, instance).catch(() => {});
    }
  }

  /** Reads the products a delivery named, and writes them into the shared copy as a patch. */
  async function patch(
    from: RouteStore,
    notice: OfferNotice & { products: number[] },
  ): Promise<void> {
    const ids = notice.products.filter((id) => published.has(id));
    if (ids.length === 0) return;
    const started = now();
    try {
      const result = await readNamed(ids);
      const stored = (await from.get<PatchRow[]>(PATCH_KEY)) ?? [];
      const fresh: PatchRow[] = [
        ...result.offers.map((o): PatchRow => [started, toRow(o)]),
        ...result.gone.map((id): PatchRow => [started, id]),
      ];
      const named = new Set(fresh.map(([, row]) => patchId(row)));
      // Rows older than the copy, or named again now, are left out: the patch stays as small as the
      // deliveries since the last read.
      const kept = stored.filter(
        ([readAt, row]) => readAt > (state.readAt ?? -Infinity) && !named.has(patchId(row)),
      );
      const rows = [...kept, ...fresh];
      await from.set(PATCH_KEY, rows, COPY_TTL_MS);
      await saveDeliveries(from, { patchedAt: Math.max(started, deliveries.patchedAt + 1) });
      patched = new Map(rows.map(([readAt, row]) => [patchId(row), patchEntry(readAt, row)]));
      onRead?.({
        ok: true,
        kind: 'named',
        offers: result.offers.length,
        gone: result.gone.length,
        notice: notice.id,
        ms: now() - started,
      });
    } catch (error) {
      // The products stay as the copy has them; the next whole read sets them right.
      onRead?.({ ok: false, kind: 'named', error, ms: now() - started, notice: notice.id });
    }
  }

  /** Deliveries made since this process started that no instance sharing the store has handled. */
  async function handleNotices(from: RouteStore): Promise<void> {
    for (const notice of await notices()) {
      if (handled.has(notice.id) || notice.at < startedAt) continue;
      handled.add(notice.id);
      if (!(await from.claim(noticeKey(notice.id), instance, NOTICE_CLAIM_MS))) continue;
      if (notice.products) await patch(from, { ...notice, products: notice.products });
      else await saveDeliveries(from, { dueAt: now() });
    }
  }

  function readDue(): boolean {
    const { readAt, retryAt } = state;
    if (now() < retryAt) return false;
    if (readAt === null || !readSinceStart()) return true;
    return deliveries.dueAt > readAt || now() - readAt >= cadenceMs();
  }

  /**
   * Takes what others wrote and handles new deliveries, then starts a whole read when one is due
   * (at most one at a time). `waitForRead`: resolves when that read ends; the timer's rounds do not
   * wait, so a delivery arriving during a read of a large catalogue is handled at once.
   */
  async function look({ waitForRead }: { waitForRead: boolean }): Promise<void> {
    const from = await store();
    await takeNewer(from);
    await handleNotices(from);
    if (!reading && readDue()) {
      reading = refresh(from).finally(() => (reading = undefined));
    }
    if (waitForRead) await reading;
  }

  const round = () => look({ waitForRead: true });

  /** The timer's looks, one at a time: a slow store must not pile them up. */
  function tick(): void {
    looking ??= look({ waitForRead: false })
      .catch(() => {})
      .finally(() => (looking = undefined));
  }

  /** This process's first look, which its first lookups wait for. */
  const first = () => (firstRead ??= round().catch(() => {}));

  return {
    async lookup(id, waitMs = 0) {
      const firstLook = first();
      if (!readSinceStart() && waitMs > 0) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          firstLook,
          new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs))),
        ]);
        clearTimeout(timeout);
      }
      const copy = current();
      const limitMs = ageLimitMs(cadenceMs());
      const alone = copy.patched.get(id);
      if (alone && alone.readAt > (copy.readAt ?? -Infinity)) {
        return { offer: alone.offer, readAt: alone.readAt, stale: now() - alone.readAt > limitMs };
      }
      const copied = copy.offers.get(id);
      // A product added since the copy was read (this release's build is newer) has the build's
      // figures.
      if (!copied && !readSinceStart()) {
        const built = buildFigures().get(id) ?? null;
        return { offer: built, readAt: null, stale: true };
      }
      const stale = copy.readAt === null || now() - copy.readAt > limitMs;
      return { offer: copied ?? null, readAt: copy.readAt, stale };
    },
    current,
    cadenceMs,
    round,
    start() {
      if (timer) return;
      void first();
      timer = setInterval(tick, ROUND_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

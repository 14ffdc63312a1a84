/**
 * The shop's own copy of the catalogue's offers (price, sale price, stock, VAT of every published
 * product), which the live routes answer from: a shopper's price check never calls the portal, so
 * the portal calls an hour stay fixed however many shoppers there are (ADR 0016). The copy is read
 * again from the portal's product list, as the build reads it (bare rows, a few large pages), every
 * `refreshMs`, or less often when the catalogue is too large for that within the hourly limit:
 * a read may spend at most REFRESH_SHARE of the `products` route's hour.
 *
 * One refresher for all instances: the copy lives in the route store (Redis when configured) with
 * the time it was read; the instance that claims the refresh lease reads the portal and writes the
 * copy, and every instance takes a newer copy from the store on its next round. A process reads the
 * portal once at its start unless the store's copy is younger than the process (a new release must
 * not answer a copy older than its pages, nor miss the products it added); meanwhile its first
 * lookups wait a little for that read, and a product the copy lacks is answered with the build's
 * figures, marked stale.
 *
 * Figures older than `ageLimitMs` (two refreshes missed) are answered marked stale: the page says
 * they could not be checked again. The order route never trusts the copy alone (place-order.ts).
 */
import type { LiveOffer } from '../../domain/live/live-offer';
import type { RouteStore } from '../route-store';

/** A copy of the offers, and when it was read from the portal (null: the build's figures). */
export interface OfferCopy {
  readAt: number | null;
  offers: ReadonlyMap<number, LiveOffer>;
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
/** Rows per page of a read: large pages keep the calls per read few. */
export const OFFER_PAGE_SIZE = 500;
/** How often each instance looks for a newer copy in the store, and whether a read is due. */
const ROUND_MS = 5_000;
/** How long an instance may hold the refresh: a read of 200 pages at 3 at a time, with time-outs. */
const LEASE_MS = 3 * 60_000;
/** The copy in the store outlives any refresh cadence; a day without a read is a portal long gone. */
const COPY_TTL_MS = 24 * 3600_000;
const COPY_KEY = 'offers:copy';
const LEASE_KEY = 'offers:refresh-lease';

type Row = [id: number, price: number, salePrice: number | null, quantity: number | null, vatPercent: number];
interface StoredCopy {
  readAt: number;
  /** The calls the read took: every instance paces the next read by it. */
  calls: number;
  rows: Row[];
}

/** A read of the portal's product list, mapped to offers: all sellable products, and the calls it took. */
export interface OfferRead {
  offers: LiveOffer[];
  calls: number;
}

export interface OfferBookOptions {
  store: () => Promise<RouteStore>;
  /** The build's figures, for a process that has no read yet. */
  seed: () => LiveOffer[];
  /** Only these products are answered; others are not sold by this build. */
  published: ReadonlySet<number>;
  /** Reads every offer from the portal; throws when the portal could not be read (a spent hour included). */
  read: () => Promise<OfferRead>;
  /** The refresh cadence wanted. */
  refreshMs: number;
  /** The calls a read of the `products` route may take an hour (REFRESH_SHARE of what browsing may spend). */
  callsPerHour: number;
  hourMs: number;
  /** Told how each read ended. */
  onRead?: (outcome: { ok: true; offers: number; calls: number; ms: number } | { ok: false; error: unknown; ms: number }) => void;
  now?: () => number;
  instance?: string;
}

export interface OfferBook {
  /** A published product's offer from the copy; waits (at most `waitMs`) for this process's first read. */
  lookup(id: number, waitMs?: number): Promise<OfferLookup>;
  /** The copy as this process has it now. */
  current(): OfferCopy;
  /** The time between two reads, given the catalogue's size and the hourly limit. */
  cadenceMs(): number;
  /** One round: take a newer copy from the store, and read the portal when a read is due and this instance holds the lease. */
  round(): Promise<void>;
  /** Starts the rounds (every few seconds, not keeping the process alive). */
  start(): void;
  stop(): void;
}

const toRow = (o: LiveOffer): Row => [o.id, o.price, o.salePrice, o.quantity, o.vatPercent];
const fromRow = ([id, price, salePrice, quantity, vatPercent]: Row): LiveOffer => ({ id, price, salePrice, quantity, vatPercent });

/** The figures' age at which they count as stale: two reads missed. */
export const ageLimitMs = (cadenceMs: number) => 2 * cadenceMs + ROUND_MS;

export function createOfferBook(options: OfferBookOptions): OfferBook {
  const { store, published, read, refreshMs, callsPerHour, hourMs, onRead, now = Date.now } = options;
  const instance = options.instance ?? `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const startedAt = now();
  let seed: ReadonlyMap<number, LiveOffer> | undefined;
  const buildFigures = () => (seed ??= keepPublished(options.seed()));
  let copy: OfferCopy | undefined;
  /** Calls the last read took: the cadence follows the catalogue's size. */
  let callsPerRead = 1;
  let firstRead: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const keepPublished = (offers: Iterable<LiveOffer>) => new Map([...offers].filter((o) => published.has(o.id)).map((o) => [o.id, o] as const));
  const current = (): OfferCopy => (copy ??= { readAt: null, offers: buildFigures() });
  /** Read by this process's time: not older than the pages it serves. */
  const readSinceStart = () => (current().readAt ?? -Infinity) >= startedAt;
  const cadenceMs = () => Math.max(refreshMs, Math.ceil((hourMs * callsPerRead) / Math.max(1, callsPerHour)));

  async function takeNewer(from: RouteStore): Promise<void> {
    const stored = await from.get<StoredCopy>(COPY_KEY);
    if (stored && stored.readAt > (current().readAt ?? -Infinity)) {
      copy = { readAt: stored.readAt, offers: keepPublished(stored.rows.map(fromRow)) };
      callsPerRead = stored.calls;
    }
  }

  async function refresh(from: RouteStore): Promise<void> {
    if (!(await from.claim(LEASE_KEY, instance, LEASE_MS))) return;
    const started = now();
    try {
      const { offers, calls } = await read();
      callsPerRead = Math.max(1, calls);
      const stored: StoredCopy = { readAt: started, calls: callsPerRead, rows: offers.map(toRow) };
      await from.set(COPY_KEY, stored, COPY_TTL_MS);
      copy = { readAt: started, offers: keepPublished(offers) };
      onRead?.({ ok: true, offers: offers.length, calls, ms: now() - started });
      await from.release(LEASE_KEY, instance);
    } catch (error) {
      // The lease is left to expire: the next try comes a few minutes later, not every round.
      onRead?.({ ok: false, error, ms: now() - started });
    }
  }

  async function round(): Promise<void> {
    const from = await store();
    await takeNewer(from);
    const { readAt } = current();
    if (readAt === null || !readSinceStart() || now() - readAt >= cadenceMs()) await refresh(from);
  }

  const safeRound = () => round().catch(() => {});

  return {
    async lookup(id, waitMs = 0) {
      firstRead ??= safeRound();
      if (!readSinceStart() && waitMs > 0) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([firstRead, new Promise<void>((resolve) => (timeout = setTimeout(resolve, waitMs)))]);
        clearTimeout(timeout);
      }
      const { readAt, offers } = current();
      const copied = offers.get(id);
      // A product added since the copy was read (this release's build is newer) has the build's figures.
      if (!copied && !readSinceStart()) {
        const built = buildFigures().get(id) ?? null;
        return { offer: built, readAt: null, stale: true };
      }
      const stale = readAt === null || now() - readAt > ageLimitMs(cadenceMs());
      return { offer: copied ?? null, readAt, stale };
    },
    current,
    cadenceMs,
    round,
    start() {
      if (timer) return;
      firstRead ??= safeRound();
      timer = setInterval(() => void safeRound(), ROUND_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

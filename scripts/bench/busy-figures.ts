/**
 * What `npm run bench:busy` records of each level (views an hour), as docs/benchmarks.json keeps it
 * under `busyHour`, and the arithmetic from what was measured to it.
 */
import { median, p95 } from './stats.ts';
import type { Moved } from './moved.ts';

/** How old the figures shoppers were answered with were, in real (compressed) ms. */
export interface FiguresAge {
  /** Live answers that said when their figures were read. */
  dated: number;
  /** Answers with the build's figures (`asOf` null): the shop had not read the portal yet. */
  fromBuild: number;
  /** Answers marked `stale: true`. */
  stale: number;
  /** null when no answer was dated. */
  medianMs: number | null;
  p95Ms: number | null;
  maxMs: number | null;
}

/** One level of traffic through one compressed hour, on a fresh shop and portal. */
export interface BusyLevel {
  /** The product views an hour asked for. */
  viewsPerHour: number;
  /** The published products of the level's catalogue (the build's), viewed at random. */
  products: number;
  views: {
    /** Views answered in the hour: the level's, unless the bench fell behind. */
    answered: number;
    /** Answers by status (`"200"`: a live offer). */
    statuses: Record<string, number>;
    /** The rate achieved: answers a real second, from the hour's start to the last answer. */
    perSecond: number;
    /** Answer times, real ms. */
    p50Ms: number;
    p95Ms: number;
  };
  orders: {
    attempted: number;
    /** Stored at the portal (its submissions), one per attempt at most. */
    placed: number;
    /** The order route's answers by status and code (`"200"`, `"409 offer-changed"`). */
    answers: Record<string, number>;
  };
  /**
   * The portal's count of the hour: calls per route as its hourly limit counts them, and those it
   * refused (401).
   */
  portal: { calls: Record<string, number>; total: number; refused: number };
  ages: FiguresAge;
}

export interface BusyHour {
  /** ISO time the run ended. */
  date: string;
  command: string;
  hourSeconds: number;
  factor: number;
  hourlyLimit: number;
  ordersPerHour: number;
  levels: BusyLevel[];
  /** What moved against the busy hour stored before; absent when none was. */
  moved?: Moved;
}

/** A live answer as the bench received it. */
export interface AnswerSeen {
  /** The answer's `asOf`: ISO time its figures were read, null for the build's. */
  asOf: string | null;
  stale: boolean;
  /** When the bench had it, ms since the epoch. */
  receivedAt: number;
}

export function figuresAge(answers: readonly AnswerSeen[]): FiguresAge {
  const ages = answers.flatMap(({ asOf, receivedAt }) =>
    asOf === null ? [] : [Math.max(0, receivedAt - Date.parse(asOf))],
  );
  const some = ages.length > 0;
  return {
    dated: ages.length,
    fromBuild: answers.length - ages.length,
    stale: answers.filter((a) => a.stale).length,
    medianMs: some ? median(ages) : null,
    p95Ms: some ? p95(ages) : null,
    // A spread of 100,000 ages would pass the engine's argument limit.
    maxMs: some ? ages.reduce((max, age) => Math.max(max, age)) : null,
  };
}

/**
 * The portal's side of the hour: `counted` is its hourly limit's count per route (the calls it let
 * through), `received` every API request it had; what it had and did not count it refused.
 */
export function portalHour(counted: Record<string, number>, received: number): BusyLevel['portal'] {
  const total = Object.values(counted).reduce((sum, n) => sum + n, 0);
  return { calls: counted, total, refused: received - total };
}

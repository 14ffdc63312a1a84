/** The "Behind nginx" section of docs/benchmarks.md, from `npm run bench:front-door`'s figures. */
import { table } from './markdown-table.ts';
import { movedSection, type Moved } from './moved.ts';

export interface FrontDoorCase {
  /** "product page", "/api/products", "/api/live/{id}". */
  name: string;
  /** "node front server alone" or "nginx + 2 instances". */
  target: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, by status (or network error). */
  other: Record<string, number>;
}

export interface FrontDoor {
  command: string;
  date: string;
  seconds: number;
  clients: number;
  products: number;
  /**
   * The machine's 1-minute load average as the run began and ended: others' work shows in the
   * figures.
   */
  loadAverage: [number, number];
  cases: FrontDoorCase[];
  /** What moved against the run stored before; absent when none was. */
  moved?: Moved;
}

const n = (value: number) => value.toLocaleString('en-US');

export function frontDoorSection(front: FrontDoor | undefined): string {
  if (!front) return '## Behind nginx\n\nNot measured yet: `npm run bench:front-door`.';
  const rows = front.cases.map((c) => [
    c.name,
    c.target,
    n(c.perSecond),
    c.p50Ms.toFixed(1),
    c.p99Ms.toFixed(1),
    Object.keys(c.other).length
      ? Object.entries(c.other)
          .map(([status, count]) => `${n(count)} × ${status}`)
          .join(', ')
      : 'none',
  ]);
  return [
    '## Behind nginx',
    '',
    `Written by \`${front.command}\` on ${front.date.slice(0, 16).replace('T', ' ')} UTC (\`scripts/bench/front-door.ts\`). The last build (dist/) as the live release, a demo portal of ${n(front.products)} products, one Redis; each case ${front.seconds} s of ${front.clients} clients each sending its next request once its last is answered, against the node front server alone (\`npm run serve\`, one instance) and against nginx (the configuration \`npm run nginx-config\` writes) in front of two instances. Every request takes gzip (\`Accept-Encoding: gzip\`) but the uncompressed product page's. The product page on kept-alive connections, a client an address of its own; \`/api/products\` (page 2 of the catalogue) and \`/api/live/{id}\` (over the catalogue), whose answers the shop limits per shopper, each request from a new address, so on a new connection. Everything shares the machine's cores with the bench's own process: the figures compare the set-ups, they are not a capacity. Load average (1 min) ${front.loadAverage.map((l) => l.toFixed(1)).join(' at the start, ')} at the end${front.loadAverage[0] > 4 ? ': the machine was busy with other work, run it again on a quiet one before reading much into the figures' : ''}.`,
    '',
    table(['case', 'served by', 'requests/s', 'p50 ms', 'p99 ms', 'answers other than 200'], rows),
    ...movedSection('### What moved', front.moved),
  ].join('\n');
}

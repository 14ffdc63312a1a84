/**
 * Traffic through the shop's front door, as shoppers make it: reads by several clients at once, and
 * orders, each from an address of its own (127.0.0.0/8 is all loopback on Linux, so nginx sees each
 * shopper as a client of its own, as on the internet). Every answer is kept; nothing is timed.
 */
import { request } from 'node:http';

export interface Answer {
  path: string;
  /** The HTTP status, or the network error's code when there was no answer. */
  status: number | string;
  body: string;
}

/** What a load keeps of an answer: not the body, thousands of pages would not fit in memory. */
export interface Kept {
  path: string;
  status: number | string;
  /** The hashed files (`/_astro/…`, `/_img/…`) a page asks for. */
  assets: string[];
  /** The start of the body of an answer other than 200, to say what went wrong. */
  detail?: string;
}

// `&`: in an island's props the quotes are written `&quot;`.
const ASSET = /\/_(?:astro|img)\/[^"'\s)?#&]+/g;
/**
 * One copy of each text a load keeps. A match (or slice) of a page is a view into the whole page in
 * V8, so keeping it keeps the page: thousands of kept answers once held gigabytes of pages and ran
 * the test out of memory. A copy made through a Buffer owns its characters alone.
 */
const kept = new Map<string, string>();
function keep(text: string): string {
  let copy = kept.get(text);
  if (copy === undefined) {
    copy = Buffer.from(text).toString();
    kept.set(copy, copy);
  }
  return copy;
}

export const assetsOf = (html: string) => [...new Set(html.match(ASSET) ?? [])].map(keep);

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request is sent from: the shopper's, as nginx sees it. */
  from?: string;
}

/**
 * One request on a connection of its own (a kept-alive one the server closes meanwhile would fail
 * the client, not the shop).
 */
export function send(
  base: string,
  path: string,
  { method = 'GET', headers = {}, body, from }: Call = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      {
        method,
        headers: { 'Accept-Encoding': 'identity', ...headers },
        agent: false,
        localAddress: from,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ path, status: res.statusCode ?? 0, body: text }));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ path, status: error.code ?? 'error', body: text }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ path, status: error.code ?? 'error', body: '' }),
    );
    req.end(body);
  });
}

export interface Load {
  answers: Kept[];
  /** Stops the clients once each has its answer; resolves with every answer. */
  stop(): Promise<Kept[]>;
}

/**
 * The `n`th address of 127.8.0.0/14, a shopper's of its own to nginx and to the shop's per-client
 * limits.
 */
export const shopperAddress = (n: number) =>
  `127.${8 + ((n >>> 16) & 3)}.${(n >>> 8) & 255}.${n & 255 || 1}`;

/**
 * `clients` clients reading `paths` in turn, each sending its next request once its last is
 * answered, each request from a shopper of its own: a crowd, not one client the shop's limits stop.
 */
export function steadyReads(base: string, paths: string[], clients: number): Load {
  const answers: Kept[] = [];
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) {
      const at = n++;
      const { path, status, body } = await send(base, paths[at % paths.length] as string, {
        from: shopperAddress(at),
      });
      answers.push({
        path,
        status,
        assets: assetsOf(body),
        ...(status === 200 ? {} : { detail: Buffer.from(body.slice(0, 200)).toString() }),
      });
    }
  };
  const done = Promise.all(Array.from({ length: clients }, client));
  return {
    answers,
    async stop() {
      running = false;
      await done;
      return answers;
    },
  };
}

export const failed = (answers: Kept[]) => answers.filter((a) => a.status !== 200);

/** How the answers went, for the log and the closing note: `{200: 812}`. */
export const statusCounts = (answers: Kept[]) =>
  answers.reduce<Record<string, number>>(
    (counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }),
    {},
  );

export interface OrderOutcome {
  key: string;
  /** The order as sent. */
  order: unknown;
  /** Every answer the shopper got for the key, in order. */
  statuses: (number | string)[];
  final: Answer;
}

/**
 * An order as the checkout page sends it: sent again under the same key, marked as a repeat, when
 * no answer came or a 5xx but 503 (the shopper presses Submit again: the order may exist), and,
 * while the shop says it is looking for it (202), its key asked after (`GET /api/orders?key=`) as
 * the page polls; `until` bounds it (the shop settles a doubtful order within minutes).
 */
export async function placeOrder(
  base: string,
  key: string,
  order: unknown,
  from: string,
  until: number,
): Promise<OrderOutcome> {
  const body = JSON.stringify(order);
  const headers = { Origin: base, 'Content-Type': 'application/json', 'Idempotency-Key': key };
  const statuses: (number | string)[] = [];
  let answer = await send(base, '/api/orders', { method: 'POST', headers, body, from });
  for (;;) {
    statuses.push(answer.status);
    const noAnswer =
      typeof answer.status === 'string' || (answer.status >= 500 && answer.status !== 503);
    if ((!noAnswer && answer.status !== 202) || Date.now() > until)
      return { key, order, statuses, final: answer };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    answer = noAnswer
      ? await send(base, '/api/orders', {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Repeat': 'true' },
          body,
          from,
        })
      : await send(base, `/api/orders?key=${encodeURIComponent(key)}`, { from });
  }
}

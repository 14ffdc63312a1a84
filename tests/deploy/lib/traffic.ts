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

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request is sent from: the shopper's, as nginx sees it. */
  from?: string;
}

/** One request on a connection of its own (a kept-alive one the server closes meanwhile would fail the client, not the shop). */
export function send(base: string, path: string, { method = 'GET', headers = {}, body, from }: Call = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, { method, headers: { 'Accept-Encoding': 'identity', ...headers }, agent: false, localAddress: from }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ path, status: res.statusCode ?? 0, body: text }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ path, status: error.code ?? 'error', body: text }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ path, status: error.code ?? 'error', body: '' }));
    req.end(body);
  });
}

export interface Load {
  answers: Answer[];
  /** Stops the clients once each has its answer; resolves with every answer. */
  stop(): Promise<Answer[]>;
}

/** `clients` clients reading `paths` in turn, each sending its next request once its last is answered. */
export function steadyReads(base: string, paths: string[], clients: number): Load {
  const answers: Answer[] = [];
  let running = true;
  let n = 0;
  const client = async () => {
    while (running) answers.push(await send(base, paths[n++ % paths.length] as string));
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

export const failed = (answers: Answer[]) => answers.filter((a) => a.status !== 200);

/** How the answers went, for the log and the closing note: `{200: 812}`. */
export const statusCounts = (answers: Answer[]) => answers.reduce<Record<string, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});

export interface OrderOutcome {
  key: string;
  /** Every answer the shopper got for the key, in order. */
  statuses: (number | string)[];
  final: Answer;
}

/**
 * An order as the checkout page sends it, sent again under the same key while its answer leaves it
 * in doubt (no answer, a 5xx but 503, a 202 while the shop looks for it), as the page does; `until`
 * bounds the attempts (the shop settles a doubtful order within minutes).
 */
export async function placeOrder(base: string, key: string, order: unknown, from: string, until: number): Promise<OrderOutcome> {
  const body = JSON.stringify(order);
  const headers = { Origin: base, 'Content-Type': 'application/json', 'Idempotency-Key': key };
  const statuses: (number | string)[] = [];
  for (;;) {
    const answer = await send(base, '/api/orders', { method: 'POST', headers, body, from });
    statuses.push(answer.status);
    const doubtful = typeof answer.status === 'string' || answer.status === 202 || (answer.status >= 500 && answer.status !== 503);
    if (!doubtful || Date.now() > until) return { key, statuses, final: answer };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

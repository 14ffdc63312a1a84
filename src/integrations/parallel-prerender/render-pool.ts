/**
 * The main thread's side of parallel pre-rendering: worker threads that each render pages with the
 * prerender bundle, and the choice, call by call, of who renders the next page.
 */
import { Worker } from 'node:worker_threads';
import type { RouteData } from 'astro';

/** A page's stylesheets as Astro's build records them; passed through to the workers untouched. */
export type PageStyles = unknown[];

export interface RenderPoolOptions {
  workers: number;
  /** File URL of the prerender bundle's entry. */
  entry: string;
  /** `[page key, stylesheets]` of every page, for the head Astro writes. */
  pages: [string, PageStyles][];
  /** Scripts integrations add to pages (`injectScript`), as Astro's settings hold them. */
  scripts: { stage: string; content: string }[];
}

/** What the worker sends back for one page. */
export type RenderReply =
  | {
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: Uint8Array<ArrayBuffer> | null;
    }
  | { id: number; error: string };

export interface RenderPool {
  /** Renders `url` of `route` on a worker, or with `onMain` when every worker's queue is full. */
  render<T>(url: string, route: RouteData, onMain: () => Promise<T>): Promise<T | Response>;
  /** Stops the workers; says how many pages the main thread and each worker rendered. */
  close(): Promise<string>;
}

interface Lane {
  inFlight: number;
  rendered: number;
  render(url: string, route: RouteData): Promise<Response>;
  close(): Promise<number>;
}

/**
 * A worker's page as the Response Astro writes to a file. Astro reads the whole body with
 * arrayBuffer(), and a plain Response would stream the bytes the worker sent through a web stream
 * and copy them back into one buffer: on the main thread, which also writes every file and is the
 * build's busiest, that was about a twentieth of its time. This one gives the bytes as they came.
 */
class RenderedPage extends Response {
  readonly #bytes: Uint8Array<ArrayBuffer> | null;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | null = null;

  constructor(bytes: Uint8Array<ArrayBuffer> | null, init: ResponseInit) {
    super(null, init);
    this.#bytes = bytes;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    const bytes = this.#bytes;
    if (!bytes) return null;
    this.#stream ??= new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    return this.#stream;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    if (!bytes) return Promise.resolve(new ArrayBuffer(0));
    // The worker transferred a buffer of its own, so the page's bytes are all of it.
    return Promise.resolve(bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer);
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(await this.arrayBuffer());
  }

  override async text(): Promise<string> {
    return new TextDecoder().decode(await this.arrayBuffer());
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  override async blob(): Promise<Blob> {
    return new Blob([await this.arrayBuffer()], { type: this.headers.get('content-type') ?? '' });
  }
}

/** The Response of a page a worker rendered; exported for its test. */
export const renderedPage = (bytes: Uint8Array<ArrayBuffer> | null, init: ResponseInit): Response => new RenderedPage(bytes, init);

const workerFile = new URL('./render-worker.ts', import.meta.url);

/**
 * Pages a worker is given before the main thread renders one itself. The main thread also writes
 * every page, collects garbage for the whole build and answers the workers, so it renders only what
 * the workers' queues cannot take; a queue keeps a worker busy while its next page is on the way.
 * At 3,000 products with one worker: 46.6 s alone, 42.4 s sharing pages evenly, 35.6 s with a queue
 * of 3 and 33.9 s with 5 (build.concurrency 8).
 */
const WORKER_QUEUE = 4;

function startLane(index: number, options: RenderPoolOptions): Promise<Lane> {
  const worker = new Worker(workerFile, {
    workerData: {
      entry: options.entry,
      pages: options.pages,
      scripts: options.scripts,
    },
  });
  const pending = new Map<number, { resolve: (response: Response) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const job of pending.values()) job.reject(failure);
    pending.clear();
  };

  return new Promise((ready, notReady) => {
    worker.on('error', (error) => {
      const failed = new Error(`render worker ${index} failed: ${error.stack ?? error.message}`);
      fail(failed);
      notReady(failed);
    });
    worker.on('exit', (code) => fail(new Error(`render worker ${index} stopped (exit ${code}) with pages still to render`)));
    worker.on('message', (message: RenderReply | { ready: true }) => {
      if ('ready' in message) {
        ready(lane);
        return;
      }
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      lane.inFlight--;
      if ('error' in message) job.reject(new Error(message.error));
      else {
        lane.rendered++;
        job.resolve(renderedPage(message.body, { status: message.status, statusText: message.statusText, headers: message.headers }));
      }
    });
    const lane: Lane = {
      inFlight: 0,
      rendered: 0,
      render(url, route) {
        if (failure) return Promise.reject(failure);
        const id = nextId++;
        lane.inFlight++;
        return new Promise<Response>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          worker.postMessage({
            id,
            url,
            route: route.route,
            component: route.component,
          });
        });
      },
      close: () => {
        worker.removeAllListeners('exit');
        return worker.terminate();
      },
    };
  });
}

export async function startRenderPool(options: RenderPoolOptions): Promise<RenderPool> {
  const started = await Promise.allSettled(Array.from({ length: options.workers }, (_, i) => startLane(i, options)));
  const lanes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // A worker that started must not keep the build's process alive after it fails.
    await Promise.all(lanes.map((lane) => lane.close()));
    throw failed.reason;
  }
  const main = { inFlight: 0, rendered: 0 };
  return {
    async render(url, route, onMain) {
      const lane = lanes.reduce((best, next) => (next.inFlight < best.inFlight ? next : best));
      if (lane.inFlight < WORKER_QUEUE) return lane.render(url, route);
      main.inFlight++;
      try {
        return await onMain();
      } finally {
        main.inFlight--;
        main.rendered++;
      }
    },
    async close() {
      await Promise.all(lanes.map((lane) => lane.close()));
      return `pages rendered: ${main.rendered} on the main thread, ${lanes.map((lane) => lane.rendered).join(' + ')} on ${lanes.length} worker${lanes.length === 1 ? '' : 's'}`;
    },
  };
}

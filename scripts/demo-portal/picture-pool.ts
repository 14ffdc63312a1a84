/**
 * Draws the portal's pictures on worker threads, one per core. Drawing a picture and finishing it
 * as a photograph is mostly JavaScript, and a first build asks for hundreds at once: drawn one at a
 * time on the portal's own thread they were most of a newcomer's first `npm start` (issue 39). The
 * threads start with the first picture asked for, so a portal that is never asked for one (most
 * tests) starts none; until one has loaded, pictures are drawn on the portal's own thread, as
 * before.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ImageSpec } from './catalogue.ts';
import { renderImage } from './images.ts';
import type { DrawAnswer, DrawRequest } from './picture-worker.ts';

export interface PicturePool {
  /** Threads drawing. */
  size: number;
  draw(spec: ImageSpec, file: string, thumb: boolean): Promise<Buffer>;
  close(): Promise<void>;
}

interface Waiting {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

export function createPicturePool(size = availableParallelism()): PicturePool {
  const waiting = new Map<number, Waiting>();
  /** Threads that have loaded what they draw with, and how many drawings each has in hand. */
  const ready = new Map<Worker, number>();
  let workers: Worker[] = [];
  let nextId = 0;
  let closed = false;

  function startWorker(): Worker {
    const worker = new Worker(new URL('./picture-worker.ts', import.meta.url));
    // An idle pool does not keep the process alive; a pending drawing keeps its request open
    // anyway.
    worker.unref();
    worker.on('message', (answer: DrawAnswer) => {
      if (answer === 'ready') {
        ready.set(worker, 0);
        return;
      }
      ready.set(worker, (ready.get(worker) ?? 1) - 1);
      const request = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) request?.reject(new Error(answer.error));
      else
        request?.resolve(
          Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength),
        );
    });
    worker.on('error', (error) => {
      ready.delete(worker);
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    });
    return worker;
  }

  return {
    size: Math.max(1, size),
    draw(spec, file, thumb) {
      if (closed) return Promise.reject(new Error('the portal is closed'));
      if (workers.length === 0) workers = Array.from({ length: Math.max(1, size) }, startWorker);
      const [worker, inHand] = [...ready].reduce<[Worker | null, number]>(
        (best, entry) => (best[0] === null || entry[1] < best[1] ? entry : best),
        [null, 0],
      );
      if (!worker) return renderImage(spec, file, thumb);
      ready.set(worker, inHand + 1);
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, spec, file, thumb } satisfies DrawRequest);
      });
    },
    async close() {
      closed = true;
      await Promise.all(workers.map((w) => w.terminate()));
      for (const request of waiting.values()) request.reject(new Error('the portal is closed'));
      waiting.clear();
    },
  };
}

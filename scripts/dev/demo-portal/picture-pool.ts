/**
 * Draws the portal's pictures on worker threads, one per core. Drawing a picture and finishing it as
 * a photograph is mostly JavaScript, and a first build asks for hundreds at once: drawn one at a time
 * on the portal's own thread they were most of a newcomer's first `npm start` (issue 39).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ImageSpec } from './catalogue.ts';
import type { DrawAnswer, DrawRequest } from './picture-worker.ts';

export interface PicturePool {
  draw(spec: ImageSpec, file: string, thumb: boolean): Promise<Buffer>;
  close(): Promise<void>;
}

interface Waiting {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

export function createPicturePool(size = availableParallelism()): PicturePool {
  const waiting = new Map<number, Waiting>();
  const busy = new Map<Worker, number>();
  let nextId = 0;
  const workers = Array.from({ length: Math.max(1, size) }, () => {
    const worker = new Worker(new URL('./picture-worker.ts', import.meta.url));
    // An idle pool does not keep the process alive; a pending drawing keeps its request open anyway.
    worker.unref();
    busy.set(worker, 0);
    worker.on('message', (answer: DrawAnswer) => {
      busy.set(worker, (busy.get(worker) ?? 1) - 1);
      const request = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) request?.reject(new Error(answer.error));
      else request?.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength));
    });
    worker.on('error', (error) => {
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    });
    return worker;
  });
  const leastBusy = () => workers.reduce((best, w) => ((busy.get(w) ?? 0) < (busy.get(best) ?? 0) ? w : best));
  return {
    draw(spec, file, thumb) {
      const id = nextId++;
      const worker = leastBusy();
      busy.set(worker, (busy.get(worker) ?? 0) + 1);
      return new Promise<Buffer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, spec, file, thumb } satisfies DrawRequest);
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/** One of the threads the portal draws its pictures on (./picture-pool.ts). */
import { parentPort } from 'node:worker_threads';
import type { ImageSpec } from './catalogue.ts';
import { renderImage } from './images.ts';

export interface DrawRequest {
  id: number;
  spec: ImageSpec;
  file: string;
  thumb: boolean;
}

/** `ready` is sent once, when the worker has loaded what it draws with. */
export type DrawAnswer =
  { id: number; bytes: Uint8Array } | { id: number; error: string } | 'ready';

const port = parentPort;
if (!port) throw new Error('picture-worker.ts runs as a worker thread');
port.postMessage('ready' satisfies DrawAnswer);
port.on('message', (request: DrawRequest) => {
  renderImage(request.spec, request.file, request.thumb).then(
    (bytes) => port.postMessage({ id: request.id, bytes } satisfies DrawAnswer),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DrawAnswer),
  );
});

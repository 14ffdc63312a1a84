/**
 * The second thread of an edit's process (render-edit.ts): opens the kept renderer as the first
 * thread does, while the process waits for its delivery, and says which it opened; asked, once the
 * catalogue is made, it
 * renders the endpoints (the two Merchant Center feeds and the sitemap: most of a second at 20,000
 * products) while the first lists the paths and renders the pages, and answers once, each body by
 * its path's key (`pathKey`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { editModules } from '../shop-src.ts';
import { pathKey, type EndpointBodies, type ThreadMessage } from './render-edit.ts';

if (!parentPort) throw new Error('render-edit-thread.ts runs as a thread of render-edit.ts');
const port = parentPort;
const [, { openKeptRenderer }] = await editModules();
const renderer = await openKeptRenderer(workerData as string);
port.postMessage({ opened: renderer.keptAt } satisfies ThreadMessage);
port.once('message', () => {
  void (async () => {
    const bodies: EndpointBodies = [];
    for (const page of renderer.endpoints())
      bodies.push([pathKey(page), await renderer.render(page)]);
    port.postMessage({ bodies } satisfies ThreadMessage);
  })();
});

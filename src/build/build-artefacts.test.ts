import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { beginHandOver, handOver, oncePerBuild, takeOver } from './build-artefacts';
import type { Product } from '../domain/catalogue';

const stateDir = await mkdtemp(path.join(tmpdir(), 'build-artefacts-'));
afterAll(() => rm(stateDir, { recursive: true, force: true }));

const product = {
  id: 7,
  slug: 'cisco-switch',
  name: { en: 'Cisco switch', ar: 'محول سيسكو' },
} as unknown as Product;
const picture = {
  src: '/_img/ab-640.webp',
  srcset: '/_img/ab-320.webp 320w, /_img/ab-640.webp 640w',
  width: 640,
  height: 640,
};

/**
 * What a page rendered in another thread finds: the data module loaded there on its own, as
 * `parallelPrerender` renders.
 */
function readInWorker(): Promise<{ products: Product[]; pictures: [string, typeof picture][] }> {
  const script = `
    import { parentPort, workerData } from 'node:worker_threads';
    const { takeOver } = await import(workerData.module);
    parentPort.postMessage({
      products: takeOver('products', workerData.stateDir),
      pictures: takeOver('pictures', workerData.stateDir),
    });
  `;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(script)}`), {
      workerData: { module: new URL('./build-artefacts.ts', import.meta.url).href, stateDir },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

describe('build artefacts', () => {
  it('reach a page rendered in another thread, as the catalogue loader handed them over', async () => {
    beginHandOver(stateDir);
    handOver('products', [product], stateDir);
    handOver('pictures', [['picture-1', picture]], stateDir);
    expect(await readInWorker()).toEqual({
      products: [product],
      pictures: [['picture-1', picture]],
    });
  });

  it("are the build's own: a new build forgets the last one's; a reader then names the maker not run", () => {
    handOver('cardActionsUrl', '/_astro/card-actions.AbC123.js', stateDir);
    expect(takeOver('cardActionsUrl', stateDir)).toBe('/_astro/card-actions.AbC123.js');
    beginHandOver(stateDir);
    expect(() => takeOver('cardActionsUrl', stateDir)).toThrow(
      'build artefact "cardActionsUrl" is missing: ' +
        "the browser's build (src/integrations/card-actions-chunk.ts) has not run in this build",
    );
  });

  it("are derived once per build, and again from the next build's in a process that makes both", () => {
    beginHandOver(stateDir);
    handOver('productIds', [1, 2], stateDir);
    let reads = 0;
    const count = oncePerBuild(() => {
      reads += 1;
      return takeOver('productIds', stateDir).length;
    });
    expect([count(), count()]).toEqual([2, 2]);
    beginHandOver(stateDir);
    handOver('productIds', [1, 2, 3], stateDir);
    expect([count(), count(), reads]).toEqual([3, 3, 2]);
  });
});
